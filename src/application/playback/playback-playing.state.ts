import { emit, raise, sendTo } from 'xstate';
import { liveShowOf, present, progressOf } from './playback-context';
import { playbackSetup } from './playback.setup';

/**
 * Playback's `playing` state: keep-alive (429 resets the player), the player's failures, the
 * playhead polled for bookmarks and seen, the controls, start-over and back to live, the zap
 * neighbours' preload, and the live show followed to its end (its next show through the parental
 * rule). Leaving it saves a replay's bookmark if it moved.
 */
export const playingState = playbackSetup.createStateConfig({
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
    // The channel playing live, chosen again (a player coming back to a stream that outlived its
    // screen, "player always on"; the picture in guide on that channel): it goes on, no reload.
    'player.playChannel': {
      guard: { type: 'playsChannelLive', params: ({ event }) => event.channelId },
    },
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
        actions: [{ type: 'trackProgress', params: ({ event }) => event }, sendTo('playhead', ({ event }) => event)],
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
});
