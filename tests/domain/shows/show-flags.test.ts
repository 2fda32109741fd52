import { describe, expect, it } from 'vitest';
import { showFlags } from '../../../src/domain/shows/show-flags';
import { aProfile } from '../../fakes/profiles';
import { aChannel, aShow, at, extras } from '../../fakes/shows';

const before = at('2026-11-22T19:59:59Z');
const during = at('2026-11-22T20:30:00Z');
const after = at('2026-11-22T21:00:00Z');
const subscriber = aProfile();

describe('show flags: started, ended, current (spec point 3)', () => {
  it.each([
    [before, false, false, false],
    [at('2026-11-22T20:00:00Z'), true, false, true],
    [at('2026-11-22T20:59:59Z'), true, false, true],
    [after, true, true, false],
  ])('at %s should be started %s, ended %s, current %s', (now, isStarted, isEnded, isCurrent) => {
    expect(showFlags(aShow(), aChannel(), subscriber, extras(), now, 'UTC')).toMatchObject({
      isStarted,
      isEnded,
      isCurrent,
    });
  });
});

describe('show flags from the user extras (recorded, series recorded, archived, bookmark, seen)', () => {
  const serieShow = aShow({ serieId: 'serie-9' });
  const mine = extras({
    recordings: new Set(['show-1']),
    archives: new Set(['show-1']),
    serials: new Set(['serie-9']),
    bookmarks: new Map([['show-1', 600]]),
  });

  it('should read the recorded, archived and series-recorded marks', () => {
    expect(showFlags(serieShow, aChannel(), subscriber, mine, after, 'UTC')).toMatchObject({
      isRecorded: true,
      isArchived: true,
      isSeriesRecorded: true,
      isSerie: true,
      bookmark: 600,
    });
  });

  it('should have nothing recorded and a zero bookmark without extras', () => {
    expect(showFlags(aShow(), aChannel(), subscriber, extras(), after, 'UTC')).toMatchObject({
      isRecorded: false,
      isArchived: false,
      isSeriesRecorded: false,
      isSerie: false,
      bookmark: 0,
    });
  });

  it('should fall back to the bookmark sent with the show', () => {
    expect(showFlags(aShow({ bookmarkTime: 42 }), aChannel(), subscriber, extras(), after, 'UTC').bookmark).toBe(42);
  });

  it('should not count a series as recorded when the show has no series', () => {
    expect(
      showFlags(aShow(), aChannel(), subscriber, extras({ serials: new Set(['']) }), after, 'UTC').isSeriesRecorded,
    ).toBe(false);
  });

  it.each([
    ['in the seen list', extras({ seen: new Set(['show-1']) }), true],
    ['bookmarked at 90 %', extras({ bookmarks: new Map([['show-1', 3240]]) }), true],
    ['bookmarked just under 90 %', extras({ bookmarks: new Map([['show-1', 3239]]) }), false],
  ])('should tell a show %s seen: %s', (_, mine, seen) => {
    expect(showFlags(aShow(), aChannel(), subscriber, mine, after, 'UTC').isSeen).toBe(seen);
  });
});

