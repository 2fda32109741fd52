import { createBookmarkActions } from '../../../src/application/playback/bookmark-cadence';
import { playerFailures } from '../../../src/application/playback/player-failure.actors';
import { showEndActor } from '../../../src/application/playback/playback.actors';
import { FakePlayer } from '../../fakes/fake-player';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { keepAliveMachine } from '../../../src/application/playback/keep-alive.machine';
import { parentalChallengeMachine } from '../../../src/application/account/parental-challenge.machine';
import { canSeek, type PlaybackRights, type RightsTarget } from '../../../src/application/playback/playback-content';
import { playbackMachine } from '../../../src/application/playback/playback.machine';
import { playheadMachine } from '../../../src/application/playback/playhead.machine';
import { streamStopMachine } from '../../../src/application/playback/stream-stop.machine';
import type { Bookmark } from '../../../src/domain/playback/bookmark';
import { ApiError } from '../../../src/domain/errors';
import { LIVE_SHOW_RETRY_DELAY, type StreamEvent } from '../../../src/domain/playback/playback';
import type { Profile } from '../../../src/domain/session/profile';
import type { Show } from '../../../src/domain/shows/show';
import { Temporal } from '../../../src/domain/time';
import { ManualClock } from '../../fakes/manual-clock';
import { aProfile } from '../../fakes/profiles';
import { aShow as aSharedShow } from '../../fakes/shows';

/** The shared show, on the channel these tests play. */
const aShow = (overrides: Partial<Show> = {}) => aSharedShow({ id: 's1', channelId: 'c1', ...overrides });

interface Script {
  profile?: Profile | null;
  liveShow?: Show | null;
  /** The show on air a channel's n-th look-up finds (0 first), instead of `liveShow`. */
  liveShowOf?: (channelId: string, call: number) => Show | null;
  liveShowError?: ApiError;
  rightsError?: ApiError;
  startError?: Error;
  pingError?: ApiError;
  bookmarkError?: ApiError;
  /** The stream event report never answers (or fails with this error). */
  reportAnswer?: 'never' | ApiError;
  /** Where start-over starts in the show on air (the exact-start look-up, exact-start.ts); 0 s unless told, or it fails. */
  exactStart?: number | Error;
}

function startPlayback(script: Script = {}) {
  const clock = new ManualClock();
  const calls: string[] = [];
  const rights: RightsTarget[] = [];
  const starts: (number | undefined)[] = [];
  const events: { event: string; data: unknown }[] = [];
  const bookmarks: Bookmark[] = [];
  const stops: unknown[] = [];
  const player = new FakePlayer();
  const flushes: { showId: string; at: number; keepalive?: boolean }[] = [];
  const actor = createActor(
    playbackMachine.provide({
      actors: {
        fetchLiveShow: fromPromise<Show | null, { channelId: string }>(async ({ input }) => {
          const call = calls.filter((each) => each === `liveShow ${input.channelId}`).length;
          calls.push(`liveShow ${input.channelId}`);
          if (script.liveShowError) throw script.liveShowError;
          if (script.liveShowOf) return script.liveShowOf(input.channelId, call);
          return script.liveShow === undefined ? aShow({ id: 'live-1' }) : script.liveShow;
        }),
        fetchExactStart: fromPromise<number, { channelId: string; show: Show }>(async ({ input }) => {
          calls.push(`exactStart ${input.channelId} ${input.show.id}`);
          if (script.exactStart instanceof Error) throw script.exactStart;
          return script.exactStart ?? 0;
        }),
        awaitShowEnd: showEndActor(clock),
        fetchRights: fromPromise<PlaybackRights, RightsTarget>(async ({ input }) => {
          rights.push(input);
          if (script.rightsError) throw script.rightsError;
          return { url: 'https://stream.mpd', ...(input.kind === 'vod' ? { streamId: 'stream-1' } : {}) };
        }),
        startStream: fromPromise<void, { rights: PlaybackRights; startSeconds?: number }>(async ({ input }) => {
          starts.push(input.startSeconds);
          if (script.startError) throw script.startError;
        }),
        playhead: playheadMachine.provide({
          actors: {
            saveBookmark: fromPromise<void, Bookmark>(async ({ input }) => {
              bookmarks.push(input);
              if (script.bookmarkError) throw script.bookmarkError;
            }),
          },
        }),
        readClock: fromPromise<Temporal.Instant>(async () => clock.now()),
        // The poll reads nothing until a test hands the machine a playhead (`player.polled`).
        pollPlayhead: fromCallback(() => {
          calls.push('poll');
          return () => calls.push('poll stopped');
        }),
        streamStop: streamStopMachine.provide({
          actors: {
            readClock: fromPromise<Temporal.Instant>(async () => clock.now()),
            stopStream: fromPromise<void, { vod?: { streamId: string; bookmark: number } }>(async ({ input }) => {
              stops.push(input);
            }),
            reportStreamEvent: fromPromise<void, { event: StreamEvent; data: Readonly<Record<string, string>> }>(
              async ({ input }) => {
                events.push(input);
                if (script.reportAnswer === 'never') await new Promise(() => undefined);
                else if (script.reportAnswer) throw script.reportAnswer;
              },
            ),
          },
        }),
        keepAlive: keepAliveMachine.provide({
          actors: {
            ping: fromPromise<void>(async () => {
              calls.push('ping');
              if (script.pingError) throw script.pingError;
            }),
          },
        }),
        parentalChallenge: parentalChallengeMachine.provide({
          actors: {
            checkPin: fromPromise<void, { pin: string }>(async ({ input }) => {
              if (input.pin !== '1234') throw new ApiError('wrong-pin', 'parentalcontrol/check');
            }),
          },
        }),
        playerFailures: playerFailures(player),
      },
      actions: {
        seekTo: (_, position: number) => calls.push(`seek ${position}`),
        pausePlayer: () => calls.push('pause'),
        resumePlayer: () => calls.push('resume'),
        preloadChannels: (_, channelIds: readonly string[]) => calls.push(`preload ${channelIds.join(',')}`),
        ...createBookmarkActions({
          setBookmark: async (showId, at, options) => void flushes.push({ showId, at, keepalive: options?.keepalive }),
        }),
      },
    }),
    { input: { profile: script.profile === undefined ? aProfile() : script.profile } },
  ).start();
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  const wait = async (seconds: number) => {
    clock.advance({ seconds });
    await vi.advanceTimersByTimeAsync(seconds * 1000);
  };
  return {
    actor,
    clock,
    calls,
    rights,
    starts,
    events,
    bookmarks,
    stops,
    emitted,
    wait,
    player,
    flushes,
    settle: () => vi.advanceTimersByTimeAsync(0),
  };
}

