import { describe, expect, it } from 'vitest';
import { sortCategories } from '../../../src/domain/shows/category';
import {
  canPersonalizeHome,
  DEFAULT_HOME_FEEDS,
  FEED,
  FEED_PERMISSION,
  homeRow,
  visibleHomeFeeds,
} from '../../../src/domain/home/home-feeds';
import type { Permission } from '../../../src/domain/session/profile';
import { aProfile } from '../../fakes/profiles';

describe('default home feeds in order (spec point 9)', () => {
  it('should list 101, 102, 105, 115, 104, 103, 121, 105 (arg 5), 106, 111, 110, 108', () => {
    expect(DEFAULT_HOME_FEEDS.map((feed) => [feed.feedId, feed.arg])).toEqual([
      [101, undefined],
      [102, undefined],
      [105, undefined],
      [115, undefined],
      [104, undefined],
      [103, undefined],
      [121, undefined],
      [105, 5],
      [106, undefined],
      [111, undefined],
      [110, undefined],
      [108, undefined],
    ]);
    expect(DEFAULT_HOME_FEEDS.map((feed) => feed.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe('feed id meanings (spec point 9)', () => {
  it('should name every feed id', () => {
    expect(FEED).toEqual({
      liveUsage: 101,
      channels: 102,
      recordings: 103,
      watchNext: 104,
      replayCategory: 105,
      mySports: 106,
      vod: 108,
      actorShows: 110,
      followedActors: 111,
      expiringSoon: 113,
      liveNormal: 114,
      categories: 115,
      fast: 121,
    });
  });
});

describe('rows hidden by missing permission (spec point 5)', () => {
  it.each<[number, Permission]>([
    [105, 'suggestions'],
    [115, 'suggestions'],
    [103, 'recordings'],
    [113, 'recordings'],
    [106, 'mysports'],
    [121, 'fast_menu'],
    [108, 'vod_mobile'],
  ])('feed %i should need %s', (feedId, permission) => {
    const without = aProfile({ permissions: new Set() });
    const feeds = [{ feedId: feedId as 105, position: 0 }];
    expect(visibleHomeFeeds(feeds, without)).toEqual([]);
    expect(visibleHomeFeeds(feeds, aProfile({ permissions: new Set([permission]) }))).toEqual(feeds);
  });

  it('should keep the rows that need no permission, in position order', () => {
    const feeds = [
      { feedId: FEED.watchNext, position: 3 },
      { feedId: FEED.recordings, position: 1 },
      { feedId: FEED.liveUsage, position: 2 },
    ];
    expect(visibleHomeFeeds(feeds, aProfile({ permissions: new Set() })).map((feed) => feed.feedId)).toEqual([
      101, 104,
    ]);
    expect(visibleHomeFeeds(feeds, null).map((feed) => feed.feedId)).toEqual([101, 104]);
    expect(Object.keys(FEED_PERMISSION)).toHaveLength(7);
  });

  it('should show nothing to a former customer', () => {
    expect(visibleHomeFeeds(DEFAULT_HOME_FEEDS, aProfile({ status: 'former_customer' }))).toEqual([]);
  });
});

describe('at most 20 items per row, then a "+N" card; all channels for 102 (spec point 9)', () => {
  const items = (count: number) => Array.from({ length: count }, (_, i) => i);
  it.each([
    [19, 19, 0],
    [20, 20, 0],
    [21, 20, 1],
    [45, 20, 25],
  ])('%i items should show %i and +%i', (count, shown, more) => {
    const row = homeRow(FEED.liveUsage, items(count));
    expect(row.items).toHaveLength(shown);
    expect(row.more).toBe(more);
  });

  it('should show every channel in the channels row', () => {
    expect(homeRow(FEED.channels, items(150))).toEqual({ items: items(150), more: 0 });
  });
});

describe('personalise offered only when replay is enabled (spec point 2)', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])('signed in %s, replay %s: %s', (signedIn, replay, offered) => {
    expect(canPersonalizeHome(signedIn, replay)).toBe(offered);
  });
});

describe('category order 5, 9, 11, 12, 4, 10, 2, 7, 3, 6, 1 (spec point 9)', () => {
  it('should sort known categories in that order and unknown ones after by id', () => {
    const categories = [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 40, 8].map((id) => ({ id, name: `c${id}` }));
    expect(sortCategories(categories).map((category) => category.id)).toEqual([
      5, 9, 11, 12, 4, 10, 2, 7, 3, 6, 1, 8, 40,
    ]);
  });
});
