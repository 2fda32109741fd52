import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuideApi } from '../../../../../src/ports/guide.port';
import { tvRoutes } from '../../../../../src/ui/tv/routes';
import { createStoragePreferences } from '../../../../../src/adapters/storage/local-preferences.store';
import { DEFAULT_LOCAL_PREFERENCES } from '../../../../../src/domain/account/local-preferences';
import { TV_GUIDE_REST_MS } from '../../../../../src/ui/tv/screens/guide/tv-guide-layout';
import type { Show } from '../../../../../src/domain/shows/show';
import { FakePlayer } from '../../../../fakes/fake-player';
import { fakePort, renderRoutes, startAuthAs } from '../../../render-with-services';
import {
  fakeGuide,
  guideChannel,
  guideShow,
  guideWorld,
  type GuideWorld,
} from '../../../web/screens/guide/guide-world';
import { liveRights, playingServices } from '../../../../fakes/fake-services';

/** How many times a grid cell's model was worked out (the real model, counted). */
const cellModels = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../../src/application/guide/guide.model', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../../src/application/guide/guide.model')>();
  return {
    ...real,
    guideCell: (...args: Parameters<typeof real.guideCell>) => (cellModels.count++, real.guideCell(...args)),
  };
});

// Now is 12:00 UTC (the guide world's clock). ch1 and ch2 play, record and replay.
const ch1 = guideChannel('ch1', { liveUrl: '/live/ch1.mpd' });
const ch2 = guideChannel('ch2', { liveUrl: '/live/ch2.mpd' });
const shows = [
  guideShow('journal', 'ch1', 'Journal', '2026-11-22T10:45:00Z', '2026-11-22T11:45:00Z'),
  guideShow('direct', 'ch1', 'Direct', '2026-11-22T11:45:00Z', '2026-11-22T12:30:00Z'),
  guideShow('soiree', 'ch1', 'Soirée', '2026-11-22T12:30:00Z', '2026-11-22T13:30:00Z'),
  guideShow('sport', 'ch2', 'Sport', '2026-11-22T11:00:00Z', '2026-11-22T12:40:00Z'),
  guideShow('concert', 'ch2', 'Concert', '2026-11-22T12:40:00Z', '2026-11-22T14:00:00Z'),
];
/** The rest of ch1's window (5 hours from 11:30), and the show right after its edge. */
const afternoon = guideShow('apres-midi', 'ch1', 'Après-midi', '2026-11-22T13:30:00Z', '2026-11-22T16:30:00Z');
const nuit = guideShow('nuit', 'ch1', 'Nuit', '2026-11-22T16:30:00Z', '2026-11-22T18:00:00Z');

async function renderTvGuide(
  world: GuideWorld,
  { liveShows = new Map<string, Show[]>(), settled = true, path = '/guide' } = {},
) {
  const player = new FakePlayer();
  const auth = await startAuthAs(world.sessionApi, {});
  const guide = fakePort<GuideApi>({
    ...fakeGuide(world),
    liveShows: async () => liveShows,
    channelRights: liveRights,
  });
  const services = playingServices({
    auth,
    clock: world.clock,
    guide,
    sessionApi: world.sessionApi,
    recordings: world.recordings,
    player,
  });
  const view = renderRoutes(services, tvRoutes, path);
  if (settled) await waitFor(() => expect(focusedName()).toMatch(/^Direct, /));
  return { ...view, player };
}

/** The focused cell's name: its text, completed for screen readers (the recorded dot is not said). */
const focusedName = () => (document.activeElement?.textContent ?? '').replace('●', '');
const key = (name: string, keyCode: number) =>
  act(() => void fireEvent.keyDown(document.activeElement ?? window, { key: name, keyCode }));

afterEach(() => localStorage.clear());

describe('when the TV guide opens', () => {
  it('should give the real focus to the show on now of the first channel, and say what Enter does', async () => {
    await renderTvGuide(guideWorld([ch1, ch2], shows));
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
    // The details follow the focus in a render of their own.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Direct'));
    expect(screen.getByText('OK : regarder en direct')).not.toBeNull();
    // One cell in the Tab order: the focused one.
    expect(document.querySelectorAll('[data-cell][tabindex="0"]')).toHaveLength(1);
  });

  it('should play the focused channel in the picture in guide, sound off', async () => {
    const { player } = await renderTvGuide(guideWorld([ch1, ch2], shows));
    await waitFor(() => expect(player.calls).toContain('load https://live/ch1.mpd'));
    expect(player.calls).toContain('volume 0');
  });
});