const replay = aShow({
  id: 'r1',
  startDate: aShow().startDate.subtract({ hours: 5 }),
  stopDate: aShow().startDate.subtract({ hours: 4 }),
});
const flags = (
  overrides: Partial<{
    isCurrent: boolean;
    bookmark: number;
    isSeen: boolean;
    isPlayable: boolean;
    isStartoverable: boolean;
  }> = {},
) => ({
  isCurrent: false,
  bookmark: 0,
  isSeen: false,
  isPlayable: true,
  isStartoverable: false,
  ...overrides,
});

/** The PIN dialog refuses a wrong PIN without asking any rights, then the right one plays channel c1. */
async function refuseThenAccept({
  actor,
  rights,
  settle,
}: Pick<ReturnType<typeof startPlayback>, 'actor' | 'rights' | 'settle'>) {
  const challenge = actor.getSnapshot().children.parental;
  challenge?.send({ type: 'pin.submit', pin: '0000' });
  await settle();
  expect(challenge?.getSnapshot().context.error).toBe('wrong-pin');
  expect(rights).toEqual([]);
  challenge?.send({ type: 'pin.submit', pin: '1234' });
  await settle();
  expect(actor.getSnapshot().matches('playing')).toBe(true);
  expect(rights).toEqual([{ kind: 'channel', channelId: 'c1' }]);
}

