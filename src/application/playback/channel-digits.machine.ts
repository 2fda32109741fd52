import { assign, emit, setup } from 'xstate';
import { ZAP_DIGIT_WAIT_MS } from '../../domain/playback/zapping';
import { digitsSettled, typeDigit, type DigitOutcome, type NumberedChannel } from './channel-digits.model';

export interface ChannelDigitsContext {
  /** The lineup the digits reach (kept up to date with `digits.lineup`). */
  readonly channels: readonly NumberedChannel[];
  /** What the last digit (or the end of the wait) decided: what is shown, what the next digit adds to. */
  readonly outcome: DigitOutcome | null;
}

export interface ChannelDigitsInput {
  readonly channels: readonly NumberedChannel[];
}

export type ChannelDigitsEvent =
  { type: 'digits.type'; digit: number } | { type: 'digits.lineup'; channels: readonly NumberedChannel[] };

/** Told to whoever listens (`actor.on('digits.switch', …)`): the channel the number reached. */
export type ChannelDigitsEmitted = { type: 'digits.switch'; channelId: string };

/** The digits a further digit adds to: those still waiting, none after a switch or a number no channel has. */
const typingOf = (outcome: DigitOutcome | null) => (outcome?.kind === 'wait' ? outcome.typed : '');

function reachedChannel(outcome: DigitOutcome | null): string {
  if (outcome?.kind !== 'switch') throw new Error('channel digits: no channel reached in this state');
  return outcome.channelId;
}

/**
 * A channel number typed with the remote's digits (issue 12, item 7; the rules are in
 * `channel-digits.model.ts`): a number only one channel has switches at once; a number others
 * start with shows (`typing`) and switches `ZAP_DIGIT_WAIT_MS` after the last digit if a channel
 * has it; a number no channel has shows as such (`noMatch`) for as long, then is forgotten.
 * The number shows in states tagged `shown`; the channel reached is emitted (`digits.switch`).
 */
export const channelDigitsMachine = setup({
  types: {} as {
    context: ChannelDigitsContext;
    events: ChannelDigitsEvent;
    input: ChannelDigitsInput;
    emitted: ChannelDigitsEmitted;
  },
  delays: { digitWait: ZAP_DIGIT_WAIT_MS },
  guards: {
    reachesChannel: ({ context }) => context.outcome?.kind === 'switch',
    reachesNone: ({ context }) => context.outcome?.kind === 'none',
  },
  actions: {
    storeLineup: assign({ channels: (_, channels: readonly NumberedChannel[]) => channels }),
    addDigit: assign({
      outcome: ({ context }, digit: number) => typeDigit(typingOf(context.outcome), digit, context.channels),
    }),
    settle: assign({ outcome: ({ context }) => digitsSettled(typingOf(context.outcome), context.channels) }),
    switchChannel: emit((_, channelId: string) => ({ type: 'digits.switch' as const, channelId })),
  },
}).createMachine({
  id: 'channelDigits',
  initial: 'idle',
  context: ({ input }) => ({ channels: input.channels, outcome: null }),
  on: {
    'digits.type': { target: '.deciding', actions: { type: 'addDigit', params: ({ event }) => event.digit } },
    'digits.lineup': { actions: { type: 'storeLineup', params: ({ event }) => event.channels } },
  },
  states: {
    idle: {},
    deciding: {
      always: [
        {
          guard: 'reachesChannel',
          target: 'idle',
          actions: { type: 'switchChannel', params: ({ context }) => reachedChannel(context.outcome) },
        },
        { guard: 'reachesNone', target: 'noMatch' },
        { target: 'typing' },
      ],
    },
    typing: { tags: ['shown'], after: { digitWait: { target: 'deciding', actions: 'settle' } } },
    noMatch: { tags: ['shown'], after: { digitWait: 'idle' } },
  },
});