describe('when the remote moves in the TV guide', () => {
  it('should step show by show with Left and Right, and keep the time cursor with Up and Down', async () => {
    await renderTvGuide(guideWorld([ch1, ch2], shows));
    await key('ArrowRight', 39);
    expect(focusedName()).toMatch(/^Soirée, /);
    // The cursor is 12:30: on ch2, Sport (until 12:40) overlaps it.
    await key('ArrowDown', 40);
    expect(focusedName()).toMatch(/^Sport, /);
    await key('ArrowUp', 38);
    expect(focusedName()).toMatch(/^Soirée, /);
    await key('ArrowLeft', 37);
    await key('ArrowLeft', 37);
    expect(focusedName()).toMatch(/^Journal, /);
    // What Enter does follows once the keys rest.
    await waitFor(() => expect(screen.getByText('OK : revoir')).not.toBeNull());
  });

  it('should page channels with CH- and come back to now with 0', async () => {
    await renderTvGuide(guideWorld([ch1, ch2], shows));
    await key('ArrowRight', 39);
    await key('PageDown', 34);
    // Two channels only: the page stops at the last one, at the same cursor.
    expect(focusedName()).toMatch(/^Sport, /);
    await key('0', 48);
    expect(focusedName()).toMatch(/^Sport, /);
    await key('PageUp', 33);
    expect(focusedName()).toMatch(/^Direct, /);
  });
});

