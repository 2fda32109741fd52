import { describe, expect, it } from 'vitest';
import { homeItemPath, seeAllPath, suggestionCategoryPath } from '../../../src/application/navigation/home-links';
import type { HomeItem } from '../../../src/application/home/home-rows.model';
import { FEED, type FeedId } from '../../../src/domain/home/home-feeds';
import { aChannel, aShow } from '../../fakes/shows';

const feed = (feedId: FeedId, arg?: number) =>
  arg === undefined ? { feedId, position: 0 } : { feedId, position: 0, arg };

describe("where a home row's see-all leads", () => {
  it.each([
    [FEED.liveUsage, undefined, '/live/normal', '/live/normal'],
    [FEED.fast, undefined, '/live/fast', '/live/fast'],
    [FEED.watchNext, undefined, '/live/watchnext', '/live/watchnext'],
    [FEED.recordings, undefined, '/recordings/completed', '/recordings/completed'],
    [FEED.expiringSoon, undefined, '/recordings/expiring', '/recordings/expiring'],
    [FEED.replayCategory, 5, '/suggestions/5/replay', '/suggestions/5/replay'],
    [FEED.categories, undefined, '/suggestions', '/suggestions'],
    [FEED.mySports, undefined, '/mysports/future', '/mysports/future'],
    [FEED.followedActors, undefined, '/actors/subscribed', '/actors/subscribed'],
    [FEED.actorShows, undefined, '/showsactors/past', '/showsactors/past'],
    [FEED.vod, undefined, '/vod/44856', '/vod'],
  ])('should lead feed %s (arg %s) to %s on the web and %s on TV', (feedId, arg, web, tv) => {
    expect(seeAllPath(feed(feedId, arg), 'web')).toBe(web);
    expect(seeAllPath(feed(feedId, arg), 'tv')).toBe(tv);
  });
});

describe('where a home card leads', () => {
  const show = aShow({ id: 'show 1' });
  const vod = { showId: 'v1', products: [{ productId: 'p1' }] } as unknown as Extract<
    HomeItem,
    { kind: 'vod' }
  >['element'];
  it.each<[string, HomeItem, string, string]>([
    ['a show to its overlay', { kind: 'show', key: 's', show }, '/home/show/show%201', '/home/show/show%201'],
    [
      'a series to its overlay',
      { kind: 'serie', key: 'x', serieId: 'se1', title: 'S', episodes: [show] },
      '/home/serie/se1',
      '/home/serie/se1',
    ],
    [
      'a person to their overlay',
      { kind: 'person', key: 'p', name: 'Ada Lovelace' },
      '/home/people/Ada%20Lovelace',
      '/home/people/Ada%20Lovelace',
    ],
    [
      'a channel to playing it',
      { kind: 'channel', key: 'c', channel: aChannel({ id: 'ch1' }) },
      '/live/normal?play=ch1',
      '/player/live?channel=ch1',
    ],
    [
      'a category to its suggestions',
      { kind: 'category', key: 'k', category: { id: 7, name: 'Films' } },
      '/suggestions/7/replay',
      '/suggestions/7/replay',
    ],
    [
      'a VOD title to its product',
      { kind: 'vod', key: 'v', element: vod },
      '/vod/44856/show/v1/product/p1',
      '/vod/show/v1/product/p1',
    ],
  ])('should lead %s', (_, item, web, tv) => {
    expect(homeItemPath(item, { variant: 'web', screen: '/home' })).toBe(web);
    expect(homeItemPath(item, { variant: 'tv', screen: '/home' })).toBe(tv);
  });

  it("should play a FAST channel on the web's FAST tab", () => {
    expect(
      homeItemPath(
        { kind: 'channel', key: 'c', channel: aChannel({ id: 'f1' }) },
        { variant: 'web', screen: '/home', liveTab: 'fast' },
      ),
    ).toBe('/live/fast?play=f1');
  });
});

describe("a suggestions category's address (/suggestions/{id}/{tab})", () => {
  it('should open a category on its replay tab unless a tab is given', () => {
    expect(suggestionCategoryPath(5)).toBe('/suggestions/5/replay');
    expect(suggestionCategoryPath(5, 'live')).toBe('/suggestions/5/live');
  });
});
