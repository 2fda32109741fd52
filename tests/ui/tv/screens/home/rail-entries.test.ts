import { describe, expect, it } from 'vitest';
import { channelItems, type HomeRowData } from '../../../../../src/application/home/home-rows.model';
import { FEED, type FeedId } from '../../../../../src/domain/home/home-feeds';
import { railEntries } from '../../../../../src/ui/tv/screens/home/tv-rail';
import { homeChannel } from '../../../web/screens/home/home-services';

const rowOf = (data: HomeRowData) => ({ data, retry: () => undefined });
const loaded = (count: number) =>
  rowOf({
    status: 'success',
    items: channelItems(Array.from({ length: count }, (_, index) => homeChannel(index + 1))),
  });
const kinds = (feedId: FeedId, row: ReturnType<typeof rowOf>) =>
  railEntries({ feedId, position: 0 }, row, 2).map((entry) => (entry.kind === 'more' ? `+${entry.count}` : entry.kind));

describe('the places of a TV rail', () => {
  it('should show 20 cards, then "+N" with the rest, then "see all"', () => {
    expect(kinds(FEED.fast, loaded(44))).toEqual([...Array<string>(20).fill('item'), '+24', 'seeAll']);
  });

  it('should show every channel of the channels row, then "see all"', () => {
    expect(kinds(FEED.channels, loaded(44))).toEqual([...Array<string>(44).fill('item'), 'seeAll']);
  });

  it.each([
    ['a short row', loaded(3), ['item', 'item', 'item', 'seeAll']],
    ['an empty row', loaded(0), ['seeAll']],
    ['a loading row', rowOf({ status: 'loading' }), ['seeAll']],
    ['a failed row', rowOf({ status: 'failure', error: new Error('down') }), ['retry', 'seeAll']],
  ])('should give %s its places', (_, row, expected) => {
    expect(kinds(FEED.fast, row)).toEqual(expected);
  });

  it('should give each place a focus key of its rail', () => {
    expect(railEntries({ feedId: FEED.fast, position: 0 }, loaded(1), 2).map((entry) => entry.key)).toEqual([
      'rail-2-ch1',
      'rail-2-+all',
    ]);
  });
});
