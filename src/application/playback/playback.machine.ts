import type { Profile } from '../../domain/session/profile';
import { initialPlaybackContext, present } from './playback-context';
import { contentAge, replayShow, rightsTarget, startSecondsOf, type PlayEvent } from './playback-content';
import { playingState } from './playback-playing.state';
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
    // A channel chosen starts a zap, measured to its first frame (the TV's diagnostics).
    'player.playChannel': { ...play, actions: [queue, 'noteChannelChoice'] },
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
            target: 'placingStart',
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
    // Start-over on a channel flagged isAccurate starts at the show's exact start (accurate/{id}/,
    // 500 ms at most); any other play, or no answer in time, goes on as it was.
    placingStart: {
      always: [{ guard: 'isStartOver', target: 'findingExactStart' }, { target: 'checkingParental' }],
    },
    findingExactStart: {
      tags: ['loading'],
      invoke: {
        src: 'fetchExactStart',
        input: ({ context }) => ({
          channelId: present(context.channelId, 'channel'),
          show: present(replayShow(context.content), 'start-over show'),
        }),
        onDone: {
          target: 'checkingParental',
          actions: { type: 'storeStartSeconds', params: ({ event }) => event.output },
        },
        onError: { target: 'checkingParental' },
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
    playing: playingState,
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
