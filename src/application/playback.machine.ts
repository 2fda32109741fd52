import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { Bookmark } from '../domain/bookmark';
import { errorKind, type ApiErrorKind } from '../domain/errors';
import { needsChallenge } from '../domain/parental';
import type { Profile } from '../domain/profile';
import type { Show } from '../domain/show';
import type { Temporal } from '../domain/time';
import { clampVolume, VOLUME_MAX } from '../domain/volume';
import { keepAliveMachine } from './keep-alive.machine';
import { notProvided } from './not-provided';
import { parentalChallengeMachine } from './parental-challenge.machine';
import type { BookmarkFlush } from './bookmark-cadence';
import type { PlayerFailedEvent } from './player-failure.actors';
import { playheadMachine, type PlayheadReport } from './playhead.machine';
import { streamStopMachine } from './stream-stop.machine';
import {
  channelOf, contentAge, contentOf, requestOf, needsLiveShow, requiresSignIn, rightsTarget, startSecondsOf, startoverableOf,
  type PlaybackContent, type PlaybackRights, type PlayEvent, type PlayRequest, type RightsTarget,
} from './playback-content';

export interface PlaybackContext {
  readonly profile: Profile | null;
  /** The request being served, and one waiting for the current stream to stop. */
  readonly request: PlayRequest | null;
  readonly next: PlayRequest | null;
  readonly content: PlaybackContent | null;
  /** The channel of the content, for the screens that list channels. */
  readonly channelId: string | null;
  /** Whether the channel allows start-over and seeking back live; null when unknown (`startoverableOf`). */
  readonly startoverable: boolean | null;
  readonly rights: PlaybackRights | null;
  readonly startedAt: Temporal.Instant | null;
  /** Playhead and duration in seconds, as last polled by the UI. */
  readonly position: number;
  readonly duration: number;
  readonly savedBookmark: number | undefined;
  readonly seen: boolean;
  readonly volume: number;
  /** `geo-blocked` (451: VPN message), `concurrent-stream-limit` (429 on ping), or another failure. */
  readonly error: ApiErrorKind | null;
}

export interface PlaybackInput {
  readonly profile?: Profile | null;
  readonly volume?: number;
}

export type PlaybackEvent =
  | PlayEvent
  | { type: 'player.startOver' }
  | { type: 'player.goLive' }
  | { type: 'player.progress'; position: number; duration: number; paused?: boolean }
  /** The page is being hidden (pagehide, tab switch): the bookmark is saved now. */
  | { type: 'player.hidden' }
  | { type: 'player.setVolume'; volume: number }
  | PlayerFailedEvent
  | { type: 'player.stop' }
  | { type: 'player.dismiss' }
  | { type: 'player.profileChanged'; profile: Profile | null }
  | PlayheadReport;

export type PlaybackEmitted = { type: 'player.seen'; showId: string } | { type: 'player.bookmarked'; bookmark: Bookmark };

type Progress = Extract<PlaybackEvent, { type: 'player.progress' }>;

const play = { target: '.switching', actions: 'queueRequest' } as const;

/**
 * Playback (spec point 4): sign-in, parental challenge, rights, start (live, bookmark or start),
 * keep-alive, bookmarks and seen from the polled playhead, start-over and back to live, and the
 * PLAY / LIVEPLAY event when a stream of more than 60 s stops.
 */
