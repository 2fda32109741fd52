import { describe, expect, it } from 'vitest';
import { DemoBackend, memoryDemoStore } from '../../../src/adapters/demo/backend';
import { eventShow } from '../../../src/application/discover/discover.model';
import { isInReplayWindow } from '../../../src/domain/playback/replay';
import { showActions } from '../../../src/domain/shows/show-actions';
import { EMPTY_EXTRAS } from '../../../src/domain/shows/show-extras';
import { showFlags } from '../../../src/domain/shows/show-flags';
import { Temporal } from '../../../src/domain/time';
import { aProfile } from '../../fakes/profiles';

/** Moments of a day and a half around kick-offs, so events are seen before, during and after. */
const MOMENTS = ['2026-11-23T12:00:00Z', '2026-11-23T19:30:00Z', '2026-11-23T21:10:00Z', '2026-11-24T14:30:00Z'].map(
  Date.parse,
);

/** Every sports event the demo gives at `nowMs` (44 or 400 channels), each with the show the app finds for it. */
function eventsWithShows(nowMs: number, channelCount?: number) {
  const backend = new DemoBackend(
    memoryDemoStore(),
    () => nowMs,
    () => 'token',
    { channelCount },
  );
  return backend.shows.sportsEvents('demo@example.com').map((event) => {
    const channel = backend.catalogue.channel(event.channelId)!.channel;
    const show = eventShow(event, backend.catalogue.channelGuide(event.channelId, nowMs));
    return { event, channel, show };
  });
}

describe('the demo sports events', () => {
  describe.each([
    ['44 channels', undefined],
    ['400 channels', 400],
  ])('when the lineup has %s', (_, channelCount) => {
    it.each(MOMENTS.map((ms) => [new Date(ms).toISOString(), ms]))(
      'should offer, at %s, the actions of the event itself: watch and start-over only while it is on (start-over where the channel allows it), replay only once it ended inside the replay window, record only on a recordable channel',
      (_, nowMs) => {
        const now = Temporal.Instant.fromEpochMilliseconds(nowMs);
        for (const { event, channel, show } of eventsWithShows(nowMs, channelCount)) {
          expect(show, event.eventId).not.toBeNull();
          expect([show!.startDate.epochMilliseconds, show!.stopDate.epochMilliseconds], event.eventId).toEqual([
            event.startDate.epochMilliseconds,
            event.stopDate.epochMilliseconds,
          ]);
          const actions = showActions(showFlags(show!, channel, aProfile(), EMPTY_EXTRAS, now, 'Europe/Zurich'));
          const onAir = event.startDate.epochMilliseconds <= nowMs && nowMs < event.stopDate.epochMilliseconds;
          const ended = nowMs >= event.stopDate.epochMilliseconds;
          expect(actions.includes('watch'), `${event.eventId} watch`).toBe(onAir);
          expect(actions.includes('startover'), `${event.eventId} start-over`).toBe(onAir && channel.startoverable);
          expect(actions.includes('replay'), `${event.eventId} replay`).toBe(
            ended && isInReplayWindow(show!, channel, now),
          );
          expect(actions.includes('record'), `${event.eventId} record`).toBe(
            channel.recordable && (!ended || isInReplayWindow(show!, channel, now)),
          );
        }
      },
    );
  });

  it("should show each event on its channel as a sports programme with the event's title and picture", () => {
    for (const { event, show } of eventsWithShows(MOMENTS[0]!)) {
      expect(show, event.eventId).toMatchObject({
        title: event.title,
        metaCategory: 'sport',
        categoryId: 4,
        image: event.image,
      });
    }
  });

  it('should spread the events over channels with different rights, so every rule meets an event that fails it', () => {
    const channels = eventsWithShows(MOMENTS[0]!).map(({ channel }) => channel);
    expect(new Set(channels.map((channel) => channel.recordable))).toEqual(new Set([true, false]));
    expect(new Set(channels.map((channel) => channel.startoverable))).toEqual(new Set([true, false]));
    expect(channels.every((channel) => channel.playable)).toBe(true);
  });
});