describe('show flags: playable and url', () => {
  it('should play a current show live for a subscriber', () => {
    const flags = showFlags(aShow(), aChannel(), subscriber, extras(), during, 'UTC');
    expect(flags).toMatchObject({ isPlayable: true, url: 'https://cdn.example/live/rts1.mpd', isStartoverable: true });
  });

  it('should prefer the show url the provider sends', () => {
    expect(
      showFlags(aShow({ url: 'https://cdn.example/show.mpd' }), aChannel(), subscriber, extras(), during, 'UTC').url,
    ).toBe('https://cdn.example/show.mpd');
  });

  it('should not play a future show', () => {
    expect(showFlags(aShow(), aChannel(), subscriber, extras(), before, 'UTC')).toMatchObject({
      isPlayable: false,
      url: '',
    });
  });

  it('should not play anything of a channel that is not playable', () => {
    expect(showFlags(aShow(), aChannel({ playable: false }), subscriber, extras(), during, 'UTC').isPlayable).toBe(
      false,
    );
  });

  it('should not offer start-over on a channel without it', () => {
    expect(
      showFlags(aShow(), aChannel({ startoverable: false }), subscriber, extras(), during, 'UTC').isStartoverable,
    ).toBe(false);
  });

  describe('replayable hours counted from the show start', () => {
    const channel = aChannel({ replayableHours: 3 });
    it.each([
      ['2026-11-22T22:59:59.999Z', true],
      ['2026-11-22T23:00:00Z', false],
    ])('at %s an ended show should be playable: %s', (now, playable) => {
      const flags = showFlags(aShow(), channel, subscriber, extras(), at(now), 'UTC');
      expect(flags.isPlayable).toBe(playable);
      expect(flags.url).toBe(playable ? 'https://cdn.example/replay/rts1.mpd' : '');
    });

    it('should not replay on a channel without replay hours', () => {
      expect(showFlags(aShow(), aChannel({ replayableHours: 0 }), subscriber, extras(), after, 'UTC').isPlayable).toBe(
        false,
      );
    });
  });

  it('should play an ended recording after replay is over, and an archive from the archive url', () => {
    const late = at('2027-01-01T00:00:00Z');
    expect(
      showFlags(aShow(), aChannel(), subscriber, extras({ recordings: new Set(['show-1']) }), late, 'UTC'),
    ).toMatchObject({
      isPlayable: true,
      url: 'https://cdn.example/replay/rts1.mpd',
    });
    expect(
      showFlags(aShow(), aChannel(), subscriber, extras({ archives: new Set(['show-1']) }), late, 'UTC'),
    ).toMatchObject({
      isPlayable: true,
      url: 'https://cdn.example/archive/rts1.mpd',
    });
  });

  describe('anonymous playback of channels playable with an empty url', () => {
    it('should let a visitor play live on a playable channel with an empty live url', () => {
      expect(showFlags(aShow(), aChannel({ liveUrl: '' }), null, extras(), during, 'UTC')).toMatchObject({
        isPlayable: true,
        url: '',
        isStartoverable: false,
      });
    });

    it.each([
      ['a channel with a live url', aChannel(), during],
      ['an unplayable channel', aChannel({ liveUrl: '', playable: false }), during],
      ['a replay', aChannel({ liveUrl: '' }), after],
    ])('should not let a visitor play %s', (_, channel, now) => {
      expect(showFlags(aShow(), channel, null, extras(), now, 'UTC').isPlayable).toBe(false);
    });
  });

  describe('country lock: no live urls', () => {
    const abroad = aProfile({ countryLocked: true });
    it('should not play live abroad', () => {
      expect(showFlags(aShow(), aChannel(), abroad, extras(), during, 'UTC')).toMatchObject({
        isPlayable: false,
        url: '',
      });
    });
    it('should still replay abroad', () => {
      expect(showFlags(aShow(), aChannel(), abroad, extras(), after, 'UTC').isPlayable).toBe(true);
    });
  });

  it('should let a former customer play nothing but VOD', () => {
    const former = aProfile({ status: 'former_customer' });
    expect(showFlags(aShow(), aChannel(), former, extras(), during, 'UTC').isPlayable).toBe(false);
    expect(showFlags(aShow(), aChannel(), former, extras(), after, 'UTC').isPlayable).toBe(false);
  });
});

