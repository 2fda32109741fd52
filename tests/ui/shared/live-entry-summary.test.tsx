import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveEntry } from '../../../src/domain/playback/live';
import { LiveEntrySummary } from '../../../src/ui/shared/components/live-entry-summary';
import { aChannel, aShow, at } from '../../fakes/shows';
import { renderWithServices } from '../render-with-services';

const now = at('2026-11-22T12:30:00Z');
const channel = aChannel({ id: 'c1', number: 1, name: 'Alpha Une' });
const current = aShow({
  id: 'now',
  channelId: 'c1',
  title: 'Journal',
  startDate: at('2026-11-22T12:00:00Z'),
  stopDate: at('2026-11-22T13:00:00Z'),
});
const next = aShow({
  id: 'next',
  channelId: 'c1',
  title: 'Météo',
  startDate: at('2026-11-22T13:00:00Z'),
  stopDate: at('2026-11-22T13:10:00Z'),
});

const NAMES = [
  '1. Alpha Une, Chargement…',
  '1. Alpha Une, Programme non communiqué',
  '1. Alpha Une, Journal, Ensuite : Météo',
];

/** The entry inside a button, as the lists show it: the button's accessible name, and the rows of the summary's grid after the logo. */
function summaryOf(entry: LiveEntry, pending: boolean) {
  const view = renderWithServices(
    <button type="button">
      <LiveEntrySummary entry={entry} now={now} pending={pending} />
    </button>,
  );
  const button = within(view.container).getByRole('button');
  // jsdom's accessible name drops the space after a hidden comma, which browsers keep.
  const named = (name: string) =>
    within(view.container).queryByRole('button', { name: (text) => text.replace(/, ?/g, ', ') === name }) === button;
  const shown = { name: NAMES.find(named), rows: button.firstElementChild!.children.length - 1 };
  view.unmount();
  return shown;
}

describe('a live entry', () => {
  it('should say its programmes load, in the room they will take, while they are on their way', () => {
    const loading = summaryOf({ channel }, true);
    expect(loading.name).toBe('1. Alpha Une, Chargement…');
    expect(loading.rows).toBe(summaryOf({ channel, current, next }, false).rows);
  });

  it('should say a channel has no programme once the programmes came without one', () => {
    expect(summaryOf({ channel }, false)).toEqual({ name: '1. Alpha Une, Programme non communiqué', rows: 2 });
  });

  it('should name the channel, its show and the next one', () => {
    expect(summaryOf({ channel, current, next }, true)).toEqual({
      name: '1. Alpha Une, Journal, Ensuite : Météo',
      rows: 4,
    });
  });
});
