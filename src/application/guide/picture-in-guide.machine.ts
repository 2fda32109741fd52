import { assign, emit, setup } from 'xstate';
import type { Channel } from '../../domain/guide/channel';
import { PIG_SETTLE_MS } from '../../domain/guide/guide';

export interface PictureInGuideContext {
  /** The channel playing in the corner. */
  readonly playing: Channel | null;
  /** The row the focus is on, played once it rests there. */
  readonly focused: Channel | null;
  /** The PIN asked for the show on air of `playing` was refused: a lock shows until another channel plays. */
  readonly declined: boolean;
}

export type PictureInGuideEvent =
  | { type: 'pig.focus'; channel: Channel | null }
  /** The parental PIN was dropped (cancelled, or CH+/CH- paged on). */
  | { type: 'pig.decline' };

/** Told to whoever listens (`actor.on('pig.play', …)`): the channel to play in the corner, muted. */
export type PictureInGuideEmitted = { type: 'pig.play'; channelId: string };

function playingChannel(context: PictureInGuideContext): string {
  if (context.playing === null) throw new Error('picture in guide: no channel playing in this state');
  return context.playing.id;
}

/**
 * Picture in guide (TV): the channel the guide opened on plays at once; then the picture follows
 * the focused row once the focus rested on it for `PIG_SETTLE_MS` (browsing fast past channels
 * starts no stream); a row without a channel drops the wait. Each channel to play is emitted
 * (`pig.play`): the caller plays it muted.
 */
export const pictureInGuideMachine = setup({
  types: {} as { context: PictureInGuideContext; events: PictureInGuideEvent; emitted: PictureInGuideEmitted },
  delays: { pigSettle: PIG_SETTLE_MS },
  guards: {
    hasChannel: (_, channel: Channel | null) => channel !== null,
    focusesAnotherChannel: ({ context }) => context.focused !== null && context.focused !== context.playing,
  },
  actions: {
    focus: assign({ focused: (_, channel: Channel | null) => channel }),
    showFocused: assign({ playing: ({ context }) => context.focused, declined: false }),
    decline: assign({ declined: ({ context }) => context.playing !== null }),
    playChannel: emit((_, channelId: string) => ({ type: 'pig.play' as const, channelId })),
  },
}).createMachine({
  id: 'pictureInGuide',
  initial: 'off',
  context: { playing: null, focused: null, declined: false },
  states: {
    off: {
      on: {
        'pig.focus': {
          guard: { type: 'hasChannel', params: ({ event }) => event.channel },
          target: 'on',
          actions: [
            { type: 'focus', params: ({ event }) => event.channel },
            'showFocused',
            { type: 'playChannel', params: ({ context }) => playingChannel(context) },
          ],
        },
      },
    },
    on: {
      initial: 'resting',
      on: {
        'pig.focus': [
          {
            guard: { type: 'hasChannel', params: ({ event }) => event.channel },
            target: '.settling',
            reenter: true,
            actions: { type: 'focus', params: ({ event }) => event.channel },
          },
          { target: '.resting', actions: { type: 'focus', params: null } },
        ],
        'pig.decline': { actions: 'decline' },
      },
      states: {
        resting: {},
        settling: {
          after: {
            pigSettle: [
              {
                guard: 'focusesAnotherChannel',
                target: 'resting',
                actions: ['showFocused', { type: 'playChannel', params: ({ context }) => playingChannel(context) }],
              },
              { target: 'resting' },
            ],
          },
        },
      },
    },
  },
});
