import { assign, emit, fromPromise, setup } from 'xstate';
import type { Bookmark } from '../domain/bookmark';
import { errorKind, type ApiErrorKind } from '../domain/errors';
import { needsChallenge } from '../domain/parental';
import { streamStopEvent, type StreamEvent } from '../domain/playback';
import type { Profile } from '../domain/profile';
import type { Show } from '../domain/show';
import type { Temporal } from '../domain/time';
import { clampVolume, VOLUME_MAX } from '../domain/volume';
import { keepAliveMachine } from './keep-alive.machine';
import { notProvided } from './not-provided';
import { parentalChallengeMachine } from './parental-challenge.machine';
import {
  contentOf, isSeenPosition, needsLiveShow, replayShow, requiresSignIn, rightsTarget, shouldSaveBookmark, startSecondsOf,
  vodStopBookmark, type PlaybackContent, type PlaybackRights, type PlayRequest, type RightsTarget,
} from './playback-content';

export interface PlaybackContext {
  readonly profile: Profile | null;
  /** The request being served, and one waiting for the current stream to stop. */
  readonly request: PlayRequest | null;
  readonly next: PlayRequest | null;
  readonly content: PlaybackContent | null;
  /** The channel of the content, for the screens that list channels. */
  readonly channelId: string | null;
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
  | { type: 'player.playChannel'; channelId: string; free?: boolean }
  | { type: 'player.playShow'; show: Extract<PlayRequest, { kind: 'show' }>['show']; flags: Extract<PlayRequest, { kind: 'show' }>['flags'] }
  | { type: 'player.playVod'; showId: string; productId: string; bookmark: number }
  | { type: 'player.startOver' }
  | { type: 'player.goLive' }
  | { type: 'player.progress'; position: number; duration: number }
  | { type: 'player.setVolume'; volume: number }
  | { type: 'player.failed' }
  | { type: 'player.stop' }
  | { type: 'player.dismiss' }
  | { type: 'player.profileChanged'; profile: Profile | null };

export type PlaybackEmitted = { type: 'player.seen'; showId: string } | { type: 'player.bookmarked'; bookmark: Bookmark };

type Progress = Extract<PlaybackEvent, { type: 'player.progress' }>;

function requestOf(event: PlaybackEvent): PlayRequest | null {
  switch (event.type) {
    case 'player.playChannel':
      return { kind: 'channel', channelId: event.channelId, free: event.free };
    case 'player.playShow':
      return { kind: 'show', show: event.show, flags: event.flags };
    case 'player.playVod':
      return { kind: 'vod', showId: event.showId, productId: event.productId, bookmark: event.bookmark };
    default:
      return null;
  }
}

const play = { target: '.switching', actions: 'queueRequest' } as const;

/**
 * Playback (spec point 4): sign-in, parental challenge, rights, start (live, bookmark or start),
 * keep-alive, bookmarks and seen from the polled playhead, start-over and back to live, and the
 * PLAY / LIVEPLAY event when a stream of more than 60 s stops.
 */
export const playbackMachine = setup({
  types: {} as { context: PlaybackContext; events: PlaybackEvent; input: PlaybackInput; emitted: PlaybackEmitted; children: { parental: 'parentalChallenge' } },
  actors: {
    /** The current show of a channel (start-over and back to live re-read it). */
    fetchLiveShow: fromPromise<Show | null, { channelId: string }>(async () => notProvided('fetchLiveShow')),
    /** Channel, show or VOD rights. Fails with `geo-blocked` (451). */
    fetchRights: fromPromise<PlaybackRights, RightsTarget>(async () => notProvided('fetchRights')),
    /** Loads the stream; at the live edge without `startSeconds`. */
    startStream: fromPromise<void, { rights: PlaybackRights; startSeconds?: number }>(async () => notProvided('startStream')),
    /** Stops the stream; a VOD stream reports its bookmark. */
    stopStream: fromPromise<void, { vod?: { streamId: string; bookmark: number } }>(async () => notProvided('stopStream')),
    readClock: fromPromise<Temporal.Instant>(async () => notProvided('readClock')),
    /** POST event/ (silent). */
    reportStreamEvent: fromPromise<void, { event: StreamEvent; data: Readonly<Record<string, string>> }>(async () => notProvided('reportStreamEvent')),
    /** PUT bookmark/{id}/. */
    saveBookmark: fromPromise<void, Bookmark>(async () => notProvided('saveBookmark')),
    keepAlive: keepAliveMachine,
    parentalChallenge: parentalChallengeMachine,
  },
  guards: {
    hasStream: ({ context }) => context.rights !== null,
    hasStarted: ({ context }) => context.startedAt !== null,
    hasNext: ({ context }) => context.next !== null,
    hasError: ({ context }) => context.error !== null,
    mustSignIn: ({ context }) => context.profile === null && context.request !== null && requiresSignIn(context.request),
    needsLiveShow: ({ context }) => context.request !== null && needsLiveShow(context.request),
    needsChallenge: ({ context }) =>
      context.profile !== null && needsChallenge(context.content?.kind === 'vod' ? 0 : (context.content?.show?.age ?? 0), context.profile.parentalControlLevel),
    isGranted: (_, granted: boolean) => granted,
    hasContent: ({ context }) => context.content !== null,
    isLive: ({ context }) => context.content?.kind === 'live' && context.profile !== null,
    isChannelReplay: ({ context }) => context.content?.kind === 'replay',
    shouldSaveBookmark: ({ context }, progress: Progress) => shouldSaveBookmark(context.content, context.savedBookmark, progress.position),
    isNewlySeen: ({ context }, progress: Progress) => !context.seen && isSeenPosition(context.content, progress.position),
  },
  actions: {
    queueRequest: assign({ next: ({ event }) => requestOf(event) }),
    takeRequest: assign(({ context }) => {
      const request = context.next as PlayRequest;
      const content = contentOf(request, null);
      return {
        request, next: null, content, error: null, rights: null, startedAt: null, position: 0, duration: 0, seen: false,
        channelId: channelOf(request),
        savedBookmark: request.kind === 'show' && request.flags.bookmark > 0 ? request.flags.bookmark : undefined,
      };
    }),
    clearStream: assign({ request: null, content: null, channelId: null, rights: null, startedAt: null, position: 0, duration: 0 }),
    storeError: assign({ error: ({ event }) => errorKind((event as { error?: unknown }).error) }),
    trackProgress: assign({ position: (_, p: Progress) => p.position, duration: (_, p: Progress) => p.duration }),
    markSeen: assign({ seen: true }),
    announceSeen: emit(({ context }) => ({ type: 'player.seen' as const, showId: replayShow(context.content)?.id ?? '' })),
  },
}).createMachine({
  id: 'playback',
  initial: 'idle',
  context: ({ input }) => ({
    profile: input.profile ?? null, request: null, next: null, content: null, channelId: null, rights: null, startedAt: null,
    position: 0, duration: 0, savedBookmark: undefined, seen: false, volume: clampVolume(input.volume ?? VOLUME_MAX), error: null,
  }),
  on: {
    'player.playChannel': play,
    'player.playShow': play,
    'player.playVod': play,
    'player.setVolume': { actions: assign({ volume: ({ event }) => clampVolume(event.volume) }) },
    'player.profileChanged': [
      // Signing out resets the player (spec point 4: logout and expiry reset all data).
      { guard: ({ event }) => event.profile === null, target: '.stopping', actions: assign({ profile: null, next: null, error: null }) },
      { actions: assign({ profile: ({ event }) => event.profile }) },
    ],
  },
  states: {
    idle: {
      on: { 'player.profileChanged': { actions: assign({ profile: ({ event }) => event.profile }) } },
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
            guard: ({ event }) => event.output !== null,
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
      invoke: {
        id: 'parental',
        src: 'parentalChallenge',
        input: ({ context }) => ({
          action: { type: 'player.play', content: context.content },
          age: context.content?.kind === 'vod' ? 0 : (context.content?.show?.age ?? 0),
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
      type: 'parallel',
      on: {
        'player.stop': 'stopping',
        'player.failed': { target: 'stopping', actions: assign({ error: 'generic' as const }) },
        'player.startOver': { guard: 'isLive', target: 'stopping', actions: assign({ next: ({ context }) => ({ kind: 'startOver', channelId: context.channelId as string }) }) },
        'player.goLive': { guard: 'isChannelReplay', target: 'stopping', actions: assign({ next: ({ context }) => ({ kind: 'goLive', channelId: context.channelId as string }) }) },
      },
      states: {
        keepAlive: {
          invoke: {
            src: 'keepAlive',
            // 429 on ping: too many streams; the player resets.
            onDone: { target: '#playback.stopping', actions: assign({ error: 'concurrent-stream-limit' as const }) },
          },
        },
        bookmark: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'player.progress': [
                  { guard: { type: 'shouldSaveBookmark', params: ({ event }) => event }, target: 'saving', actions: [{ type: 'trackProgress', params: ({ event }) => event }] },
                  { actions: { type: 'trackProgress', params: ({ event }) => event } },
                ],
              },
            },
            saving: {
              invoke: {
                src: 'saveBookmark',
                input: ({ context }) => ({ showId: replayShow(context.content)?.id ?? '', at: context.position }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ savedBookmark: ({ context }) => context.position }),
                    emit(({ context }) => ({ type: 'player.bookmarked' as const, bookmark: { showId: replayShow(context.content)?.id ?? '', at: context.position } })),
                  ],
                },
                onError: 'idle',
              },
              on: { 'player.progress': { actions: { type: 'trackProgress', params: ({ event }) => event } } },
            },
          },
        },
        seen: {
          initial: 'watching',
          states: {
            watching: {
              on: { 'player.progress': { guard: { type: 'isNewlySeen', params: ({ event }) => event }, target: 'seen', actions: ['markSeen', 'announceSeen'] } },
            },
            seen: {},
          },
        },
      },
    },
    stopping: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'hasStarted', target: 'reading' }, { target: 'releasing' }] },
        reading: {
          invoke: {
            src: 'readClock',
            onDone: [
              {
                guard: ({ context, event }) => streamStopEvent(context.startedAt as Temporal.Instant, event.output, context.content?.kind === 'live') !== null,
                target: 'reporting',
              },
              { target: 'releasing' },
            ],
            onError: 'releasing',
          },
        },
        reporting: {
          // Silent call: a failure changes nothing for the user.
          invoke: {
            src: 'reportStreamEvent',
            input: ({ context }) => ({
              event: context.content?.kind === 'live' ? ('LIVEPLAY' as const) : ('PLAY' as const),
              data: contentData(context.content),
            }),
            onDone: 'releasing',
            onError: 'releasing',
          },
        },
        releasing: {
          invoke: {
            src: 'stopStream',
            input: ({ context }) => {
              const { content, rights } = context;
              return content?.kind === 'vod' && rights?.streamId !== undefined
                ? { vod: { streamId: rights.streamId, bookmark: vodStopBookmark(content.startSeconds, context.position) } }
                : {};
            },
            onDone: '#playback.stopped',
            onError: '#playback.stopped',
          },
        },
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

function channelOf(request: PlayRequest): string | null {
  if (request.kind === 'vod') return null;
  return request.kind === 'show' ? request.show.channelId : request.channelId;
}

function contentData(content: PlaybackContent | null): Record<string, string> {
  if (content === null) return {};
  if (content.kind === 'vod') return { showId: content.showId };
  return content.show ? { channelId: content.channelId, showId: content.show.id } : { channelId: content.channelId };
}
