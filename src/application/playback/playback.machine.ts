import { emit, raise, sendTo } from 'xstate';
import type { Profile } from '../../domain/session/profile';
import { initialPlaybackContext, liveShowOf, present, progressOf } from './playback-context';
import { contentAge, rightsTarget, startSecondsOf, type PlayEvent } from './playback-content';
import { playbackSetup } from './playback.setup';

export type {
  PlaybackContext,
  PlaybackEmitted,
  PlaybackEvent,
  PlaybackInput,
  PlaybackCommand,
  PlayerControlEvent,
} from './playback.types';

const queue = { type: 'queueRequest', params: ({ event }: { event: PlayEvent }) => event } as const;
const play = { target: '.switching', actions: queue } as const;
const profileOf = ({ event }: { event: { profile: Profile | null } }) => event.profile;

/**
 * Playback (spec point 4): sign-in, parental challenge, rights, start (live, bookmark or start),
 * keep-alive, bookmarks and seen from the polled playhead, start-over and back to live, the
 * controls (pause, seek, volume), the zap neighbours' preload, and the PLAY / LIVEPLAY event when
 * a stream of more than 60 s stops.
 */
export const playbackMachine = playbackSetup.createMachine({
  id: 'playback',
  initial: 'idle',
  context: ({ input }) => initialPlaybackContext(input),
  on: {
    'player.playChannel': play,
    'player.playShow': play,
    'player.playVod': play,
    'player.playStartOver': play,
    'player.stop': { target: '.stopping', actions: 'dropNext' },
    'player.setVolume': {
      actions: [
        { type: 'storeVolume', params: ({ event }) => event.volume },
        { type: 'applyVolume', params: ({ context }) => context.volume },
      ],
    },
    'player.neighbours': { actions: { type: 'storeNeighbours', params: ({ event }) => event.channelIds } },
    'player.profileChanged': [
      // Signing out resets the player (spec point 4: logout and expiry reset all data).
      { guard: { type: 'isSignedOut', params: profileOf }, target: '.stopping', actions: 'signOut' },
      { actions: { type: 'setProfile', params: profileOf } },
    ],
  },
  states: {
    idle: {
      on: {
        'player.profileChanged': { actions: { type: 'setProfile', params: profileOf } },
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
        'player.profileChanged': { target: 'beginning', actions: { type: 'resumeAfterSignIn', params: profileOf } },
      },
    },
    resolvingLive: {
      tags: ['loading'],
      invoke: {
        src: 'fetchLiveShow',
        input: ({ context }) => ({ channelId: present(context.channelId, 'channel') }),
        onDone: [
          {
            guard: { type: 'canPlayWith', params: ({ event }) => event.output },
            target: 'checkingParental',
            actions: { type: 'resolveLiveShow', params: ({ event }) => event.output },
          },
          { target: 'failed', actions: { type: 'storeError', params: 'not-found' } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
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
        input: ({ context }) => rightsTarget(present(context.content, 'content')),
        onDone: { target: 'starting', actions: { type: 'storeRights', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    starting: {
      tags: ['loading'],
      invoke: {
        src: 'startStream',
        input: ({ context }) => ({
          rights: present(context.rights, 'rights'),
          startSeconds: startSecondsOf(present(context.content, 'content')),
        }),
        onDone: 'stamping',
        onError: {
          target: 'stopping',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    stamping: {
      tags: ['loading'],
      invoke: {
        src: 'readClock',
        onDone: { target: 'playing', actions: { type: 'stamp', params: ({ event }) => event.output } },
        onError: 'playing',
      },
    },
    playing: {
      // Leaving a replay (stop, zap, failure) saves where it was, if that moved (bookmark-cadence.ts).
      exit: {
        type: 'flushBookmark',
        params: ({ context: { content, savedBookmark, position, played } }) => ({
          content,
          savedBookmark,
          position,
          played,
        }),
      },
      invoke: [
        // 429 on ping: too many streams; the player resets.
        {
          src: 'keepAlive',
          onDone: { target: 'stopping', actions: { type: 'storeError', params: 'concurrent-stream-limit' } },
        },
        { src: 'playerFailures' },
        {
          id: 'playhead',
          src: 'playhead',
          input: ({ context }) => ({ content: context.content, savedBookmark: context.savedBookmark }),
        },
        { src: 'pollPlayhead' },
      ],
      after: {
        neighbourPreloadDelay: {
          guard: 'isSignedIn',
          actions: { type: 'preloadChannels', params: ({ context }) => context.neighbours },
        },
      },
      on: {
        'player.polled': [
          {
            guard: { type: 'hasPlayhead', params: ({ event }) => event.playhead },
            actions: [
              { type: 'storePlayhead', params: ({ event }) => event.playhead },
              raise(({ event }) => progressOf(present(event.playhead, 'playhead'))),
            ],
          },
          { actions: { type: 'storePlayhead', params: null } },
        ],
        // The playhead (bookmarks, seen) hears the polls from the first that finds the stream playing.
        'player.progress': [
          {
            guard: { type: 'hasPlayed', params: ({ event }) => event },
            actions: [
              { type: 'trackProgress', params: ({ event }) => event },
              sendTo('playhead', ({ event }) => event),
            ],
          },
          { actions: { type: 'trackProgress', params: ({ event }) => event } },
        ],
        'playhead.bookmarked': {
          actions: [
            { type: 'storeBookmark', params: ({ event }) => event.bookmark },
            emit(({ event }) => ({ type: 'player.bookmarked' as const, bookmark: event.bookmark })),
          ],
        },
        'playhead.seen': {
          actions: ['markSeen', emit(({ event }) => ({ type: 'player.seen' as const, showId: event.showId }))],
        },
        'player.pause': { actions: 'pausePlayer' },
        'player.resume': { actions: 'resumePlayer' },
        'player.seek': { actions: { type: 'seekTo', params: ({ event }) => event.position } },
        'player.hidden': { actions: sendTo('playhead', { type: 'playhead.flush' }) },
        // The stream failed for good: the user is told why, the stream is reported stopped and its slot released.
        'player.failed': { target: 'stopping', actions: { type: 'storeError', params: ({ event }) => event.failure } },
        'player.startOver': {
          guard: 'canStartOver',
          target: 'stopping',
          actions: { type: 'queueChannelSwitch', params: 'startOver' },
        },
        'player.goLive': {
          guard: 'isChannelReplay',
          target: 'stopping',
          actions: { type: 'queueChannelSwitch', params: 'goLive' },
        },
      },
      // Live, the show on air is followed: when it ends, the next one goes through the parental
      // rule (spec silent on this: a protected next show stops the stream and asks the PIN).
      initial: 'watching',
      states: {
        watching: { always: { guard: 'isLiveShowOnAir', target: 'onAir' } },
        onAir: {
          invoke: {
            src: 'awaitShowEnd',
            input: ({ context }) => ({ stop: present(liveShowOf(context), 'live show').stopDate }),
            onDone: 'turning',
          },
        },
        turning: {
          invoke: {
            src: 'fetchLiveShow',
            input: ({ context }) => ({ channelId: present(context.channelId, 'channel') }),
            onDone: [
              { guard: { type: 'isSameShow', params: ({ event }) => event.output }, target: 'retrying' },
              {
                guard: { type: 'isProtected', params: ({ event }) => event.output },
                target: '#playback.stopping',
                actions: 'queueLiveAgain',
              },
              { target: 'watching', actions: { type: 'storeLiveShow', params: ({ event }) => event.output } },
            ],
            onError: 'retrying',
          },
        },
        retrying: { after: { liveShowRetryDelay: 'turning' } },
      },
    },
    stopping: {
      on: {
        // Already stopping: a second stop must not report the stream twice; a play waits for the stop.
        'player.stop': { actions: 'dropNext' },
        'player.playChannel': { actions: queue },
        'player.playShow': { actions: queue },
        'player.playVod': { actions: queue },
        'player.playStartOver': { actions: queue },
        'player.profileChanged': { actions: [{ type: 'setProfile', params: profileOf }, 'dropNext'] },
      },
      invoke: {
        src: 'streamStop',
        input: ({ context: { content, rights, startedAt, position, played } }) => ({
          content,
          rights,
          startedAt,
          position,
          played,
        }),
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
      on: {
        'player.stop': { target: 'idle', actions: ['clearStream', 'clearError'] },
        'player.dismiss': { target: 'idle', actions: ['clearStream', 'clearError'] },
      },
    },
  },
});
