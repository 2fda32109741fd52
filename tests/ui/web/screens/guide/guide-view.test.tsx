import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkIdAt } from '../../../../../src/domain/guide/epg-chunk';
import { GUIDE_DAYS_BACK, GUIDE_DAYS_FORWARD } from '../../../../../src/domain/guide/guide';
import { EMPTY_EXTRAS } from '../../../../../src/domain/shows/show-extras';
import { Temporal } from '../../../../../src/domain/time';
import { ManualClock } from '../../../../fakes/manual-clock';
import { guideChannel, guideShow, guideWorld, renderGuide, stubLayout } from './guide-world';

// ch1 is free to air (empty live address), recordable, replayable for 7 days; ch2 is neither
// recordable nor replayable. Now is 12:00 UTC.
const ch1 = guideChannel('ch1');
const ch2 = guideChannel('ch2', { liveUrl: '/streams/live/ch2.mpd', recordable: false, replayableHours: 0 });
const shows = [
  guideShow('journal', 'ch1', 'Journal', '2026-11-22T10:45:00Z', '2026-11-22T11:45:00Z'),
  guideShow('direct', 'ch1', 'Direct', '2026-11-22T11:45:00Z', '2026-11-22T12:30:00Z'),
  guideShow('soiree', 'ch1', 'Soirée', '2026-11-22T12:30:00Z', '2026-11-22T13:30:00Z'),
  guideShow('film', 'ch1', 'Film', '2026-11-22T13:30:00Z', '2026-11-22T14:30:00Z'),
  guideShow('archives', 'ch2', 'Archives', '2026-11-22T10:45:00Z', '2026-11-22T11:45:00Z'),
  guideShow('sport', 'ch2', 'Sport', '2026-11-22T11:45:00Z', '2026-11-22T12:30:00Z'),
  guideShow('concert', 'ch2', 'Concert', '2026-11-22T12:30:00Z', '2026-11-22T13:30:00Z'),
];
const recorded = (...ids: string[]) => ({ ...EMPTY_EXTRAS, recordings: new Set(ids) });

const grid = () => screen.getByRole('region', { name: 'Grille des programmes' });
const row = (channel: string) => within(grid()).getByRole('group', { name: channel });
const cell = (title: string) => within(grid()).getByRole('link', { name: new RegExp(`^${title},`) });
const gridReady = () => waitFor(() => expect(cell('Direct').getAttribute('href')).toBe('/guide/show/direct'));
const nowLineLeft = () => parseFloat(screen.getByTestId('guide-now-line').style.left);

