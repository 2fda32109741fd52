import { describe, expect, it } from 'vitest';
import {
  playRequestEvent,
  type PlayRequestInput,
  type PlayTarget,
} from '../../../src/application/playback/play-request';
import type { LiveEntry } from '../../../src/domain/playback/live';
import { EMPTY_EXTRAS } from '../../../src/domain/shows/show-extras';
import { Temporal } from '../../../src/domain/time';
import { aProfile } from '../../fakes/profiles';
import { aChannel, aShow } from '../../fakes/shows';

const now = Temporal.Instant.from('2026-11-22T12:30:00Z');
const entries: LiveEntry[] = [
  { channel: aChannel({ id: 'c1' }) },
  { channel: aChannel({ id: 'c2', startoverable: false }) },
];
const onNow = { startDate: now.subtract({ minutes: 30 }), stopDate: now.add({ minutes: 30 }) };
const current = aShow({ id: 'now', channelId: 'c1', ...onNow });
const currentNoStartOver = aShow({ id: 'now2', channelId: 'c2', ...onNow });
const ended = aShow({
  id: 'past',
  channelId: 'c1',
  startDate: now.subtract({ hours: 3 }),
  stopDate: now.subtract({ hours: 2 }),
});
const offLineup = aShow({ id: 'far', channelId: 'elsewhere' });

const ask = (target: Partial<PlayTarget>, overrides: Partial<PlayRequestInput> = {}) =>
  playRequestEvent(
    { channelId: null, showId: null, ...target },
    { entries, show: null, profile: aProfile(), extras: EMPTY_EXTRAS, now, timeZone: 'UTC', ...overrides },
  );

describe('what the live screen address asks to play', () => {
  it.each([
    [
      'a channel of the lineup, live with its channel',
      { channelId: 'c2' },
      {},
      { type: 'player.playChannel', channelId: 'c2', channel: entries[1]!.channel },
    ],
    [
      'a channel off the lineup, live without one',
      { channelId: 'zz' },
      {},
      { type: 'player.playChannel', channelId: 'zz', channel: undefined },
    ],
    [
      'a current show of a start-over channel, from its beginning',
      { showId: 'now' },
      { show: current },
      { type: 'player.playStartOver', channelId: 'c1' },
    ],
    [
      'a current show of another channel, as a show',
      { showId: 'now2' },
      { show: currentNoStartOver },
      { type: 'player.playShow', show: currentNoStartOver },
    ],
    ['an ended show, as a replay', { showId: 'past' }, { show: ended }, { type: 'player.playShow', show: ended }],
  ])('should play %s', (_, target, input, event) => {
    expect(ask(target, input)).toMatchObject(event);
  });

  it.each([
    ['the lineup is loading', { channelId: 'c1' }, { entries: null }],
    ['the show is loading', { showId: 'past' }, {}],
    ['the show is off the lineup', { showId: 'far' }, { show: offLineup }],
    ['nothing is asked', {}, {}],
  ])('should wait (nothing yet) while %s', (_, target, input) => {
    expect(ask(target, input)).toBeNull();
  });

  it('should hand the domain flags with the show (bookmark from the extras)', () => {
    const event = ask(
      { showId: 'past' },
      { show: ended, extras: { ...EMPTY_EXTRAS, bookmarks: new Map([['past', 120]]) } },
    );
    expect(event).toMatchObject({ type: 'player.playShow', flags: { bookmark: 120, isEnded: true } });
  });
});