describe('playback machine (spec point 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('when a channel is played', () => {
    it('should fetch its rights, start it live and play', async () => {
      const { actor, rights, starts, settle } = startPlayback();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      expect(actor.getSnapshot().context.channelId).toBe('c1');
      await settle();
      expect(actor.getSnapshot().matches('playing')).toBe(true);
      expect(rights).toEqual([{ kind: 'channel', channelId: 'c1' }]);
      expect(starts).toEqual([undefined]);
    });

    it('should stop and release on demand', async () => {
      const { actor, stops, settle } = startPlayback();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      actor.send({ type: 'player.stop' });
      await settle();
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context).toMatchObject({ channelId: null, rights: null, content: null });
      expect(stops).toEqual([{}]);
    });

    it('should stop while the rights are still being fetched', async () => {
      const { actor, starts, stops, settle } = startPlayback();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      actor.send({ type: 'player.stop' });
      await settle();
      expect(actor.getSnapshot().value).toBe('idle');
      expect(starts).toEqual([]);
      expect(stops).toEqual([{}]);
    });

    it('should report a stream once when stop is pressed twice', async () => {
      const { actor, events, stops, wait, settle } = startPlayback();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      await wait(90);
      actor.send({ type: 'player.stop' });
      actor.send({ type: 'player.stop' });
      actor.send({ type: 'player.profileChanged', profile: null });
      await settle();
      expect(events).toHaveLength(1);
      expect(stops).toHaveLength(1);
      expect(actor.getSnapshot().value).toBe('idle');
    });

    it('should play the last channel asked while the previous one stops, reporting it once', async () => {
      const { actor, events, stops, rights, wait, settle } = startPlayback();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      await wait(90);
      actor.send({ type: 'player.playChannel', channelId: 'c2' });
      actor.send({ type: 'player.playChannel', channelId: 'c3' });
      await settle();
      expect(events).toHaveLength(1);
      expect(stops).toHaveLength(1);
      expect(rights.at(-1)).toEqual({ kind: 'channel', channelId: 'c3' });
      expect(actor.getSnapshot().matches('playing')).toBe(true);
    });

    it('should ignore stop when nothing plays', async () => {
      const { actor, stops, settle } = startPlayback();
      actor.send({ type: 'player.stop' });
      await settle();
      expect(actor.getSnapshot().value).toBe('idle');
      expect(stops).toEqual([]);
    });

    it('should keep playing, without a reload, the channel playing live when it is chosen again ("player always on")', async () => {
      const { actor, rights, starts, stops, settle } = startPlayback();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      expect(rights).toHaveLength(1);
      expect(starts).toHaveLength(1);
      expect(stops).toEqual([]);
      expect(actor.getSnapshot().matches('playing')).toBe(true);
    });

    it('should play a channel again once its stream stopped', async () => {
      const { actor, rights, settle } = startPlayback();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      actor.send({ type: 'player.stop' });
      await settle();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      expect(rights).toHaveLength(2);
      expect(actor.getSnapshot().matches('playing')).toBe(true);
    });

    it('should stop the current stream before playing another', async () => {
      const { actor, rights, stops, settle } = startPlayback();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      actor.send({ type: 'player.playChannel', channelId: 'c2' });
      await settle();
      expect(stops).toHaveLength(1);
      expect(rights.map((target) => (target.kind === 'channel' ? target.channelId : ''))).toEqual(['c1', 'c2']);
      expect(actor.getSnapshot().matches('playing')).toBe(true);
      expect(actor.getSnapshot().context.channelId).toBe('c2');
    });
  });

  describe('when signed out', () => {
    it('should open the login dialog for content that needs an account', async () => {
      const { actor, rights, settle } = startPlayback({ profile: null });
      actor.send({ type: 'player.playShow', show: replay, flags: flags({ isPlayable: false }) });
      await settle();
      expect(actor.getSnapshot().hasTag('loginDialog')).toBe(true);
      expect(rights).toEqual([]);
      actor.send({ type: 'player.dismiss' });
      expect(actor.getSnapshot().value).toBe('idle');
    });

    it('should play what was asked once the user signed in', async () => {
      const { actor, rights, settle } = startPlayback({ profile: null });
      actor.send({
        type: 'player.playChannel',
        channelId: 'c1',
        channel: { playable: true, liveUrl: 'https://live/c1.mpd' },
      });
      expect(actor.getSnapshot().hasTag('loginDialog')).toBe(true);
      actor.send({ type: 'player.profileChanged', profile: aProfile() });
      await settle();
      expect(actor.getSnapshot().matches('playing')).toBe(true);
      expect(rights).toEqual([{ kind: 'channel', channelId: 'c1' }]);
    });

    it('should close the login dialog on stop and forget the request', async () => {
      const { actor, rights, settle } = startPlayback({ profile: null });
      actor.send({ type: 'player.playVod', showId: 'v1', productId: 'p1', bookmark: 0 });
      actor.send({ type: 'player.stop' });
      actor.send({ type: 'player.profileChanged', profile: aProfile() });
      await settle();
      expect(actor.getSnapshot().value).toBe('idle');
      expect(rights).toEqual([]);
    });

    it.each([undefined, { playable: true, liveUrl: '' }])(
      'should play a free channel for a visitor (%o)',
      async (channel) => {
        const { actor, settle } = startPlayback({ profile: null });
        actor.send({ type: 'player.playChannel', channelId: 'c1', channel });
        await settle();
        expect(actor.getSnapshot().matches('playing')).toBe(true);
      },
    );

    it('should reset the player when the session ends', async () => {
      const { actor, stops, settle } = startPlayback();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      actor.send({ type: 'player.profileChanged', profile: null });
      await settle();
      expect(stops).toHaveLength(1);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.profile).toBeNull();
    });
  });

  describe('when the content is protected', () => {
    const adult = aShow({ id: 'a1', age: 18 });

    it('should ask the PIN first and play once it is right', async () => {
      const { actor, rights, settle } = startPlayback();
      actor.send({ type: 'player.playShow', show: adult, flags: flags({ isCurrent: true }) });
      expect(actor.getSnapshot().value).toBe('challenging');
      await refuseThenAccept({ actor, rights, settle });
    });

    it('should drop the request when the PIN is cancelled', async () => {
      const { actor, rights, settle } = startPlayback();
      actor.send({ type: 'player.playShow', show: adult, flags: flags({ isCurrent: true }) });
      actor.getSnapshot().children.parental?.send({ type: 'pin.cancel' });
      await settle();
      expect(actor.getSnapshot().value).toBe('idle');
      expect(rights).toEqual([]);
    });

    it('should not ask the PIN for content the level allows', async () => {
      const { actor, settle } = startPlayback({ profile: aProfile({ parentalControlLevel: 16 }) });
      actor.send({ type: 'player.playShow', show: aShow({ age: 16 }), flags: flags({ isCurrent: true }) });
      await settle();
      expect(actor.getSnapshot().matches('playing')).toBe(true);
    });
  });

  describe('when a channel is played live and its show on air is protected (spec points 4 and 6: above the level, and from 18, the PIN is asked)', () => {
    const at = (iso: string) => Temporal.Instant.from(iso);
    const onAir = (overrides: Partial<Show> = {}) =>
      aShow({
        id: 'on-air',
        startDate: at('2026-11-22T11:30:00Z'),
        stopDate: at('2026-11-22T12:30:00Z'),
        ...overrides,
      });
    const nextShow = (overrides: Partial<Show> = {}) =>
      aShow({ id: 'next', startDate: at('2026-11-22T12:30:00Z'), stopDate: at('2026-11-22T13:30:00Z'), ...overrides });

    it('should read the show on air and ask the PIN before asking rights or starting a frame', async () => {
      const { actor, calls, rights, starts, settle } = startPlayback({ liveShow: onAir({ age: 18 }) });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      expect(calls).toContain('liveShow c1');
      expect(actor.getSnapshot().hasTag('parentalDialog')).toBe(true);
      expect(actor.getSnapshot().children.parental?.getSnapshot().context).toMatchObject({ age: 18, level: 16 });
      expect(rights).toEqual([]);
      expect(starts).toEqual([]);
    });

    it('should refuse a wrong PIN (wrong-pin: "Le code saisi est incorrect.") and play live once the right one is given', async () => {
      const { actor, rights, starts, settle } = startPlayback({ liveShow: onAir({ age: 18 }) });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      await refuseThenAccept({ actor, rights, settle });
      expect(starts).toEqual([undefined]);
      expect(actor.getSnapshot().context.content).toMatchObject({
        kind: 'live',
        channelId: 'c1',
        show: { id: 'on-air' },
      });
    });

    it('should drop the channel when the PIN is cancelled', async () => {
      const { actor, rights, settle } = startPlayback({ liveShow: onAir({ age: 18 }) });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      actor.getSnapshot().children.parental?.send({ type: 'pin.cancel' });
      await settle();
      expect(actor.getSnapshot().value).toBe('idle');
      expect(rights).toEqual([]);
    });

    it.each([
      ['an 18+ show even at level 18', 18, 18, true],
      ['a show of 16 at level 12', 16, 12, true],
      ['a show of 16 at level 16', 16, 16, false],
      ['an unrated show at level 0', 0, 0, false],
    ])('should ask the PIN by the same rule as replays: %s', async (_, age, level, asked) => {
      const { actor, settle } = startPlayback({
        profile: aProfile({ parentalControlLevel: level }),
        liveShow: onAir({ age }),
      });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      expect(actor.getSnapshot().hasTag('parentalDialog')).toBe(asked);
      expect(actor.getSnapshot().matches('playing')).toBe(!asked);
    });

    it('should play a channel with no show on air without asking', async () => {
      const { actor, settle } = startPlayback({ liveShow: null });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      expect(actor.getSnapshot().matches('playing')).toBe(true);
      expect(actor.getSnapshot().context.content).toEqual({ kind: 'live', channelId: 'c1', show: null });
    });

    it('should not play when the show on air cannot be read, and say why', async () => {
      const { actor, rights, settle } = startPlayback({ liveShowError: new ApiError('network', 'epglive') });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.error).toBe('network');
      expect(rights).toEqual([]);
    });

    it('should cancel the pending PIN request when the viewer zaps on, and play the next channel', async () => {
      const { actor, rights, settle } = startPlayback({
        liveShowOf: (channelId) => onAir({ age: channelId === 'c1' ? 18 : 0, channelId }),
      });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      const challenge = actor.getSnapshot().children.parental;
      expect(challenge).toBeDefined();
      actor.send({ type: 'player.playChannel', channelId: 'c2' });
      await settle();
      expect(challenge?.getSnapshot().status).toBe('stopped');
      expect(actor.getSnapshot().children.parental).toBeUndefined();
      expect(actor.getSnapshot().matches('playing')).toBe(true);
      expect(rights).toEqual([{ kind: 'channel', channelId: 'c2' }]);
    });

    it('should ask the PIN again when zapping back onto it (no PIN is remembered: the spec has no such rule)', async () => {
      const { actor, settle } = startPlayback({
        liveShowOf: (channelId) => onAir({ age: channelId === 'c1' ? 18 : 0, channelId }),
      });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      actor.getSnapshot().children.parental?.send({ type: 'pin.submit', pin: '1234' });
      await settle();
      actor.send({ type: 'player.playChannel', channelId: 'c2' });
      await settle();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      expect(actor.getSnapshot().hasTag('parentalDialog')).toBe(true);
    });

    describe('when the show on air ends while the channel plays', () => {
      it('should stop the stream at the boundary and ask the PIN when the next show is protected', async () => {
        const { actor, calls, starts, stops, wait, settle } = startPlayback({
          liveShowOf: (_, call) => (call === 0 ? onAir() : nextShow({ age: 18 })),
        });
        actor.send({ type: 'player.playChannel', channelId: 'c1' });
        await settle();
        await wait(29 * 60);
        expect(actor.getSnapshot().matches('playing')).toBe(true);
        await wait(60);
        expect(calls.filter((call) => call === 'liveShow c1').length).toBeGreaterThanOrEqual(2);
        expect(stops).toHaveLength(1);
        expect(actor.getSnapshot().hasTag('parentalDialog')).toBe(true);
        expect(actor.getSnapshot().children.parental?.getSnapshot().context.age).toBe(18);
        expect(starts).toEqual([undefined]);
        actor.getSnapshot().children.parental?.send({ type: 'pin.submit', pin: '1234' });
        await settle();
        expect(actor.getSnapshot().matches('playing')).toBe(true);
        expect(actor.getSnapshot().context.content).toMatchObject({ kind: 'live', show: { id: 'next' } });
      });

      it('should keep playing, knowing the new show, when the next show is within the level', async () => {
        const { actor, stops, wait, settle } = startPlayback({
          liveShowOf: (_, call) => (call === 0 ? onAir() : nextShow({ age: 12 })),
        });
        actor.send({ type: 'player.playChannel', channelId: 'c1' });
        await settle();
        await wait(31 * 60);
        expect(stops).toEqual([]);
        expect(actor.getSnapshot().matches('playing')).toBe(true);
        expect(actor.getSnapshot().context.content).toMatchObject({ kind: 'live', show: { id: 'next' } });
      });

      it('should look again later, without stopping, when the guide still gives the ended show', async () => {
        const { actor, calls, stops, wait, settle } = startPlayback({
          liveShowOf: (_, call) => (call < 2 ? onAir() : nextShow({ age: 18 })),
        });
        actor.send({ type: 'player.playChannel', channelId: 'c1' });
        await settle();
        await wait(30 * 60);
        expect(stops).toEqual([]);
        expect(calls.filter((call) => call === 'liveShow c1')).toHaveLength(2);
        await wait(LIVE_SHOW_RETRY_DELAY.total('seconds'));
        expect(stops).toHaveLength(1);
        expect(actor.getSnapshot().hasTag('parentalDialog')).toBe(true);
      });
    });
  });

  describe('when rights are refused', () => {
    it('should fail with geo-blocked on 451 (the VPN message)', async () => {
      const { actor, starts, settle } = startPlayback({ rightsError: new ApiError('geo-blocked', 'channel/rights') });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.error).toBe('geo-blocked');
      expect(starts).toEqual([]);
      actor.send({ type: 'player.dismiss' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.error).toBeNull();
    });

    it('should release the player when the stream cannot start', async () => {
      const { actor, stops, settle } = startPlayback({ startError: new Error('decode') });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      expect(stops).toHaveLength(1);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.error).toBe('generic');
      actor.send({ type: 'player.stop' });
      expect(actor.getSnapshot().value).toBe('idle');
    });
  });

  describe('when a show is played', () => {
    it.each([
      [
        'a current show live',
        flags({ isCurrent: true, bookmark: 300 }),
        { kind: 'channel', channelId: 'c1' },
        undefined,
      ],
      ['another show from its bookmark', flags({ bookmark: 300 }), { kind: 'show', showId: 'r1' }, 300],
      ['another show from the start without a bookmark', flags(), { kind: 'show', showId: 'r1' }, 0],
      ['a seen show from the start', flags({ bookmark: 3300, isSeen: true }), { kind: 'show', showId: 'r1' }, 0],
    ])('should play %s', async (_, showFlags, target, start) => {
      const { actor, rights, starts, settle } = startPlayback();
      actor.send({ type: 'player.playShow', show: replay, flags: showFlags });
      await settle();
      expect(rights).toEqual([target]);
      expect(starts).toEqual([start]);
    });
  });

  describe('when switching between live and replay', () => {
    it('should re-fetch the current live show and start it over from its beginning', async () => {
      const { actor, calls, rights, starts, stops, settle } = startPlayback();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      expect(actor.getSnapshot().can({ type: 'player.startOver' })).toBe(true);
      expect(actor.getSnapshot().can({ type: 'player.goLive' })).toBe(false);
      actor.send({ type: 'player.startOver' });
      await settle();
      expect(stops).toHaveLength(1);
      expect(calls).toContain('liveShow c1');
      expect(rights.at(-1)).toEqual({ kind: 'show', showId: 'live-1' });
      expect(starts.at(-1)).toBe(0);
      expect(actor.getSnapshot().context.content).toMatchObject({ kind: 'replay', show: { id: 'live-1' } });
    });

    it('should start over at the exact start of the show on an accurate channel (accurate/{id}/, exactStartTime)', async () => {
      const { actor, calls, rights, starts, settle } = startPlayback({ exactStart: 130 });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      expect(calls).not.toContain('exactStart c1 live-1');
      actor.send({ type: 'player.startOver' });
      await settle();
      expect(calls).toContain('exactStart c1 live-1');
      expect(rights.at(-1)).toEqual({ kind: 'show', showId: 'live-1' });
      expect(starts.at(-1)).toBe(130);
      expect(actor.getSnapshot().context.content).toMatchObject({ kind: 'replay', startSeconds: 130 });
    });

    it('should start over at 0 s when the exact start cannot be had', async () => {
      const { actor, starts, settle } = startPlayback({ exactStart: new Error('accurate timed out') });
      actor.send({ type: 'player.playStartOver', channelId: 'c1' });
      await settle();
      expect(starts).toEqual([0]);
      expect(actor.getSnapshot().matches('playing')).toBe(true);
    });

    it('should re-fetch the current live show and go back live', async () => {
      const { actor, calls, rights, starts, settle } = startPlayback();
      actor.send({ type: 'player.playShow', show: replay, flags: flags() });
      await settle();
      actor.send({ type: 'player.goLive' });
      await settle();
      expect(calls).toContain('liveShow c1');
      expect(rights.at(-1)).toEqual({ kind: 'channel', channelId: 'c1' });
      expect(starts.at(-1)).toBeUndefined();
      expect(actor.getSnapshot().context.content).toMatchObject({ kind: 'live', show: { id: 'live-1' } });
    });

    it('should fail when the channel has no current show', async () => {
      const { actor, settle } = startPlayback({ liveShow: null });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      actor.send({ type: 'player.startOver' });
      await settle();
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.error).toBe('not-found');
    });

    it('should not offer start-over on a channel that does not allow it, nor seeking back in its live stream', async () => {
      const { actor, settle } = startPlayback();
      actor.send({
        type: 'player.playChannel',
        channelId: 'c1',
        channel: { playable: true, liveUrl: 'x', startoverable: false },
      });
      await settle();
      expect(actor.getSnapshot().can({ type: 'player.startOver' })).toBe(false);
      expect(canSeek(actor.getSnapshot().context)).toBe(false);
    });

    it('should offer start-over and seeking on a channel that allows it', async () => {
      const { actor, settle } = startPlayback();
      actor.send({
        type: 'player.playChannel',
        channelId: 'c1',
        channel: { playable: true, liveUrl: 'x', startoverable: true },
      });
      await settle();
      expect(actor.getSnapshot().can({ type: 'player.startOver' })).toBe(true);
      expect(canSeek(actor.getSnapshot().context)).toBe(true);
    });

    it('should offer start-over of a current show only when its flags allow it', async () => {
      const { actor, settle } = startPlayback();
      actor.send({ type: 'player.playShow', show: aShow(), flags: flags({ isCurrent: true, isStartoverable: false }) });
      await settle();
      expect(actor.getSnapshot().context.content).toMatchObject({ kind: 'live' });
      expect(actor.getSnapshot().can({ type: 'player.startOver' })).toBe(false);
    });

    it('should start a current show over from the show overlay at its exact start on an accurate channel', async () => {
      const { actor, starts, settle } = startPlayback({ exactStart: 95 });
      actor.send({ type: 'player.playStartOver', channelId: 'c1' });
      await settle();
      expect(starts).toEqual([95]);
    });

    it('should start a current show over straight away when asked from elsewhere (the show overlay)', async () => {
      const { actor, calls, rights, starts, settle } = startPlayback();
      actor.send({ type: 'player.playStartOver', channelId: 'c1' });
      await settle();
      expect(calls).toContain('liveShow c1');
      expect(rights).toEqual([{ kind: 'show', showId: 'live-1' }]);
      expect(starts).toEqual([0]);
      expect(actor.getSnapshot().matches('playing')).toBe(true);
      expect(actor.getSnapshot().can({ type: 'player.goLive' })).toBe(true);
      expect(canSeek(actor.getSnapshot().context)).toBe(true);
    });

    it('should ask a visitor to sign in before starting over', async () => {
      const { actor, settle } = startPlayback({ profile: null });
      actor.send({ type: 'player.playStartOver', channelId: 'c1' });
      await settle();
      expect(actor.getSnapshot().hasTag('loginDialog')).toBe(true);
    });

    it('should not start over for a visitor', async () => {
      const { actor, settle } = startPlayback({ profile: null });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      expect(actor.getSnapshot().can({ type: 'player.startOver' })).toBe(false);
    });
  });

  describe('when a stream stops', () => {
    it.each([
      ['a live stream of 61 s', 'channel', 61, 'LIVEPLAY'],
      ['a replay of 61 s', 'show', 61, 'PLAY'],
      ['a stream of 60 s', 'channel', 60, null],
    ] as const)('should report %s with %s', async (_, kind, seconds, expected) => {
      const { actor, events, wait, settle } = startPlayback();
      if (kind === 'channel') actor.send({ type: 'player.playChannel', channelId: 'c1' });
      else actor.send({ type: 'player.playShow', show: replay, flags: flags() });
      await settle();
      await wait(seconds);
      actor.send({ type: 'player.stop' });
      await settle();
      expect(events.map((event) => event.event)).toEqual(expected === null ? [] : [expected]);
      if (kind === 'show' && expected) expect(events[0]?.data).toEqual({ channelId: 'c1', showId: 'r1' });
    });
  });

  describe('when a stream of more than 60 s is left for another channel (issue 17: a zap waits for nothing it does not need)', () => {
    it.each([
      ['while its report is still on its way', 'never'],
      ['even when its report fails', new ApiError('network', 'event')],
    ] as const)('should report it and start the next stream %s', async (_, reportAnswer) => {
      const { actor, events, starts, stops, wait, settle } = startPlayback({ reportAnswer });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      await wait(61);
      actor.send({ type: 'player.playChannel', channelId: 'c2' });
      await settle();
      expect(events.map((event) => event.event)).toEqual(['LIVEPLAY']);
      expect(stops).toHaveLength(1);
      expect(starts).toHaveLength(2);
      expect(actor.getSnapshot().matches('playing')).toBe(true);
      expect(actor.getSnapshot().context.channelId).toBe('c2');
    });
  });

  describe('while a stream plays', () => {
    it('should ping every 30 seconds', async () => {
      const { actor, calls, wait, settle } = startPlayback();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      await wait(29);
      expect(calls.filter((call) => call === 'ping')).toHaveLength(0);
      await wait(1);
      await wait(30);
      expect(calls.filter((call) => call === 'ping')).toHaveLength(2);
    });

    it('should reset the player on 429 with the concurrent-stream message', async () => {
      const { actor, stops, wait, settle } = startPlayback({
        pingError: new ApiError('concurrent-stream-limit', 'ping'),
      });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      await wait(30);
      expect(stops).toHaveLength(1);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context).toMatchObject({
        error: 'concurrent-stream-limit',
        rights: null,
        channelId: null,
      });
    });

    it('should keep playing after another ping failure', async () => {
      const { actor, wait, settle } = startPlayback({ pingError: new ApiError('network', 'ping') });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      await wait(60);
      expect(actor.getSnapshot().matches('playing')).toBe(true);
    });

    it.each(['network', 'drm-level', 'unsupported-browser', 'generic'] as const)(
      'should tell why when the player fails for good (%s), report the stream stopped and release its slot',
      async (failure) => {
        const { actor, stops, settle, player, calls, wait } = startPlayback();
        actor.send({ type: 'player.playChannel', channelId: 'c1' });
        await settle();
        expect(player.failureListenerCount).toBe(1);
        player.fail(failure);
        await settle();
        expect(stops).toHaveLength(1);
        expect(actor.getSnapshot().value).toBe('failed');
        expect(actor.getSnapshot().context).toMatchObject({ error: failure, rights: null });
        expect(player.failureListenerCount).toBe(0);
        const pings = calls.filter((call) => call === 'ping').length;
        await wait(90);
        expect(calls.filter((call) => call === 'ping')).toHaveLength(pings);
      },
    );

    it('should clamp the volume between 0 and 1', () => {
      const { actor } = startPlayback();
      expect(actor.getSnapshot().context.volume).toBe(1);
      actor.send({ type: 'player.setVolume', volume: 0.4 });
      expect(actor.getSnapshot().context.volume).toBe(0.4);
      actor.send({ type: 'player.setVolume', volume: 3 });
      expect(actor.getSnapshot().context.volume).toBe(1);
      actor.send({ type: 'player.setVolume', volume: -1 });
      expect(actor.getSnapshot().context.volume).toBe(0);
    });
  });

  describe('when the playhead moves in a replay', () => {
    async function playingReplay(bookmark = 0, script: Script = {}) {
      const harness = startPlayback(script);
      harness.actor.send({ type: 'player.playShow', show: replay, flags: flags({ bookmark }) });
      await harness.settle();
      const progress = async (position: number, paused = false) => {
        harness.actor.send({ type: 'player.progress', position, duration: 3600, paused });
        await harness.settle();
      };
      /** Plays on for `seconds`, one poll a second as the UI does. */
      const playFor = async (from: number, seconds: number) => {
        for (let second = 1; second <= seconds; second += 1) {
          await harness.wait(1);
          await progress(from + second);
        }
      };
      return { ...harness, progress, playFor };
    }

    it('should save the bookmark at most every 30 s while playing', async () => {
      const { bookmarks, playFor, emitted } = await playingReplay(100);
      await playFor(100, 95);
      expect(bookmarks).toEqual([
        { showId: 'r1', at: 130 },
        { showId: 'r1', at: 160 },
        { showId: 'r1', at: 190 },
      ]);
      expect(emitted).toContainEqual({ type: 'player.bookmarked', bookmark: { showId: 'r1', at: 130 } });
    });

    it('should ignore changes under 2 s and reject positions above 43200 s, by the domain rules', async () => {
      const { bookmarks, progress, wait } = await playingReplay(100);
      await wait(30);
      await progress(101);
      await progress(43_201);
      expect(bookmarks).toEqual([]);
      await progress(110);
      expect(bookmarks).toEqual([{ showId: 'r1', at: 110 }]);
    });

    it('should save at once on pause, and not again while paused', async () => {
      const { bookmarks, progress, wait } = await playingReplay(100);
      await progress(112);
      await progress(113, true);
      await wait(1);
      await progress(113, true);
      expect(bookmarks).toEqual([{ showId: 'r1', at: 113 }]);
    });

    it('should save at once when the poll finds the replay paused', async () => {
      const { actor, bookmarks, progress, settle } = await playingReplay(100);
      await progress(112);
      actor.send({
        type: 'player.polled',
        playhead: {
          position: 113,
          seekStart: 0,
          seekEnd: 3600,
          live: false,
          paused: true,
          volume: 1,
          wallClockMs: null,
        },
      });
      await settle();
      expect(bookmarks).toEqual([{ showId: 'r1', at: 113 }]);
    });

    it('should save at once when the page is hidden', async () => {
      const { actor, bookmarks, progress, settle } = await playingReplay(100);
      await progress(150);
      actor.send({ type: 'player.hidden' });
      await settle();
      expect(bookmarks).toEqual([{ showId: 'r1', at: 150 }]);
    });

    it('should save the last position on stop, with keepalive, through the flush', async () => {
      const { actor, progress, flushes, settle } = await playingReplay(100);
      await progress(120);
      actor.send({ type: 'player.stop' });
      await settle();
      expect(flushes).toEqual([{ showId: 'r1', at: 120, keepalive: true }]);
    });

    it('should not flush on stop when the position did not move', async () => {
      const { actor, progress, flushes, settle } = await playingReplay(100);
      await progress(101);
      actor.send({ type: 'player.stop' });
      await settle();
      expect(flushes).toEqual([]);
    });

    it('should keep the saved bookmark while the replay has not played: a paused position before its first frame is not saved', async () => {
      const { actor, bookmarks, progress, wait, settle } = await playingReplay(600);
      await progress(0, true);
      await wait(31);
      await progress(0, true);
      actor.send({ type: 'player.hidden' });
      await settle();
      expect(bookmarks).toEqual([]);
      await progress(601);
      await progress(640, true);
      expect(bookmarks).toEqual([{ showId: 'r1', at: 640 }]);
    });

    it.each([
      ['before any poll', []],
      ['when the poll found it paused at 0', [0]],
    ])('should save nothing on stop %s, before the replay has played', async (_when, polled) => {
      const { actor, progress, bookmarks, flushes, settle } = await playingReplay(600);
      for (const position of polled) await progress(position, true);
      actor.send({ type: 'player.stop' });
      await settle();
      expect([...bookmarks, ...flushes]).toEqual([]);
    });

    it('should not retry a failed save before the next 30 s', async () => {
      const { bookmarks, playFor } = await playingReplay(100, { bookmarkError: new ApiError('network', 'bookmark') });
      await playFor(100, 59);
      expect(bookmarks).toEqual([{ showId: 'r1', at: 130 }]);
      await playFor(159, 2);
      expect(bookmarks).toHaveLength(2);
    });

    it('should mark the show seen once at 90 % of its duration', async () => {
      const { actor, progress, emitted } = await playingReplay();
      await progress(3239);
      expect(actor.getSnapshot().context.seen).toBe(false);
      await progress(3240);
      await progress(3300);
      expect(actor.getSnapshot().context.seen).toBe(true);
      expect(emitted.filter((event) => (event as { type: string }).type === 'player.seen')).toEqual([
        { type: 'player.seen', showId: 'r1' },
      ]);
    });

    it('should not save bookmarks of a live stream', async () => {
      const { actor, bookmarks, settle } = startPlayback();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      actor.send({ type: 'player.progress', position: 500, duration: 0 });
      await settle();
      expect(bookmarks).toEqual([]);
      expect(actor.getSnapshot().context.position).toBe(500);
    });
  });

  describe('when a VOD product is played', () => {
    it.each([
      [30, 30],
      [20, 0],
    ])('should resume a bookmark of %i s from %i s', async (bookmark, start) => {
      const { actor, rights, starts, settle } = startPlayback();
      actor.send({ type: 'player.playVod', showId: 'v1', productId: 'p1', bookmark });
      await settle();
      expect(rights).toEqual([{ kind: 'vod', productId: 'p1' }]);
      expect(starts).toEqual([start]);
      expect(actor.getSnapshot().context.channelId).toBeNull();
    });

    it.each([
      [25, 25],
      [20, 0],
      [50_000, 30],
    ])('should report a stop at %i s with bookmark %i', async (position, bookmark) => {
      const { actor, stops, events, settle, wait } = startPlayback();
      actor.send({ type: 'player.playVod', showId: 'v1', productId: 'p1', bookmark: 30 });
      await settle();
      actor.send({ type: 'player.progress', position, duration: 6000 });
      await wait(90);
      actor.send({ type: 'player.stop' });
      await settle();
      expect(stops).toEqual([{ vod: { streamId: 'stream-1', bookmark } }]);
      expect(events).toEqual([{ event: 'PLAY', data: { showId: 'v1' } }]);
    });

    it.each([
      ['before any poll', []],
      ['when the poll found it paused at 0', [0]],
    ])('should report the bookmark it started from on a stop %s, before it played', async (_when, polled) => {
      const { actor, stops, settle } = startPlayback();
      actor.send({ type: 'player.playVod', showId: 'v1', productId: 'p1', bookmark: 900 });
      await settle();
      for (const position of polled) actor.send({ type: 'player.progress', position, duration: 6000, paused: true });
      actor.send({ type: 'player.stop' });
      await settle();
      expect(stops).toEqual([{ vod: { streamId: 'stream-1', bookmark: 900 } }]);
    });

    it('should need an account', () => {
      const { actor } = startPlayback({ profile: null });
      actor.send({ type: 'player.playVod', showId: 'v1', productId: 'p1', bookmark: 0 });
      expect(actor.getSnapshot().hasTag('loginDialog')).toBe(true);
    });
  });

  describe('when the controls and the poll act on the playing stream', () => {
    const head = {
      position: 120,
      seekStart: 0,
      seekEnd: 3600,
      live: false,
      paused: false,
      volume: 1,
      wallClockMs: null,
    };

    it('should poll while playing only', async () => {
      const { actor, calls, settle } = startPlayback();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      expect(calls.filter((call) => call.startsWith('poll'))).toEqual(['poll']);
      actor.send({ type: 'player.stop' });
      await settle();
      expect(calls.filter((call) => call.startsWith('poll'))).toEqual(['poll', 'poll stopped']);
    });

    it('should keep the polled playhead for the controls and track its position', async () => {
      const { actor, settle } = startPlayback();
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      actor.send({ type: 'player.polled', playhead: head });
      expect(actor.getSnapshot().context).toMatchObject({ playhead: head, position: 120, duration: 3600 });
      actor.send({ type: 'player.polled', playhead: null });
      expect(actor.getSnapshot().context).toMatchObject({ playhead: null, position: 120 });
      actor.send({ type: 'player.stop' });
      await settle();
      expect(actor.getSnapshot().context.playhead).toBeNull();
    });

    it.each([
      [{ type: 'player.pause' } as const, 'pause'],
      [{ type: 'player.resume' } as const, 'resume'],
      [{ type: 'player.seek', position: 500 } as const, 'seek 500'],
    ])('should hand %o to the player while playing', async (event, call) => {
      const { actor, calls, settle } = startPlayback();
      actor.send(event);
      expect(calls).not.toContain(call);
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      actor.send(event);
      expect(calls).toContain(call);
    });
  });

  describe('when a channel plays with neighbours in its list', () => {
    it.each([
      ['a signed-in user', aProfile(), ['preload c2,c0']],
      ['a visitor (few rights)', null, []],
    ])('should prepare them for %s once the channel has played its first moments', async (_, profile, preloads) => {
      const { actor, calls, settle } = startPlayback({ profile });
      actor.send({ type: 'player.neighbours', channelIds: ['c2', 'c0'] });
      actor.send({ type: 'player.playChannel', channelId: 'c1', channel: { playable: true, liveUrl: '' } });
      await settle();
      expect(actor.getSnapshot().matches('playing')).toBe(true);
      await vi.advanceTimersByTimeAsync(799);
      expect(calls.filter((call) => call.startsWith('preload'))).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls.filter((call) => call.startsWith('preload'))).toEqual(preloads);
    });

    it('should not prepare them when the channel stops before', async () => {
      const { actor, calls, settle } = startPlayback();
      actor.send({ type: 'player.neighbours', channelIds: ['c2'] });
      actor.send({ type: 'player.playChannel', channelId: 'c1' });
      await settle();
      actor.send({ type: 'player.stop' });
      await vi.advanceTimersByTimeAsync(1000);
      expect(calls.filter((call) => call.startsWith('preload'))).toEqual([]);
    });
  });
});