beforeEach(stubLayout);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('when a subscriber opens the guide', () => {
  it('should play a current show live, replay a past one and offer to record a future one', async () => {
    await renderGuide(guideWorld([ch1, ch2], shows));
    await gridReady();
    expect(
      within(row('Chaîne ch1')).getByRole('link', { name: 'Regarder Direct en direct' }).getAttribute('href'),
    ).toBe('/live/normal?play=ch1');
    expect(within(row('Chaîne ch1')).getByRole('link', { name: 'Revoir Journal' }).getAttribute('href')).toBe(
      '/live/normal?replay=journal',
    );
    expect(within(row('Chaîne ch1')).getByRole('button', { name: 'Enregistrer Soirée' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('should open the show overlay from any cell', async () => {
    await renderGuide(guideWorld([ch1, ch2], shows));
    await gridReady();
    for (const [title, id] of [
      ['Journal', 'journal'],
      ['Direct', 'direct'],
      ['Soirée', 'soiree'],
      ['Concert', 'concert'],
    ]) {
      expect(cell(title!).getAttribute('href')).toBe(`/guide/show/${id}`);
    }
  });

  it('should follow the channel: nothing to replay outside its replayable hours, nothing to record when it is not recordable', async () => {
    await renderGuide(guideWorld([ch1, ch2], shows));
    await gridReady();
    const other = within(row('Chaîne ch2'));
    expect(other.getByRole('link', { name: 'Regarder Sport en direct' }).getAttribute('href')).toBe(
      '/live/normal?play=ch2',
    );
    expect(other.queryByRole('link', { name: 'Revoir Archives' })).toBeNull();
    expect(other.queryByRole('button', { name: /^Enregistrer / })).toBeNull();
  });

  it('should show a future show already among the recordings as recorded, with nothing to record', async () => {
    await renderGuide(guideWorld([ch1, ch2], shows, recorded('film')));
    await waitFor(() => within(row('Chaîne ch1')).getByRole('img', { name: 'Enregistré : Film' }));
    expect(cell('Film').textContent).toMatch(/, enregistré$/);
    expect(within(grid()).queryByRole('button', { name: 'Enregistrer Film' })).toBeNull();
    expect(within(grid()).getByRole('button', { name: 'Enregistrer Soirée' }).hasAttribute('disabled')).toBe(false);
  });

  it('should replay a recorded show even after the channel’s replay window, and say it is recorded', async () => {
    await renderGuide(guideWorld([ch1, ch2], shows, recorded('archives')));
    await waitFor(() =>
      expect(within(row('Chaîne ch2')).getByRole('link', { name: 'Revoir Archives' }).getAttribute('href')).toBe(
        '/live/normal?replay=archives',
      ),
    );
    expect(cell('Archives').textContent).toMatch(/, enregistré$/);
  });

  it('should record a future show, then show it as recorded', async () => {
    const world = guideWorld([ch1, ch2], shows);
    await renderGuide(world);
    await gridReady();
    fireEvent.click(within(grid()).getByRole('button', { name: 'Enregistrer Soirée' }));
    await waitFor(() => within(row('Chaîne ch1')).getByRole('img', { name: 'Enregistré : Soirée' }));
    expect(world.recordings.calls).toEqual(['record soiree']);
    expect(within(grid()).queryByRole('button', { name: 'Enregistrer Soirée' })).toBeNull();
    screen.getByText('Soirée est programmé pour l’enregistrement.');
  });
});

describe('when the account may not record', () => {
  it('should offer no recording to an account without the recordings permission', async () => {
    await renderGuide(guideWorld([ch1, ch2], shows), { permissions: new Set() });
    await gridReady();
    expect(within(grid()).queryByRole('button', { name: /^Enregistrer / })).toBeNull();
    expect(within(grid()).getByRole('link', { name: 'Revoir Journal' }).getAttribute('href')).toBe(
      '/live/normal?replay=journal',
    );
  });

  it('should let a visitor play only the free channels live, and neither replay nor record', async () => {
    await renderGuide(guideWorld([ch1, ch2], shows), null);
    await gridReady();
    expect(within(grid()).getByRole('link', { name: 'Regarder Direct en direct' }).getAttribute('href')).toBe(
      '/live/normal?play=ch1',
    );
    expect(within(grid()).queryByRole('link', { name: 'Regarder Sport en direct' })).toBeNull();
    expect(within(grid()).queryByRole('link', { name: /^Revoir / })).toBeNull();
    expect(within(grid()).queryByRole('button', { name: /^Enregistrer / })).toBeNull();
  });
});

describe('EPG window default 5 hours; chunks of 4 hours', () => {
  it('should load the 4-hour chunks of the visible window first, then one on each side, and nothing else', async () => {
    const world = guideWorld([ch1, ch2], shows);
    await renderGuide(world);
    await gridReady();
    // Now sits a fifth into the 5-hour view: 11:00 to 16:00 UTC is visible.
    const at = (iso: string) => chunkIdAt(Temporal.Instant.from(iso));
    const visible = [at('2026-11-22T11:00:00Z'), at('2026-11-22T15:59:00Z')];
    await waitFor(() =>
      expect(new Set(world.chunkCalls)).toEqual(new Set([...visible, visible[0]! - 1, visible[1]! + 1])),
    );
    expect(world.chunkCalls.slice(0, 2).sort()).toEqual(visible.sort());
  });
});

describe('Guide view is clamped between 7 days before and 7 days after today', () => {
  it('should offer every day from 7 days back to 7 days forward, and no step beyond the first or last', async () => {
    await renderGuide(guideWorld([ch1, ch2], shows));
    await gridReady();
    const days = screen.getByRole('combobox', { name: 'Jour' }) as HTMLSelectElement;
    expect(days.options).toHaveLength(GUIDE_DAYS_BACK + 1 + GUIDE_DAYS_FORWARD);
    expect(days.value).toBe(String(GUIDE_DAYS_BACK));
    fireEvent.change(days, { target: { value: '0' } });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Jour précédent/ }) as HTMLButtonElement).disabled).toBe(true),
    );
    fireEvent.change(days, { target: { value: String(GUIDE_DAYS_BACK + GUIDE_DAYS_FORWARD) } });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Jour suivant/ }) as HTMLButtonElement).disabled).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Maintenant' }));
    await waitFor(() => expect(days.value).toBe(String(GUIDE_DAYS_BACK)));
  });
});

describe('when the user opens the guide late in the evening (issue 18)', () => {
  it("should name today in the day picker at 23:33 in the clock's zone, though the view reaches past midnight", async () => {
    const zone = 'Europe/Zurich';
    const late = Temporal.ZonedDateTime.from({ year: 2026, month: 11, day: 23, hour: 23, minute: 33, timeZone: zone });
    await renderGuide({ ...guideWorld([ch1, ch2], shows), clock: new ManualClock(late.toInstant(), zone) });
    const days = screen.getByRole('combobox', { name: 'Jour' }) as HTMLSelectElement;
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('Il est 23:33'));
    expect(days.value).toBe(String(GUIDE_DAYS_BACK));
    expect(days.selectedOptions[0]?.textContent).toBe('Aujourd’hui, lundi 23 novembre');
    expect(days.options[GUIDE_DAYS_BACK + 1]?.textContent).toBe('mardi 24 novembre');
  });
});

describe('The clock ticks every minute', () => {
  it('should move the now line and the clock once a minute, not before', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const world = guideWorld([ch1, ch2], shows);
    await renderGuide(world);
    await gridReady();
    const line = nowLineLeft();
    const clock = screen.getByRole('timer').textContent;
    expect(clock).toMatch(/^Il est \d\d:\d\d$/);

    world.clock.advance({ seconds: 59 });
    await act(() => vi.advanceTimersByTimeAsync(58_000));
    expect(nowLineLeft()).toBe(line);
    expect(screen.getByRole('timer').textContent).toBe(clock);

    world.clock.advance({ seconds: 1 });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    // 4 px a minute at this width.
    await waitFor(() => expect(nowLineLeft()).toBeCloseTo(line + 4, 5));
    expect(screen.getByRole('timer').textContent).not.toBe(clock);
    // The current show has not changed: the cells keep their actions.
    expect(within(grid()).getByRole('link', { name: 'Regarder Direct en direct' }).getAttribute('href')).toBe(
      '/live/normal?play=ch1',
    );
  });
});