describe("when a key moves the TV guide's focus on a loaded TV", () => {
  /** A key as the browser gives it: one task of its own, whose renders React runs after it returns (not flushed by act). */
  const raw = (name: string, keyCode: number) =>
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key: name, keyCode, bubbles: true, cancelable: true }),
    );

  it("should focus the next show inside the key's own task, before the grid renders the move", async () => {
    await renderTvGuide(guideWorld([ch1, ch2], shows));
    raw('ArrowRight', 39);
    expect(focusedName()).toMatch(/^Soirée, /);
    raw('ArrowDown', 40);
    expect(focusedName()).toMatch(/^Sport, /);
    // Then the rest follows: the details, the roving tabindex.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Sport'));
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
    expect(focusedName()).toMatch(/^Sport, /);
  });

  it("should focus the next show inside the key's own task when it scrolls the window, and move the drawn grid to it then", async () => {
    // The window shows 11:30 to 16:30; Nuit starts at 16:30, beyond its edge: drawn all the same.
    await renderTvGuide(guideWorld([ch1, ch2], [...shows, afternoon, nuit]));
    const cells = document.querySelector<HTMLElement>('[data-guide-shift="xy"]')!;
    const before = cells.style.transform;
    raw('ArrowRight', 39);
    raw('ArrowRight', 39);
    raw('ArrowRight', 39);
    expect(focusedName()).toMatch(/^Nuit, /);
    // The window moved by 4 h 30 (to 16:00, half an hour before Nuit), 1440 px a window of 5 h: 1296 px more to the left.
    const shifted = (transform: string) => Number(/translate\((-?[\d.]+)px/.exec(transform)?.[1]);
    expect(shifted(before) - shifted(cells.style.transform)).toBeCloseTo(1296);
    // Après-midi (13:30 to 16:30) lies mostly before the window's new start: its text starts after that part (2 h 30, 720 px).
    const afternoonText = () => document.querySelector<HTMLElement>('[data-cell="apres-midi"]')!.style.paddingLeft;
    expect(afternoonText()).toBe('734px');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nuit'));
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
    expect(shifted(document.querySelector<HTMLElement>('[data-guide-shift="xy"]')!.style.transform)).toBe(
      shifted(cells.style.transform),
    );
    expect(afternoonText()).toBe('734px');
  });

  it("should focus the next channel inside the key's own task when it scrolls the page of channels", async () => {
    const lineup = Array.from({ length: 9 }, (_, at) =>
      guideChannel(`ch${at + 1}`, { liveUrl: `/live/ch${at + 1}.mpd` }),
    );
    const day = lineup
      .slice(1)
      .map((channel) =>
        guideShow(
          `show-${channel.id}`,
          channel.id,
          `Show ${channel.id}`,
          '2026-11-22T11:00:00Z',
          '2026-11-22T13:00:00Z',
        ),
      );
    await renderTvGuide(guideWorld(lineup, [...shows.filter((show) => show.channelId === 'ch1'), ...day]));
    // Seven rows show at once: the eighth channel is beyond the page's edge.
    for (let row = 1; row <= 7; row += 1) raw('ArrowDown', 40);
    expect(focusedName()).toMatch(/^Show ch8, /);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Show ch8'));
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
  });

  const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
  const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

  it('should render a move once the keys rest (TV_GUIDE_REST_MS), its channel marked at once', async () => {
    await renderTvGuide(guideWorld([ch1, ch2], shows));
    const marked = () =>
      [...document.querySelectorAll('[data-label-row][data-focused]')].map((label) =>
        label.getAttribute('data-label-row'),
      );
    raw('ArrowDown', 40);
    expect(focusedName()).toMatch(/^Sport, /);
    expect(marked()).toEqual(['1']);
    // Keys pressed faster than the rest: nothing renders between them.
    await pause(TV_GUIDE_REST_MS / 2);
    raw('ArrowRight', 39);
    await pause(TV_GUIDE_REST_MS / 2);
    expect(focusedName()).toMatch(/^Concert, /);
    expect(heading()).toBe('Direct');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    // Then they rest: the move renders (details, roving tabindex), the focus stays.
    await waitFor(() => expect(heading()).toBe('Concert'));
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
    expect(marked()).toEqual(['1']);
  });

  it('should render a move at once when the next key the same way would not find its cell drawn', async () => {
    const later = [
      afternoon,
      nuit,
      guideShow('tard', 'ch1', 'Tard', '2026-11-22T18:00:00Z', '2026-11-22T19:00:00Z'),
      guideShow('aube', 'ch1', 'Aube', '2026-11-22T19:00:00Z', '2026-11-22T20:00:00Z'),
    ];
    await renderTvGuide(guideWorld([ch1, ch2], [...shows, ...later]));
    // The window ends at 16:30: Nuit and Tard are drawn beyond it (DRAWN_BEYOND), Aube is not.
    raw('ArrowRight', 39);
    raw('ArrowRight', 39);
    raw('ArrowRight', 39);
    await pause(TV_GUIDE_REST_MS / 2);
    expect(heading()).toBe('Direct');
    raw('ArrowRight', 39);
    expect(focusedName()).toMatch(/^Tard, /);
    await pause(TV_GUIDE_REST_MS / 2);
    expect(heading()).toBe('Tard');
    raw('ArrowRight', 39);
    expect(focusedName()).toMatch(/^Aube, /);
  });

  it('should come back (Back) to the show the keys focused, when the guide was left before the move rendered', async () => {
    const { router } = await renderTvGuide(guideWorld([ch1, ch2], shows));
    await act(async () => {
      raw('ArrowRight', 39);
      await router.navigate('/player/live?channel=ch1');
    });
    await waitFor(() => expect(document.querySelector('[data-cell]')).toBeNull());
    await act(() => router.navigate(-1));
    await waitFor(() => expect(focusedName()).toMatch(/^Soirée, /));
  });

  it('should act with Enter on the show just focused, even before the grid rendered the move', async () => {
    const { router } = await renderTvGuide(guideWorld([ch1, ch2], shows));
    await act(async () => {
      raw('ArrowLeft', 37);
      raw('Enter', 13);
    });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/player/replay?show=journal'),
    );
  });
});

describe('when the focus moves between channels of the TV guide', () => {
  it("should work out no cell's words and flags again on Up and Down: they are kept per show", async () => {
    await renderTvGuide(guideWorld([ch1, ch2], shows));
    await key('ArrowRight', 39);
    expect(focusedName()).toMatch(/^Soirée, /);
    cellModels.count = 0;
    await key('ArrowDown', 40);
    expect(focusedName()).toMatch(/^Sport, /);
    await key('ArrowUp', 38);
    expect(focusedName()).toMatch(/^Soirée, /);
    expect(cellModels.count).toBe(0);
  });
});

