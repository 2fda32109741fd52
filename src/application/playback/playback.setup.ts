import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Bookmark } from '../../domain/playback/bookmark';
import { errorKind, type ApiErrorKind } from '../../domain/errors';
import { needsChallenge } from '../../domain/account/parental';
import { LIVE_SHOW_RETRY_DELAY, NEIGHBOUR_PRELOAD_DELAY } from '../../domain/playback/playback';
import type { Profile } from '../../domain/session/profile';
import type { Show } from '../../domain/shows/show';
import type { Temporal } from '../../domain/time';
import { clampVolume } from '../../domain/playback/volume';
import type { Playhead } from '../../ports/player.port';
import type { BookmarkFlush } from './bookmark-cadence';
import { keepAliveMachine } from './keep-alive.machine';
import { notProvided } from '../not-provided';
import { parentalChallengeMachine } from '../account/parental-challenge.machine';
import {
  beginRequest,
  channelSwitch,
  hasPlayed,
  liveAgain,
  liveShowOf,
  NO_STREAM,
  present,
  withLiveShow,
} from './playback-context';
import {
  contentAge,
  contentOf,
  requestOf,
  needsLiveShow,
  playsWithoutLiveShow,
  replayShow,
  requiresSignIn,
  withStartSeconds,
  type PlaybackRights,
  type PlayEvent,
  type RightsTarget,
} from './playback-content';
import type { PlaybackContext, PlaybackEmitted, PlaybackEvent, PlaybackInput } from './playback.types';
import { playheadMachine } from './playhead.machine';
import { streamStopMachine } from './stream-stop.machine';

