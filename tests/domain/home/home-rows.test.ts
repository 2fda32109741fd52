import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_FEEDS, FEED, type HomeFeed } from '../../../src/domain/home/home-feeds';
import {
  byPlaytime,
  HOME_VOD_CATEGORY,
  homeFeedsFor,
  showsOfPeople,
  upcoming,
} from '../../../src/domain/home/home-rows';
import { aProfile } from '../../fakes/profiles';
import { aChannel, aShow, at } from '../../fakes/shows';

const feed = (feedId: number, position: number): HomeFeed => ({ feedId, position }) as HomeFeed;

describe('the rows of the home page', () => {
  it('should use the default rows when the profile configured none', () => {
    expect(homeFeedsFor([], aProfile())).toEqual(DEFAULT_HOME_FEEDS);
    expect(homeFeedsFor(null, aProfile())).toEqual(DEFAULT_HOME_FEEDS);
  });

  it('should keep the configured rows by position, leaving out unknown feed ids', () => {
    expect(
      homeFeedsFor([feed(FEED.vod, 2), feed(999, 0), feed(FEED.channels, 1)], aProfile()).map((row) => row.feedId),
    ).toEqual([FEED.channels, FEED.vod]);
  });

  it.each([FEED.recordings, FEED.watchNext, FEED.mySports, FEED.followedActors, FEED.actorShows, FEED.expiringSoon])(
    "should leave out row %s, made of a user's own data, for a visitor",
    (feedId) => {
      expect(homeFeedsFor([feed(FEED.channels, 0), feed(feedId, 1)], null).map((row) => row.feedId)).toEqual([
        FEED.channels,
      ]);
    },
  );

  it('should show nothing to a former customer', () => {
    expect(homeFeedsFor(null, aProfile({ status: 'former_customer' }))).toEqual([]);
  });

  it('should read the VOD row from category 44856 (spec point 7)', () => {
    expect(HOME_VOD_CATEGORY).toBe(44856);
  });
});

describe('home row rules', () => {
  it('should order channels by playtime, most watched first, in lineup order (as the provider lists them) among equals', () => {
    const channels = [
      aChannel({ id: 'c3', number: 3 }),
      aChannel({ id: 'c1', number: 1 }),
      aChannel({ id: 'c2', number: 2 }),
    ];
    expect(
      byPlaytime(
        channels,
        new Map([
          ['c3', 500],
          ['c2', 20],
        ]),
      ).map((channel) => channel.id),
    ).toEqual(['c3', 'c2', 'c1']);
    expect(byPlaytime(channels, new Map([['c2', 20]])).map((channel) => channel.id)).toEqual(['c2', 'c3', 'c1']);
    expect(byPlaytime(channels, new Map()).map((channel) => channel.id)).toEqual(['c3', 'c1', 'c2']);
  });

  it.each([
    ['2026-11-22T19:00:00Z', ['early', 'late']],
    ['2026-11-22T20:30:00Z', ['early', 'late']],
    ['2026-11-22T21:00:00Z', ['late']],
    ['2026-11-23T02:00:00Z', []],
  ])('at %s should list the events not over, soonest first: %o', (now, expected) => {
    const events = [
      { id: 'late', startDate: at('2026-11-22T22:00:00Z'), stopDate: at('2026-11-22T23:00:00Z') },
      { id: 'early', startDate: at('2026-11-22T20:00:00Z'), stopDate: at('2026-11-22T21:00:00Z') },
    ];
    expect(upcoming(events, at(now)).map((event) => event.id)).toEqual(expected);
  });

  it('should list the shows of the followed people once each, by start', () => {
    const shared = aShow({ id: 'shared', startDate: at('2026-11-22T18:00:00Z') });
    const people = [
      { shows: [aShow({ id: 'a' }), shared] },
      { shows: [shared, aShow({ id: 'b', startDate: at('2026-11-22T10:00:00Z') })] },
    ];
    expect(showsOfPeople(people).map((show) => show.id)).toEqual(['b', 'shared', 'a']);
  });
});
