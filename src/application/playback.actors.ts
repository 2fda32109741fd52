import { fromCallback, fromPromise } from 'xstate';
import type { Bookmark } from '../domain/bookmark';
import { PLAYHEAD_POLL_INTERVAL, type StreamEvent } from '../domain/playback';
import type { Show } from '../domain/show';
import type { Temporal } from '../domain/time';
import type { Clock } from '../ports/clock.port';
import type { GuideApi } from '../ports/guide.port';
import type { PlayerPort } from '../ports/player.port';
import type { SessionApi } from '../ports/session.port';
import type { ShowRightsRequest, ShowsApi } from '../ports/shows.port';
import type { UsageApi } from '../ports/usage.port';
import type { VodApi } from '../ports/vod.port';
import { keepAliveMachine } from './keep-alive.machine';
import { createLiveShowLookup } from './live-show-lookup';
import { playerFailures } from './player-failure.actors';
import { parentalChallengeMachine } from './parental-challenge.machine';
import { playheadMachine } from './playhead.machine';
import type { PlaybackRights, RightsTarget } from './playback-content';
import type { PlaybackEvent } from './playback.types';
import { RIGHTS_REUSE_MS, type RightsLease } from './rights-cache';
import { createParentalActors } from './session.actors';
import { streamStopMachine, type StopStreamInput } from './stream-stop.machine';

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
  /** Live rights for a neighbour's preparation and until when they may be used (`createRightsCache`); by default asked anew, for `RIGHTS_REUSE_MS`. */
  readonly leaseRights?: (channelId: string) => Promise<RightsLease>;
}

async function fetchRights({ guideApi, showsApi, vodApi, rightsRequest }: PlaybackDeps, target: RightsTarget): Promise<PlaybackRights> {
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

/**
 * Prepares each neighbour for a zap: the player preloads it with its rights, then it is sent as
 * `player.prepared` with its show on air, and as `player.unprepared` once that show ends or the
 * rights may no longer be reused. A neighbour that cannot be prepared is left to the zap's whole way.
 */
function neighbourPreparation(player: PlayerPort, clock: Clock, leaseRights: (channelId: string) => Promise<RightsLease>, liveShowOf: (channelId: string) => Promise<Show | null>) {
  return fromCallback<PlaybackEvent, { channelIds: readonly string[] }>(({ input, sendBack }) => {
    let active = true;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const prepare = async (channelId: string) => {
      const lease = await leaseRights(channelId);
      if (!active) return;
      player.preload(lease.rights);
      const show = await liveShowOf(channelId);
      if (!active) return;
      sendBack({ type: 'player.prepared', zap: { channelId, show, rights: lease.rights } });
      const until = Math.min(lease.until, show?.stopDate.epochMilliseconds ?? Infinity);
      timers.push(setTimeout(() => sendBack({ type: 'player.unprepared', channelId }), Math.max(0, until - clock.now().epochMilliseconds)));
    };
    for (const channelId of input.channelIds) prepare(channelId).catch(() => undefined);
    return () => {
      active = false;
      timers.forEach(clearTimeout);
    };
  });
}

/** The I/O of the playback machine over the provider's APIs, one player and the clock. */
export function createPlaybackActors(deps: PlaybackDeps) {
  const { guideApi, vodApi, usageApi, sessionApi, player, clock } = deps;
  const readClock = fromPromise<Temporal.Instant>(async () => clock.now());
  const liveShowOf = createLiveShowLookup(guideApi, clock);
  const leaseRights = deps.leaseRights ?? (async (channelId: string) => ({ rights: await guideApi.channelRights(channelId), until: clock.now().epochMilliseconds + RIGHTS_REUSE_MS }));
  return {
    prepareNeighbours: neighbourPreparation(player, clock, leaseRights, liveShowOf),
    fetchLiveShow: fromPromise<Show | null, { channelId: string }>(({ input }) => liveShowOf(input.channelId)),
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
        reportStreamEvent: fromPromise<void, { event: StreamEvent; data: Readonly<Record<string, string>> }>(({ input }) =>
          usageApi.event(input.event, input.data),
        ),
        stopStream: fromPromise<void, StopStreamInput>(async ({ input }) => {
          // The VOD stop is reported even if the player fails to stop, and never blocks the stop.
          const report = input.vod ? vodApi.stopStream(input.vod.streamId, input.vod.bookmark).catch(() => undefined) : undefined;
          await Promise.all([input.keepPlayer ? undefined : player.stop(), report]);
        }),
      },
    }),
    playhead: playheadMachine.provide({
      actors: { saveBookmark: fromPromise<void, Bookmark>(({ input }) => usageApi.setBookmark(input.showId, input.at, { keepalive: true })) },
    }),
    playerFailures: playerFailures(player),
    keepAlive: keepAliveMachine.provide({ actors: { ping: fromPromise<void>(() => usageApi.ping()) } }),
    parentalChallenge: parentalChallengeMachine.provide({ actors: createParentalActors(sessionApi) }),
  };
}

/** The playback machine's synchronous effects on its player. */
export function createPlaybackActions(player: PlayerPort) {
  return {
    applyVolume: (_: unknown, volume: number) => player.setVolume(volume),
    seekTo: (_: unknown, position: number) => player.seek(position),
    pausePlayer: () => player.pause(),
    resumePlayer: () => void player.play(),
  };
}
