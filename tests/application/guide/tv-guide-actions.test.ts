import { describe, expect, it } from 'vitest';
import { tvGuideShowActions } from '../../../src/application/guide/tv-guide-actions';
import { aProfile } from '../../fakes/profiles';
import { aChannel, aShow, at, extras } from '../../fakes/shows';

// The show runs from 20:00 to 21:00 UTC on 22 November 2026.
const before = at('2026-11-22T18:00:00Z');
const during = at('2026-11-22T20:30:00Z');
const after = at('2026-11-22T22:00:00Z');

describe('what Enter and red do on a show of the TV guide', () => {
  it.each([
    [
      'play the channel of a current show',
      during,
      aChannel(),
      { timing: 'current', enter: { kind: 'play', channelId: 'rts1' }, canRecord: true },
    ],
    ['replay a past show', after, aChannel(), { timing: 'ended', enter: { kind: 'replay', showId: 'show-1' } }],
    [
      'open the detail of a future show, which red records',
      before,
      aChannel(),
      { timing: 'future', enter: { kind: 'detail', showId: 'show-1' }, canRecord: true },
    ],
    [
      'open the detail of a past show the channel does not replay',
      after,
      aChannel({ playable: false }),
      { timing: 'ended', enter: { kind: 'detail', showId: 'show-1' } },
    ],
    ['not record on a channel that does not record', before, aChannel({ recordable: false }), { canRecord: false }],
  ])('should %s', (_, now, channel, expected) => {
    expect(tvGuideShowActions(aShow(), channel, aProfile(), extras(), now, 'UTC')).toMatchObject(expected);
  });

  it('should not record a show twice, and say it is recorded', () => {
    expect(
      tvGuideShowActions(aShow(), aChannel(), aProfile(), extras({ recordings: new Set(['show-1']) }), before, 'UTC'),
    ).toMatchObject({ canRecord: false, recorded: true });
  });
});
