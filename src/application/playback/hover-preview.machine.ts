import { and, assign, fromPromise, not, setup } from 'xstate';
import type { Channel } from '../../domain/guide/channel';
import {
  isSlowConnection,
  previewPlan,
  PREVIEW_SPINNER_DELAY,
  PREVIEW_START_DELAY,
  type ConnectionInfo,
  type PreviewPlan,
} from '../../domain/playback/preview';
import type { Show } from '../../domain/shows/show';
import { notProvided } from '../not-provided';
import { present } from '../present';

/** The card under the pointer. The caller sends hover only for cards `isPreviewEligible` accepts. */
export interface PreviewTarget {
  readonly show: Pick<Show, 'id' | 'url'>;
  readonly channel: Pick<Channel, 'id' | 'liveUrl'>;
  readonly isCurrent: boolean;
}

export interface HoverPreviewContext {
  readonly target: PreviewTarget | null;
  /** A card hovered while the previous preview is being released; it starts next. */
  readonly next: PreviewTarget | null;
  readonly connection: ConnectionInfo | undefined;
}

export interface HoverPreviewInput {
  /** What the Network Information API says, when the browser has it. */
  readonly connection?: ConnectionInfo;
}

export type HoverPreviewEvent =
  | { type: 'preview.hover'; target: PreviewTarget }
  | { type: 'preview.leave' }
  /** The player failed while the preview played. */
  | { type: 'preview.failed' }
  | { type: 'preview.connectionChanged'; connection: ConnectionInfo | undefined };

type Hover = Extract<HoverPreviewEvent, { type: 'preview.hover' }>;

/** The hovered card, as the params of the guards and actions that need it. */
const targetOf = ({ event }: { event: Hover }) => event.target;
const isOtherTarget = { type: 'isOtherTarget', params: targetOf } as const;

const sameTarget = (a: PreviewTarget | null, b: PreviewTarget) =>
  a !== null && a.show.id === b.show.id && a.channel.id === b.channel.id;

/**
 * Hover preview (spec point 4): 250 ms of hover shows a spinner, 500 ms later a muted preview
 * starts; leaving stops and releases it; slow connections are ignored; a load failure stops and
 * releases silently. The spinner shows in states tagged `spinner`, the video in `visible`.
 */
export const hoverPreviewMachine = setup({
  types: {} as { context: HoverPreviewContext; events: HoverPreviewEvent; input: HoverPreviewInput },
  actors: {
    /** Loads the plan muted into the preview surface; resolves once it plays. */
    startPreview: fromPromise<void, PreviewPlan>(async () => notProvided('startPreview')),
    /** Stops the preview and releases its stream. */
    stopPreview: fromPromise<void>(async () => notProvided('stopPreview')),
  },
  delays: {
    spinnerDelay: PREVIEW_SPINNER_DELAY.total('milliseconds'),
    startDelay: PREVIEW_START_DELAY.total('milliseconds'),
  },
  guards: {
    isSlowConnection: ({ context }) => isSlowConnection(context.connection),
    isOtherTarget: ({ context }, target: PreviewTarget) => !sameTarget(context.target, target),
    hasNext: ({ context }) => context.next !== null,
  },
  actions: {
    target: assign({ target: (_, target: PreviewTarget) => target, next: null }),
    queue: assign({ next: (_, target: PreviewTarget) => target }),
    takeNext: assign({ target: ({ context }) => context.next, next: null }),
    forget: assign({ target: null, next: null }),
    dropNext: assign({ next: null }),
    storeConnection: assign({ connection: (_, connection: ConnectionInfo | undefined) => connection }),
  },
}).createMachine({
  id: 'hoverPreview',
  initial: 'idle',
  context: ({ input }) => ({ target: null, next: null, connection: input.connection }),
  on: {
    'preview.connectionChanged': { actions: { type: 'storeConnection', params: ({ event }) => event.connection } },
  },
  states: {
    idle: {
      on: {
        'preview.hover': [
          { guard: 'isSlowConnection' },
          { target: 'hovering', actions: { type: 'target', params: targetOf } },
        ],
      },
    },
    hovering: {
      on: {
        'preview.leave': { target: 'idle', actions: 'forget' },
        'preview.hover': {
          guard: isOtherTarget,
          target: 'hovering',
          reenter: true,
          actions: { type: 'target', params: targetOf },
        },
      },
      initial: 'waiting',
      states: {
        waiting: { after: { spinnerDelay: 'spinning' } },
        spinning: { tags: ['spinner'], after: { startDelay: '#hoverPreview.previewing' } },
      },
    },
    previewing: {
      initial: 'starting',
      on: {
        'preview.leave': { target: 'releasing', actions: 'forget' },
        'preview.hover': { guard: isOtherTarget, target: 'releasing', actions: { type: 'queue', params: targetOf } },
        'preview.failed': { target: 'releasing', actions: 'forget' },
      },
      states: {
        starting: {
          tags: ['spinner'],
          invoke: {
            src: 'startPreview',
            input: ({ context }) => {
              const { show, channel, isCurrent } = present(context.target, 'preview target');
              return previewPlan(show, channel, isCurrent);
            },
            onDone: 'playing',
            // A preview that cannot load is dropped without a message (spec point 8).
            onError: { target: '#hoverPreview.releasing', actions: 'forget' },
          },
        },
        playing: { tags: ['visible'] },
      },
    },
    releasing: {
      invoke: { src: 'stopPreview', onDone: 'released', onError: 'released' },
      on: {
        'preview.hover': { actions: { type: 'queue', params: targetOf } },
        'preview.leave': { actions: 'dropNext' },
      },
    },
    released: {
      always: [
        { guard: and(['hasNext', not('isSlowConnection')]), target: 'hovering', actions: 'takeNext' },
        { target: 'idle', actions: 'forget' },
      ],
    },
  },
});
