import { describe, expect, it } from 'vitest';
import { defaultEntries, homeFeedsOf, personalizeEntries } from '../../../src/domain/home/home-personalize';
import { FEED } from '../../../src/domain/home/home-feeds';
import { aProfile } from '../../fakes/profiles';

describe('home personalisation (spec points 3 and 9: feed_id, feed_position, feed_arg)', () => {
  it('should list the configured rows in order, shown, then the other feed kinds hidden', () => {
    const entries = personalizeEntries(
      [
        { feedId: FEED.vod, position: 2 },
        { feedId: FEED.replayCategory, position: 1, arg: 7 },
      ],
      aProfile(),
    );
    expect(entries.slice(0, 2)).toEqual([
      { feedId: FEED.replayCategory, arg: 7, shown: true },
      { feedId: FEED.vod, shown: true },
    ]);
    expect(entries.slice(2).every((entry) => !entry.shown)).toBe(true);
    expect(entries.map((entry) => entry.feedId)).toEqual(expect.arrayContaining(Object.values(FEED)));
  });

  it('should leave out the rows a missing permission hides', () => {
    const entries = personalizeEntries(null, aProfile({ permissions: new Set(['lineup']) }));
    expect(entries.some((entry) => entry.feedId === FEED.vod || entry.feedId === FEED.recordings)).toBe(false);
  });

  it('should start from the defaults of spec point 9 without a config, and reset to them', () => {
    const ids = (entries: ReturnType<typeof defaultEntries>) =>
      entries.filter((entry) => entry.shown).map((entry) => [entry.feedId, entry.arg]);
    const expected = [
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
    ];
    expect(ids(personalizeEntries(null, aProfile()))).toEqual(expected);
    expect(ids(defaultEntries(aProfile()))).toEqual(expected);
  });

  it('should save the shown rows only, numbered in order, with their argument', () => {
    expect(
      homeFeedsOf([
        { feedId: FEED.vod, shown: true },
        { feedId: FEED.channels, shown: false },
        { feedId: FEED.replayCategory, arg: 9, shown: true },
      ]),
    ).toEqual([
      { feedId: FEED.vod, position: 0 },
      { feedId: FEED.replayCategory, position: 1, arg: 9 },
    ]);
  });
});
