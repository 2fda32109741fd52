import { fromCallback, fromPromise } from 'xstate';
import type { Bookmark } from '../../domain/playback/bookmark';
import { PLAYHEAD_POLL_INTERVAL, type StreamEvent } from '../../domain/playback/playback';
import type { Show } from '../../domain/shows/show';
import type { Temporal } from '../../domain/time';
import type { Clock } from '../../ports/clock.port';
import type { GuideApi, StreamRights } from '../../ports/guide.port';
import type { PlayerPort } from '../../ports/player.port';
import type { SessionApi } from '../../ports/session.port';
import type { ShowRightsRequest, ShowsApi } from '../../ports/shows.port';
import type { UsageApi } from '../../ports/usage.port';
import type { VodApi } from '../../ports/vod.port';
import { keepAliveMachine } from './keep-alive.machine';
import { createLiveShowLookup } from '../live/live-show-lookup';
import { createExactStartLookup } from './exact-start';
import { playerFailures } from './player-failure.actors';
import { parentalChallengeMachine } from '../account/parental-challenge.machine';
import { playheadMachine } from './playhead.machine';
import type { PlaybackRights, RightsTarget } from './playback-content';
import type { PlaybackEvent } from './playback.types';
import { createParentalActors } from '../session/session.actors';
import { streamStopMachine } from './stream-stop.machine';

export interface PlaybackDeps {
  readonly guideApi: GuideApi;
  readonly showsApi: ShowsApi;
  readonly vodApi: VodApi;
  readonly usageApi: UsageApi;
  readonly sessionApi: SessionApi;
  readonly player: PlayerPort;
  readonly clock: Clock;
  /** How this player asks for replay rights (its DRM key system). */
  readonly rightsRequest: ShowRightsRequest;
}

async function fetchRights(
  { guideApi, showsApi, vodApi, rightsRequest }: PlaybackDeps,
  target: RightsTarget,
): Promise<PlaybackRights> {
  switch (target.kind) {
    case 'channel':
      return guideApi.channelRights(target.channelId);
    case 'show':
      return showsApi.showRights(target.showId, rightsRequest);
    case 'vod': {
      const licence = await vodApi.licence(target.productId);
      await vodApi.startStream(licence.streamId);
      return licence;
    }
  }
}

/** Resolves when the clock reaches `stop` (the end of the show on air); stopped with the state that waits. */
export function showEndActor(clock: Clock) {
  return fromPromise<void, { stop: Temporal.Instant }>(
    ({ input, signal }) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, input.stop.epochMilliseconds - clock.now().epochMilliseconds));
        signal.addEventListener('abort', () => clearTimeout(timer));
      }),
  );
}

/** The I/O of the playback machine over the provider's APIs, one player and the clock. */
export function createPlaybackActors(deps: PlaybackDeps) {
  const { guideApi, vodApi, usageApi, sessionApi, player, clock } = deps;
  const readClock = fromPromise<Temporal.Instant>(async () => clock.now());
  const liveShowOf = createLiveShowLookup(guideApi, clock);
  const exactStartOf = createExactStartLookup(guideApi);
  return {
    fetchLiveShow: fromPromise<Show | null, { channelId: string }>(({ input }) => liveShowOf(input.channelId)),
    fetchExactStart: fromPromise<number, { channelId: string; show: Show }>(({ input }) =>
      exactStartOf(input.channelId, input.show),
    ),
    awaitShowEnd: showEndActor(clock),
    fetchRights: fromPromise<PlaybackRights, RightsTarget>(({ input }) => fetchRights(deps, input)),
    startStream: fromPromise<void, { rights: PlaybackRights; startSeconds?: number }>(({ input }) =>
      player.load(input.rights, input.startSeconds === undefined ? {} : { startSeconds: input.startSeconds }),
    ),
    readClock,
    /** One reading at once, then one every `PLAYHEAD_POLL_INTERVAL` while the stream plays. */
    pollPlayhead: fromCallback<PlaybackEvent>(({ sendBack }) => {
      const poll = () => sendBack({ type: 'player.polled', playhead: player.playhead() });
      poll();
      const timer = setInterval(poll, PLAYHEAD_POLL_INTERVAL.total('milliseconds'));
      return () => clearInterval(timer);
    }),
    streamStop: streamStopMachine.provide({
      actors: {
        readClock,
        reportStreamEvent: fromPromise<void, { event: StreamEvent; data: Readonly<Record<string, string>> }>(
          ({ input }) => usageApi.event(input.event, input.data),
        ),
        stopStream: fromPromise<void, { vod?: { streamId: string; bookmark: number } }>(async ({ input }) => {
          // The VOD stop is reported even if the player fails to stop, and never blocks the stop.
          const report = input.vod
            ? vodApi.stopStream(input.vod.streamId, input.vod.bookmark).catch(() => undefined)
            : undefined;
          await Promise.all([player.stop(), report]);
        }),
      },
    }),
    playhead: playheadMachine.provide({
      actors: {
        saveBookmark: fromPromise<void, Bookmark>(({ input }) =>
          usageApi.setBookmark(input.showId, input.at, { keepalive: true }),
        ),
      },
    }),
    playerFailures: playerFailures(player),
    keepAlive: keepAliveMachine.provide({ actors: { ping: fromPromise<void>(() => usageApi.ping()) } }),
    parentalChallenge: parentalChallengeMachine.provide({ actors: createParentalActors(sessionApi) }),
  };
}

/**
 * The playback machine's synchronous effects on its player; `preloadRights` gives the live rights a
 * neighbour is prepared with (the zap to it then reuses them).
 */
export function createPlaybackActions(
  player: PlayerPort,
  preloadRights: (channelId: string) => Promise<StreamRights> = () => Promise.reject(new Error('no preload')),
) {
  return {
    applyVolume: (_: unknown, volume: number) => player.setVolume(volume),
    seekTo: (_: unknown, position: number) => player.seek(position),
    pausePlayer: () => player.pause(),
    // A play() that a pause or the next load interrupts rejects; that is no failure (the player's
    // own events say whether it plays), and it must not be left as an unhandled rejection.
    resumePlayer: () => void player.play().catch(() => undefined),
    preloadChannels: (_: unknown, channelIds: readonly string[]) => {
      for (const channelId of channelIds)
        void preloadRights(channelId).then(
          (rights) => player.preload(rights),
          () => undefined,
        );
    },
  };
}