describe('when a key falls off the grid', () => {
  it('should leave Up on the first channel and Down on the last to what surrounds the grid (the menu, the focus library)', async () => {
    await renderTvGuide(guideWorld([ch1, ch2], shows));
    // A key the layers used stops at the window (capture): only an unused one reaches the page.
    const used = (name: string, keyCode: number) => {
      let reached = false;
      const listen = () => (reached = true);
      document.addEventListener('keydown', listen);
      act(() => void fireEvent.keyDown(document.activeElement ?? window, { key: name, keyCode }));
      document.removeEventListener('keydown', listen);
      return !reached;
    };
    expect(used('ArrowUp', 38)).toBe(false);
    expect(focusedName()).toMatch(/^Direct, /);
    expect(used('ArrowDown', 40)).toBe(true);
    await waitFor(() => expect(focusedName()).toMatch(/^Sport, /));
    expect(used('ArrowDown', 40)).toBe(false);
  });
});

describe('when Enter or red is pressed on a show', () => {
  it('should play a current show full screen, after stopping the picture in guide', async () => {
    const { router, player } = await renderTvGuide(guideWorld([ch1, ch2], shows));
    await waitFor(() => expect(player.calls).toContain('load https://live/ch1.mpd'));
    await key('Enter', 13);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/player/live?channel=ch1'),
    );
    expect(player.calls).toContain('stop');
  });

  it("should replay a past show and open a future show's detail", async () => {
    const { router } = await renderTvGuide(guideWorld([ch1, ch2], shows));
    await key('ArrowLeft', 37);
    await key('Enter', 13);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/player/replay?show=journal'),
    );
    // The player screen loads with its route: the guide leaves once it has.
    await waitFor(() => expect(document.querySelector('[data-cell]')).toBeNull());
    await act(() => router.navigate('/guide'));
    await waitFor(() => expect(focusedName()).toMatch(/^Direct, /));
    await key('ArrowRight', 39);
    const paths: string[] = [];
    const unsubscribe = router.subscribe((state) => paths.push(state.location.pathname));
    await key('Enter', 13);
    await waitFor(() => expect(paths).toContain('/guide/show/soiree'));
    unsubscribe();
  });

  it('should record a future show with red and say so', async () => {
    const world = guideWorld([ch1, ch2], shows);
    await renderTvGuide(world);
    await key('ArrowRight', 39);
    await key('ColorF0Red', 403);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Soirée est programmé pour l’enregistrement.'),
    );
    await waitFor(() => expect(focusedName()).toMatch(/^Soirée, .*, enregistré$/));
  });
});