describe('show flags: recordable, archiveable, series recordable, downloadable', () => {
  it('should record a future or current show on a recordable channel', () => {
    expect(showFlags(aShow(), aChannel(), subscriber, extras(), before, 'UTC').isRecordable).toBe(true);
    expect(showFlags(aShow(), aChannel(), subscriber, extras(), during, 'UTC').isRecordable).toBe(true);
  });

  it('recording needs a recordable channel', () => {
    expect(showFlags(aShow(), aChannel({ recordable: false }), subscriber, extras(), before, 'UTC').isRecordable).toBe(
      false,
    );
  });

  it('recording needs the recordings permission', () => {
    const noRecordings = aProfile({ permissions: new Set(['archives']) });
    expect(showFlags(aShow(), aChannel(), noRecordings, extras(), before, 'UTC').isRecordable).toBe(false);
  });

  it('should not record for a visitor, twice, or a FAST card', () => {
    expect(showFlags(aShow(), aChannel(), null, extras(), before, 'UTC').isRecordable).toBe(false);
    expect(
      showFlags(aShow(), aChannel(), subscriber, extras({ recordings: new Set(['show-1']) }), before, 'UTC')
        .isRecordable,
    ).toBe(false);
    expect(showFlags(aShow({ title: '' }), aChannel(), subscriber, extras(), before, 'UTC').isRecordable).toBe(false);
  });

  it.each([
    ['2026-11-22T22:59:59Z', true],
    ['2026-11-22T23:00:00Z', false],
  ])('an ended show should be recordable while replay holds it (at %s: %s)', (now, recordable) => {
    expect(
      showFlags(aShow(), aChannel({ replayableHours: 3 }), subscriber, extras(), at(now), 'UTC').isRecordable,
    ).toBe(recordable);
  });

  it('archiving needs the archives permission and an ended, recorded, unarchived show', () => {
    const recorded = extras({ recordings: new Set(['show-1']) });
    expect(showFlags(aShow(), aChannel(), subscriber, recorded, after, 'UTC').isArchiveable).toBe(true);
    expect(showFlags(aShow(), aChannel(), subscriber, recorded, during, 'UTC').isArchiveable).toBe(false);
    expect(
      showFlags(aShow(), aChannel(), aProfile({ permissions: new Set(['recordings']) }), recorded, after, 'UTC')
        .isArchiveable,
    ).toBe(false);
    expect(showFlags(aShow(), aChannel(), subscriber, extras(), after, 'UTC').isArchiveable).toBe(false);
    const archived = extras({ recordings: new Set(['show-1']), archives: new Set(['show-1']) });
    expect(showFlags(aShow(), aChannel(), subscriber, archived, after, 'UTC').isArchiveable).toBe(false);
  });

  it('should record a whole series only once and only on a recordable channel', () => {
    const episode = aShow({ serieId: 'serie-9' });
    expect(showFlags(episode, aChannel(), subscriber, extras(), before, 'UTC').isSeriesRecordable).toBe(true);
    expect(
      showFlags(episode, aChannel(), subscriber, extras({ serials: new Set(['serie-9']) }), before, 'UTC')
        .isSeriesRecordable,
    ).toBe(false);
    expect(
      showFlags(episode, aChannel({ recordable: false }), subscriber, extras(), before, 'UTC').isSeriesRecordable,
    ).toBe(false);
    expect(showFlags(aShow(), aChannel(), subscriber, extras(), before, 'UTC').isSeriesRecordable).toBe(false);
  });

  it('downloads need a non-encrypted channel and a recorded or recordable show', () => {
    const late = at('2027-01-01T00:00:00Z');
    expect(showFlags(aShow(), aChannel(), subscriber, extras(), before, 'UTC').isDownloadable).toBe(true);
    expect(
      showFlags(aShow(), aChannel(), subscriber, extras({ recordings: new Set(['show-1']) }), late, 'UTC')
        .isDownloadable,
    ).toBe(true);
    expect(showFlags(aShow(), aChannel({ encrypted: true }), subscriber, extras(), before, 'UTC').isDownloadable).toBe(
      false,
    );
    expect(showFlags(aShow(), aChannel(), subscriber, extras(), late, 'UTC').isDownloadable).toBe(false);
    expect(showFlags(aShow(), aChannel(), null, extras(), before, 'UTC').isDownloadable).toBe(false);
  });
});

describe('show flags: remaining expiration days', () => {
  it.each([
    ['UTC', after, 120],
    ['UTC', at('2026-11-23T00:00:00Z'), 119],
    ['Europe/Zurich', at('2026-11-22T23:30:00Z'), 119],
  ])('should count the calendar days left in %s of a recording that is not archived, at %s: %i', (zone, now, days) => {
    expect(
      showFlags(aShow(), aChannel(), subscriber, extras({ recordings: new Set(['show-1']) }), now, zone)
        .remainingExpirationDays,
    ).toBe(days);
  });

  it('should have none for an archived or unrecorded show', () => {
    const archived = extras({ recordings: new Set(['show-1']), archives: new Set(['show-1']) });
    expect(showFlags(aShow(), aChannel(), subscriber, archived, after, 'UTC').remainingExpirationDays).toBeNull();
    expect(showFlags(aShow(), aChannel(), subscriber, extras(), after, 'UTC').remainingExpirationDays).toBeNull();
  });
});
