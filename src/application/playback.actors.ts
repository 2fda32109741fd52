import { fromPromise } from 'xstate';
import type { Bookmark } from '../domain/bookmark';
import type { StreamEvent } from '../domain/playback';
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
import { playerFailures } from './player-failure.actors';
import { parentalChallengeMachine } from './parental-challenge.machine';
import { playheadMachine } from './playhead.machine';
import type { PlaybackRights, RightsTarget } from './playback-content';
import { createParentalActors } from './session.actors';
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

/** The I/O of the playback machine over the provider's APIs, one player and the clock. */
export function createPlaybackActors(deps: PlaybackDeps) {
  const { guideApi, vodApi, usageApi, sessionApi, player, clock } = deps;
  const readClock = fromPromise<Temporal.Instant>(async () => clock.now());
  return {
    fetchLiveShow: fromPromise<Show | null, { channelId: string }>(async ({ input }) => {
      const [current] = (await guideApi.liveShows()).get(input.channelId) ?? [];
      return current ?? null;
    }),
    fetchRights: fromPromise<PlaybackRights, RightsTarget>(({ input }) => fetchRights(deps, input)),
    startStream: fromPromise<void, { rights: PlaybackRights; startSeconds?: number }>(({ input }) =>
      player.load(input.rights, input.startSeconds === undefined ? {} : { startSeconds: input.startSeconds }),
    ),
    readClock,
    streamStop: streamStopMachine.provide({
      actors: {
        readClock,
        reportStreamEvent: fromPromise<void, { event: StreamEvent; data: Readonly<Record<string, string>> }>(({ input }) =>
          usageApi.event(input.event, input.data),
        ),
        stopStream: fromPromise<void, { vod?: { streamId: string; bookmark: number } }>(async ({ input }) => {
          // The VOD stop is reported even if the player fails to stop, and never blocks the stop.
          const report = input.vod ? vodApi.stopStream(input.vod.streamId, input.vod.bookmark).catch(() => undefined) : undefined;
          await Promise.all([player.stop(), report]);
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
  };
}
