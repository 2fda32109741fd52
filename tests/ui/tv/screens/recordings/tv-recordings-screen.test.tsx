import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResourceCache } from '../../../../../src/application/resource-cache';
import { RESOURCE_CACHE } from '../../../../../src/application/tokens';
import { PLAYER_FACTORY } from '../../../../../src/ports/player.port';
import type { Permission, Profile } from '../../../../../src/domain/session/profile';
import type { Serie } from '../../../../../src/ports/shows.port';
import { tvRoutes } from '../../../../../src/ui/tv/routes';
import { FakePlayer } from '../../../../fakes/fake-player';
import { FakeRecordingsApi } from '../../../../fakes/fake-recordings-api';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { fakeServices } from '../../../../fakes/fake-services';
import { ManualClock } from '../../../../fakes/manual-clock';
import { aChannel, aShow, at, extras } from '../../../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs } from '../../../render-with-services';

beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

const KEYS = { Enter: 13, Escape: 27, ArrowRight: 39, ArrowLeft: 37, ArrowDown: 40, ArrowUp: 38 } as const;
/** Presses a remote key on whatever has the focus (the key layers and the focus library both hear it). */
const press = (key: keyof typeof KEYS) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, keyCode: KEYS[key] });
const focusedName = () => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label') ?? '';

const journal = aShow({
  id: 'journal',
  title: 'Le Journal',
  startDate: at('2026-11-21T19:30:00Z'),
  stopDate: at('2026-11-21T20:00:00Z'),
});
const episode = (n: number) =>
  aShow({
    id: `ep${n}`,
    title: `Épisode ${n}`,
    serieId: 'serie-9',
    startDate: at('2026-11-08T20:00:00Z').add({ hours: 24 * 7 * (n - 1) }),
    stopDate: at('2026-11-08T21:00:00Z').add({ hours: 24 * 7 * (n - 1) }),
  });
const serie: Serie = {
  id: 'serie-9',
  channelId: 'rts1',
  title: 'La Série',
  description: '',
  country: 'CH',
  year: 2026,
  categoryId: 5,
  rank: 0,
  credits: { company: [], author: [], director: [], actor: [], presenter: [] },
  episodes: [1, 2, 3].map(episode),
};

/** The TV layout at `path`, signed in, over a journal and a series rule keeping 2 episodes. */
async function renderTvRecordings(path: string, profile: Partial<Profile> | null = {}) {
  const clock = new ManualClock(at('2026-11-22T12:00:00Z'));
  const sessionApi = new FakeSessionApi();
  sessionApi.extrasResult = extras({
    recordings: new Set(['journal', 'ep1', 'ep2']),
    serials: new Set(['serie-9']),
    retention: new Map([['serie-9', 2]]),
  });
  const auth = await startAuthAs(sessionApi, profile);
  const recordings = new FakeRecordingsApi();
  recordings.quotaAnswer = {
    recordings: { maxSeconds: 360_000, usageSeconds: 90_000 },
    archives: { maxSeconds: 72_000, usageSeconds: 0 },
  };
  const services = fakeServices(
    {
      auth,
      clock,
      quietAnalytics: true,
      preferences: true,
      players: true,
      guide: fakePort({
        channels: async () => [aChannel()],
        recordedShows: async () => [
          journal,
          aShow({ id: 'serie-9', title: 'La Série', episodes: [episode(1), episode(2)] }),
        ],
      }),
      shows: fakePort({ serie: async () => serie }),
      sessionApi,
      recordings,
    },
    [
      [RESOURCE_CACHE, new ResourceCache(clock)],
      [PLAYER_FACTORY, () => new FakePlayer()],
    ],
  );
  return { ...renderRoutes(services, tvRoutes, path), recordings };
}

describe('TV recordings screen', () => {
  it('should open /recordings on the completed tab, the focus on the newest recording', async () => {
    const { router } = await renderTvRecordings('/recordings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordings/completed'));
    await waitFor(() => expect(focusedName()).toBe('Revoir : Le Journal'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Enregistrements');
    expect(screen.getAllByRole('meter')).toHaveLength(2);
  });

  it('should ask a visitor to sign in first (spec point 2: on TV recordings need sign-in)', async () => {
    const { router } = await renderTvRecordings('/recordings/completed', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('should lead a tab the account does not have (archives without the permission) to the completed tab', async () => {
    const { router } = await renderTvRecordings('/recordings/archives', {
      permissions: new Set<Permission>(['recordings']),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordings/completed'));
    await waitFor(() => expect(focusedName()).toBe('Revoir : Le Journal'));
    expect(screen.getAllByRole('meter')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Archives' })).toBeNull();
  });

  it('should replay a completed recording in the TV player', async () => {
    const { router } = await renderTvRecordings('/recordings/completed');
    await waitFor(() => expect(focusedName()).toBe('Revoir : Le Journal'));
    press('Enter');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/player/replay?show=journal'),
    );
  });

  it('should only close the retention dialog when the retention is left as it was, without a call', async () => {
    const { recordings } = await renderTvRecordings('/recordings/series');
    await waitFor(() => expect(focusedName()).toBe('Épisodes conservés : Les 2 derniers : La Série'));
    press('Enter');
    const dialog = await screen.findByRole('dialog', { name: 'Changer les épisodes conservés ?' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Les 2 derniers'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la règle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(recordings.calls.filter((call) => call.startsWith('recordSerie'))).toEqual([]);
  });

  it('should save a new retention chosen in the dialog', async () => {
    const { recordings } = await renderTvRecordings('/recordings/series');
    await waitFor(() => expect(focusedName()).toBe('Épisodes conservés : Les 2 derniers : La Série'));
    press('Enter');
    const dialog = await screen.findByRole('dialog', { name: 'Changer les épisodes conservés ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tous' }));
    await within(dialog).findByText('« La Série » gardera tous les épisodes.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la règle' }));
    await waitFor(() => expect(recordings.calls).toContain('recordSerie serie-9 0'));
  });
});