export const playbackMachine = setup({
  types: {} as { context: PlaybackContext; events: PlaybackEvent; input: PlaybackInput; emitted: PlaybackEmitted; children: { parental: 'parentalChallenge'; playhead: 'playhead' } },
  actors: {
    /** The current show of a channel (start-over and back to live re-read it). */
    fetchLiveShow: fromPromise<Show | null, { channelId: string }>(async () => notProvided('fetchLiveShow')),
    /** Channel, show or VOD rights. Fails with `geo-blocked` (451). */
    fetchRights: fromPromise<PlaybackRights, RightsTarget>(async () => notProvided('fetchRights')),
    /** Loads the stream; at the live edge without `startSeconds`. */
    startStream: fromPromise<void, { rights: PlaybackRights; startSeconds?: number }>(async () => notProvided('startStream')),
    readClock: fromPromise<Temporal.Instant>(async () => notProvided('readClock')),
    /** Bookmarks and seen from the polled playhead. */
    playhead: playheadMachine,
    /** Reports and releases the stream (PLAY / LIVEPLAY beyond 60 s, VOD bookmark). */
    streamStop: streamStopMachine,
    keepAlive: keepAliveMachine,
    /** Hands the player's critical failures over as `player.failed` (player-failure.actors.ts). */
    playerFailures: fromCallback<{ type: never }>(() => notProvided('playerFailures')),
    parentalChallenge: parentalChallengeMachine,
  },
  guards: {
    hasStream: ({ context }) => context.rights !== null,
    hasNext: ({ context }) => context.next !== null,
    hasError: ({ context }) => context.error !== null,
    mustSignIn: ({ context }) => context.profile === null && context.request !== null && requiresSignIn(context.request),
    needsLiveShow: ({ context }) => context.request !== null && needsLiveShow(context.request),
    needsChallenge: ({ context }) => context.profile !== null && needsChallenge(contentAge(context.content), context.profile.parentalControlLevel),
    isGranted: (_, granted: boolean) => granted,
    hasLiveShow: (_, show: Show | null) => show !== null,
    isSignedOut: (_, profile: Profile | null) => profile === null,
    canStartOver: ({ context }) => context.content?.kind === 'live' && context.profile !== null && context.startoverable !== false,
    isChannelReplay: ({ context }) => context.content?.kind === 'replay',
  },
  actions: {
    /** Saves a replay's last position on leaving it (provided: bookmark-cadence.ts). */
    flushBookmark: (_, _flush: BookmarkFlush) => {},
    queueRequest: assign({ next: ({ event }) => requestOf(event as PlayEvent) }),
    takeRequest: assign(({ context }) => {
      const request = context.next as PlayRequest;
      const content = contentOf(request, null);
      return {
        request, next: null, content, error: null, rights: null, startedAt: null, position: 0, duration: 0, seen: false,
        channelId: channelOf(request),
        startoverable: startoverableOf(request, context.startoverable),
        savedBookmark: request.kind === 'show' && request.flags.bookmark > 0 ? request.flags.bookmark : undefined,
      };
    }),
    clearStream: assign({ request: null, content: null, channelId: null, startoverable: null, rights: null, startedAt: null, position: 0, duration: 0 }),
    storeError: assign({ error: ({ event }) => errorKind((event as { error?: unknown }).error) }),
    trackProgress: assign({ position: (_, p: Progress) => p.position, duration: (_, p: Progress) => p.duration }),
    /** Hands the volume to the player; the composition root provides it (`createPlaybackActions`). */
    applyVolume: (_, _volume: number) => {},
  },
}).createMachine({
  id: 'playback',
  initial: 'idle',
  context: ({ input }) => ({
    profile: input.profile ?? null, request: null, next: null, content: null, channelId: null, startoverable: null, rights: null, startedAt: null,
    position: 0, duration: 0, savedBookmark: undefined, seen: false, volume: clampVolume(input.volume ?? VOLUME_MAX), error: null,
  }),
  on: {
    'player.playChannel': play,
    'player.playShow': play,
    'player.playVod': play,
    'player.playStartOver': play,
    'player.stop': { target: '.stopping', actions: assign({ next: null }) },
    'player.setVolume': {
      actions: [assign({ volume: ({ event }) => clampVolume(event.volume) }), { type: 'applyVolume', params: ({ context }) => context.volume }],
    },
    'player.profileChanged': [
      // Signing out resets the player (spec point 4: logout and expiry reset all data).
      { guard: { type: 'isSignedOut', params: ({ event }) => event.profile }, target: '.stopping', actions: assign({ profile: null, next: null, error: null }) },
      { actions: assign({ profile: ({ event }) => event.profile }) },
    ],
  },
  states: {
    idle: {
      on: {
        'player.profileChanged': { actions: assign({ profile: ({ event }) => event.profile }) },
        'player.stop': {},
      },
    },
    switching: {
      always: [{ guard: 'hasStream', target: 'stopping' }, { target: 'beginning' }],
    },
    beginning: {
      entry: 'takeRequest',
      always: [
        { guard: 'mustSignIn', target: 'loginRequired' },
        { guard: 'needsLiveShow', target: 'resolvingLive' },
        { target: 'checkingParental' },
      ],
    },
    loginRequired: {
      tags: ['loginDialog'],
      on: {
        'player.dismiss': { target: 'idle', actions: 'clearStream' },
        'player.stop': { target: 'idle', actions: 'clearStream' },
        // Once signed in, the request that asked for it plays.
        'player.profileChanged': {
          target: 'beginning',
          actions: assign({ profile: ({ event }) => event.profile, next: ({ context }) => context.request }),
        },
      },
    },
    resolvingLive: {
      tags: ['loading'],
      invoke: {
        src: 'fetchLiveShow',
        input: ({ context }) => ({ channelId: context.channelId as string }),
        onDone: [
          {
            guard: { type: 'hasLiveShow', params: ({ event }) => event.output },
            target: 'checkingParental',
            actions: assign({ content: ({ context, event }) => contentOf(context.request as PlayRequest, event.output) }),
          },
          { target: 'failed', actions: assign({ error: 'not-found' as const }) },
        ],
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    checkingParental: {
      always: [{ guard: 'needsChallenge', target: 'challenging' }, { target: 'fetchingRights' }],
    },
    challenging: {
      tags: ['parentalDialog'],
      invoke: {
        id: 'parental',
        src: 'parentalChallenge',
        input: ({ context }) => ({
          action: { type: 'player.play', content: context.content },
          age: contentAge(context.content),
          level: context.profile?.parentalControlLevel ?? 0,
        }),
        onDone: [
          { guard: { type: 'isGranted', params: ({ event }) => event.output.granted }, target: 'fetchingRights' },
          // Cancel drops the action.
          { target: 'idle', actions: 'clearStream' },
        ],
      },
    },
    fetchingRights: {
      tags: ['loading'],
      invoke: {
        src: 'fetchRights',
        input: ({ context }) => rightsTarget(context.content as PlaybackContent),
        onDone: { target: 'starting', actions: assign({ rights: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    starting: {
      tags: ['loading'],
      invoke: {
        src: 'startStream',
        input: ({ context }) => ({ rights: context.rights as PlaybackRights, startSeconds: startSecondsOf(context.content as PlaybackContent) }),
        onDone: 'stamping',
        onError: { target: 'stopping', actions: 'storeError' },
      },
    },
    stamping: {
      tags: ['loading'],
      invoke: {
        src: 'readClock',
        onDone: { target: 'playing', actions: assign({ startedAt: ({ event }) => event.output }) },
        onError: 'playing',
      },
    },
    playing: {
      // Leaving a replay (stop, zap, failure) saves where it was, if that moved (bookmark-cadence.ts).
      exit: { type: 'flushBookmark', params: ({ context }) => ({ content: context.content, savedBookmark: context.savedBookmark, position: context.position }) },
      invoke: [
        {
          src: 'keepAlive',
          // 429 on ping: too many streams; the player resets.
          onDone: { target: 'stopping', actions: assign({ error: 'concurrent-stream-limit' as const }) },
        },
        { src: 'playerFailures' },
        {
          id: 'playhead',
          src: 'playhead',
          input: ({ context }) => ({ content: context.content, savedBookmark: context.savedBookmark }),
        },
      ],
      on: {
        'player.progress': { actions: [{ type: 'trackProgress', params: ({ event }) => event }, sendTo('playhead', ({ event }) => event)] },
        'playhead.bookmarked': {
          actions: [assign({ savedBookmark: ({ event }) => event.bookmark.at }), emit(({ event }) => ({ type: 'player.bookmarked' as const, bookmark: event.bookmark }))],
        },
        'playhead.seen': { actions: [assign({ seen: true }), emit(({ event }) => ({ type: 'player.seen' as const, showId: event.showId }))] },
        // The stream failed for good: the user is told why, the stream is reported stopped and its slot released.
        'player.hidden': { actions: sendTo('playhead', { type: 'playhead.flush' }) },
        'player.failed': { target: 'stopping', actions: assign({ error: ({ event }) => event.failure }) },
        'player.startOver': { guard: 'canStartOver', target: 'stopping', actions: assign({ next: ({ context }) => ({ kind: 'startOver', channelId: context.channelId as string }) }) },
        'player.goLive': { guard: 'isChannelReplay', target: 'stopping', actions: assign({ next: ({ context }) => ({ kind: 'goLive', channelId: context.channelId as string }) }) },
      },
    },
    stopping: {
      on: {
        // Already stopping: a second stop must not report the stream twice; a play waits for the stop.
        'player.stop': { actions: assign({ next: null }) },
        'player.playChannel': { actions: 'queueRequest' },
        'player.playShow': { actions: 'queueRequest' },
        'player.playVod': { actions: 'queueRequest' },
        'player.playStartOver': { actions: 'queueRequest' },
        'player.profileChanged': { actions: assign({ profile: ({ event }) => event.profile, next: null }) },
      },
      invoke: {
        src: 'streamStop',
        input: ({ context: { content, rights, startedAt, position } }) => ({ content, rights, startedAt, position }),
        onDone: 'stopped',
      },
    },
    stopped: {
      always: [
        { guard: 'hasNext', target: 'beginning' },
        { guard: 'hasError', target: 'failed', actions: 'clearStream' },
        { target: 'idle', actions: 'clearStream' },
      ],
    },
    failed: {
      on: { 'player.stop': { target: 'idle', actions: ['clearStream', assign({ error: null })] }, 'player.dismiss': { target: 'idle', actions: ['clearStream', assign({ error: null })] } },
    },
  },
});