/** The playback machine's actors, guards, actions and delays (the chart is in `playback.machine.ts`). */
export const playbackSetup = setup({
  types: {} as {
    context: PlaybackContext;
    events: PlaybackEvent;
    input: PlaybackInput;
    emitted: PlaybackEmitted;
    children: { parental: 'parentalChallenge'; playhead: 'playhead' };
  },
  actors: {
    /** The show on air of a channel (a channel played live, start-over and back to live read it). */
    fetchLiveShow: fromPromise<Show | null, { channelId: string }>(async () => notProvided('fetchLiveShow')),
    /** Where start-over starts in the show on air: its exact start on an accurate channel, else 0 s; never fails (exact-start.ts). */
    fetchExactStart: fromPromise<number, { channelId: string; show: Show }>(async () => notProvided('fetchExactStart')),
    /** Resolves when the show on air ends (`showEndActor`). */
    awaitShowEnd: fromPromise<void, { stop: Temporal.Instant }>(async () => notProvided('awaitShowEnd')),
    /** Channel, show or VOD rights. Fails with `geo-blocked` (451). */
    fetchRights: fromPromise<PlaybackRights, RightsTarget>(async () => notProvided('fetchRights')),
    /** Loads the stream; at the live edge without `startSeconds`. */
    startStream: fromPromise<void, { rights: PlaybackRights; startSeconds?: number }>(async () =>
      notProvided('startStream'),
    ),
    readClock: fromPromise<Temporal.Instant>(async () => notProvided('readClock')),
    /** Reads the player's playhead every `PLAYHEAD_POLL_INTERVAL` and sends it as `player.polled`. */
    pollPlayhead: fromCallback<PlaybackEvent>(() => notProvided('pollPlayhead')),
    /** Bookmarks and seen from the polled playhead. */
    playhead: playheadMachine,
    /** Reports and releases the stream (PLAY / LIVEPLAY beyond 60 s, VOD bookmark). */
    streamStop: streamStopMachine,
    keepAlive: keepAliveMachine,
    /** Hands the player's critical failures over as `player.failed` (player-failure.actors.ts). */
    playerFailures: fromCallback<{ type: never }>(() => notProvided('playerFailures')),
    parentalChallenge: parentalChallengeMachine,
  },
  delays: {
    neighbourPreloadDelay: NEIGHBOUR_PRELOAD_DELAY.total('milliseconds'),
    liveShowRetryDelay: LIVE_SHOW_RETRY_DELAY.total('milliseconds'),
  },
  guards: {
    hasStream: ({ context }) => context.rights !== null,
    hasNext: ({ context }) => context.next !== null,
    hasError: ({ context }) => context.error !== null,
    mustSignIn: ({ context }) =>
      context.profile === null && context.request !== null && requiresSignIn(context.request),
    needsLiveShow: ({ context }) => context.request !== null && needsLiveShow(context.request),
    isStartOver: ({ context }) => context.request?.kind === 'startOver' && replayShow(context.content) !== null,
    needsChallenge: ({ context }) =>
      context.profile !== null && needsChallenge(contentAge(context.content), context.profile.parentalControlLevel),
    /** The show now on air is protected for this profile (the same rule as any content). */
    isProtected: ({ context }, show: Show | null) =>
      context.profile !== null && needsChallenge(show?.age ?? 0, context.profile.parentalControlLevel),
    /** The live guide still gives the show that ended. */
    isSameShow: ({ context }, show: Show | null) =>
      show !== null && liveShowOf(context) !== null && show.id === liveShowOf(context)?.id,
    isLiveShowOnAir: ({ context }) => liveShowOf(context) !== null,
    isGranted: (_, granted: boolean) => granted,
    /** The stream has played, counting this poll (hasPlayed). */
    hasPlayed: ({ context }, progress: { paused?: boolean }) => hasPlayed(context.played, progress),
    /** A channel plays even with no show on air; start-over and back to live need one. */
    canPlayWith: ({ context }, show: Show | null) => show !== null || playsWithoutLiveShow(context.request),
    hasPlayhead: (_, playhead: Playhead | null) => playhead !== null,
    isSignedOut: (_, profile: Profile | null) => profile === null,
    // Visitors' rights are few: only a signed-in user's zaps are prepared.
    isSignedIn: ({ context }) => context.profile !== null,
    canStartOver: ({ context }) =>
      context.content?.kind === 'live' && context.profile !== null && context.startoverable !== false,
    isChannelReplay: ({ context }) => context.content?.kind === 'replay',
    playsChannelLive: ({ context }, channelId: string) =>
      context.content?.kind === 'live' && context.content.channelId === channelId,
  },
  actions: {
    queueRequest: assign({ next: (_, event: PlayEvent) => requestOf(event) }),
    dropNext: assign({ next: null }),
    takeRequest: assign(({ context }) => beginRequest(context, present(context.next, 'request'))),
    clearStream: assign(NO_STREAM),
    clearError: assign({ error: null }),
    storeError: assign({ error: (_, kind: ApiErrorKind) => kind }),
    storeFailure: assign({ error: (_, failure: { error: unknown }) => errorKind(failure.error) }),
    setProfile: assign({ profile: (_, profile: Profile | null) => profile }),
    signOut: assign({ profile: null, next: null, error: null }),
    /** Once signed in, the request that asked for it plays. */
    resumeAfterSignIn: assign({
      profile: (_, profile: Profile | null) => profile,
      next: ({ context }) => context.request,
    }),
    resolveLiveShow: assign({
      content: ({ context }, show: Show | null) => contentOf(present(context.request, 'request'), show),
    }),
    /** Start-over starts at the exact start of its show (accurate channels). */
    storeStartSeconds: assign({
      content: ({ context }, startSeconds: number) => withStartSeconds(context.content, startSeconds),
    }),
    storeLiveShow: assign({ content: ({ context }, show: Show | null) => withLiveShow(context.content, show) }),
    /** The channel is asked again: its new show on air goes through the parental rule before a frame of it plays. */
    queueLiveAgain: assign({ next: ({ context }) => liveAgain(context) }),
    storeRights: assign({ rights: (_, rights: PlaybackRights) => rights }),
    stamp: assign({ startedAt: (_, at: Temporal.Instant) => at }),
    trackProgress: assign(({ context }, p: { position: number; duration: number; paused?: boolean }) => ({
      position: p.position,
      duration: p.duration,
      played: hasPlayed(context.played, p),
    })),
    storePlayhead: assign({ playhead: (_, playhead: Playhead | null) => playhead }),
    storeBookmark: assign({ savedBookmark: (_, bookmark: Bookmark) => bookmark.at }),
    markSeen: assign({ seen: true }),
    storeNeighbours: assign({ neighbours: (_, channelIds: readonly string[]) => channelIds }),
    storeVolume: assign({ volume: (_, volume: number) => clampVolume(volume) }),
    queueChannelSwitch: assign({ next: ({ context }, kind: 'startOver' | 'goLive') => channelSwitch(context, kind) }),
    /** Saves a replay's last position on leaving it (provided: `createBookmarkActions`, bookmark-cadence.ts). */
    flushBookmark: (_, _flush: BookmarkFlush) => {},
    // The player's own effects; the composition root provides them (`createPlaybackActions`).
    applyVolume: (_, _volume: number) => {},
    seekTo: (_, _position: number) => {},
    pausePlayer: () => {},
    resumePlayer: () => {},
    preloadChannels: (_, _channelIds: readonly string[]) => {},
    /** A channel was chosen: the zap's clock starts (provided: the playback monitor). */
    noteChannelChoice: () => {},
  },
});