describe('when the show on air in the picture in guide is protected (spec points 4 and 6: the parental PIN, typed with the remote)', () => {
  const late = { ...guideShow('direct', 'ch1', 'Direct', '2026-11-22T11:45:00Z', '2026-11-22T12:30:00Z'), age: 18 };
  const world = () =>
    guideWorld(
      [ch1, ch2],
      shows.map((show) => (show.id === 'direct' ? late : show)),
    );
  const liveShows = new Map([
    ['ch1', [late]],
    ['ch2', [shows[3]!]],
  ]);
  const digits = async (typed: string) => {
    for (const digit of typed) await key(digit, 48 + Number(digit));
  };
  const pinDialog = () => screen.queryByRole('dialog', { name: 'Code parental' });
  const cellHasFocus = () => document.activeElement?.hasAttribute('data-cell') === true;

  it("should ask the PIN before a frame plays, refuse a wrong one with the spec's text, play with the right one, and give the focus back to its cell", async () => {
    const { player } = await renderTvGuide(world(), { liveShows, settled: false });
    const dialog = await screen.findByRole('dialog', { name: 'Code parental' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(player.loads).toEqual([]);
    await digits('0000');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Le code saisi est incorrect.'));
    expect(player.loads).toEqual([]);
    await digits('1234');
    await waitFor(() => expect(player.loads.map((load) => load.rights.url)).toEqual(['https://live/ch1.mpd']));
    await waitFor(() => expect(pinDialog()).toBeNull());
    await waitFor(() => expect(focusedName()).toMatch(/^Direct, /));
    expect(cellHasFocus()).toBe(true);
  });

  it('should keep the arrows in the dialog, not move the guide behind it', async () => {
    await renderTvGuide(world(), { liveShows, settled: false });
    const dialog = await screen.findByRole('dialog', { name: 'Code parental' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await key('ArrowDown', 40);
    await key('ArrowLeft', 37);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Direct' })).not.toBeNull();
  });

  it("should keep Left at the dialog's edge in it: the menu never opens over the PIN", async () => {
    await renderTvGuide(world(), { liveShows, settled: false });
    const dialog = await screen.findByRole('dialog', { name: 'Code parental' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await key('ArrowLeft', 37);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('should show a lock in the corner when the PIN is refused with Back, give the focus back to the same cell, and play the next row it rests on', async () => {
    const { player } = await renderTvGuide(world(), { liveShows, settled: false });
    const dialog = await screen.findByRole('dialog', { name: 'Code parental' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await key('Escape', 27);
    await waitFor(() => expect(pinDialog()).toBeNull());
    screen.getByText('Programme protégé par le code parental');
    await waitFor(() => expect(focusedName()).toMatch(/^Direct, /));
    await key('ArrowDown', 40);
    await waitFor(() => expect(focusedName()).toMatch(/^Sport, /));
    await waitFor(() => expect(player.loads.map((load) => load.rights.url)).toEqual(['https://live/ch2.mpd']), {
      timeout: 4000,
    });
    expect(screen.queryByText('Programme protégé par le code parental')).toBeNull();
  });

  it('should drop the PIN request and page the guide on with CH-', async () => {
    const { player } = await renderTvGuide(world(), { liveShows, settled: false });
    const dialog = await screen.findByRole('dialog', { name: 'Code parental' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await key('PageDown', 34);
    await waitFor(() => expect(pinDialog()).toBeNull());
    await waitFor(() => expect(focusedName()).toMatch(/^Sport, /));
    await waitFor(() => expect(player.loads.map((load) => load.rights.url)).toEqual(['https://live/ch2.mpd']), {
      timeout: 4000,
    });
  });
});

describe('when "player always on" keeps a channel playing as the guide opens (issue 37 item 1)', () => {
  const reducedPlayer = () => screen.queryByRole('region', { name: /^Lecteur réduit/ });
  /** The player on ch2, then the guide opened from it (the menu's Guide entry). */
  async function fromThePlayer() {
    createStoragePreferences(window.localStorage).set('localPreferences', {
      ...DEFAULT_LOCAL_PREFERENCES,
      playerAlwaysOn: true,
    });
    const view = await renderTvGuide(guideWorld([ch1, ch2], shows), {
      path: '/player/live?channel=ch2',
      settled: false,
    });
    await waitFor(() => expect(view.player.loads).toHaveLength(1));
    await act(() => view.router.navigate('/guide'));
    await waitFor(() => expect(focusedName()).toMatch(/^Sport, /));
    return view;
  }

  it('should open on that channel and show its stream in the corner, muted, rather than start a second one', async () => {
    const { player } = await fromThePlayer();
    await waitFor(() => expect(player.calls).toContain('volume 0'));
    expect(player.loads.map((load) => load.rights.url)).toEqual(['https://live/ch2.mpd']);
    expect(document.querySelectorAll('video')).toHaveLength(1);
    expect(reducedPlayer()).toBeNull();
  });

  it('should let the stream go on, at its volume, in the reduced player once the guide is left', async () => {
    const { player, router } = await fromThePlayer();
    await waitFor(() => expect(player.calls).toContain('volume 0'));
    await act(() => router.navigate('/live/normal'));
    await waitFor(() => expect(reducedPlayer()).not.toBeNull());
    expect(player.calls.filter((call) => call.startsWith('volume')).at(-1)).not.toBe('volume 0');
    expect(player.calls.slice(player.calls.indexOf('load https://live/ch2.mpd'))).not.toContain('stop');
  });

  it('should play the channel chosen with Enter full screen without loading it again', async () => {
    const { player, router } = await fromThePlayer();
    await key('Enter', 13);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/player/live?channel=ch2'),
    );
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Commandes'));
    expect(player.loads).toHaveLength(1);
  });
});
