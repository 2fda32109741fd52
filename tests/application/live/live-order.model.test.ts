import { describe, expect, it } from 'vitest';
import { orderLive } from '../../../src/application/live/live-order.model';
import type { LiveEntry } from '../../../src/domain/playback/live';
import { aChannel } from '../../fakes/shows';

const entries: LiveEntry[] = ['a', 'b', 'c', 'd'].map((id) => ({ channel: aChannel({ id }) }));
const ids = (list: readonly LiveEntry[]) => list.map((entry) => entry.channel.id);
const audience = (figures: [string, number][]) => ({ status: 'success', data: new Map(figures) }) as const;

describe('the "popular now" order of the live list (GET audience/live/, spec point 7)', () => {
  it('should keep the lineup order when the lineup order is chosen, whatever the audience', () => {
    expect(ids(orderLive(entries, 'lineup', audience([['d', 9]])).entries)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('should put the channels with the most viewers now first', () => {
    expect(
      ids(
        orderLive(
          entries,
          'popular',
          audience([
            ['a', 10],
            ['b', 300],
            ['c', 20],
            ['d', 5000],
          ]),
        ).entries,
      ),
    ).toEqual(['d', 'b', 'c', 'a']);
  });

  it('should keep ties and channels without a figure in lineup order, after those with one', () => {
    expect(
      ids(
        orderLive(
          entries,
          'popular',
          audience([
            ['c', 7],
            ['d', 7],
          ]),
        ).entries,
      ),
    ).toEqual(['c', 'd', 'a', 'b']);
  });

  it('should show the lineup while the audience loads, and after it failed say the order is unavailable without blocking', () => {
    expect(orderLive(entries, 'popular', { status: 'loading' })).toEqual({
      entries,
      pending: true,
      unavailable: false,
    });
    expect(orderLive(entries, 'popular', { status: 'failure', error: new Error('down') })).toEqual({
      entries,
      pending: false,
      unavailable: true,
    });
  });
});

describe('the lineup order personalised by the user’s usage (GET channels/playtime/)', () => {
  const usage = audience;

  it('should put the channels the user watches most first, the others in lineup order', () => {
    const ordered = orderLive(
      entries,
      'lineup',
      { status: 'loading' },
      usage([
        ['c', 300],
        ['b', 900],
      ]),
    );
    expect(ids(ordered.entries)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('should keep the lineup while the usage loads or when it failed, blocking nothing', () => {
    expect(orderLive(entries, 'lineup', { status: 'loading' }, { status: 'loading' })).toEqual({
      entries,
      pending: false,
      unavailable: false,
    });
    expect(
      ids(orderLive(entries, 'lineup', { status: 'loading' }, { status: 'failure', error: new Error('down') }).entries),
    ).toEqual(['a', 'b', 'c', 'd']);
  });

  it('should not change the "popular now" order', () => {
    const ordered = orderLive(entries, 'popular', audience([['d', 9]]), usage([['b', 900]]));
    expect(ids(ordered.entries)).toEqual(['d', 'a', 'b', 'c']);
  });
});
