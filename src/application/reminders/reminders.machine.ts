import { assign, fromCallback, setup } from 'xstate';
import {
  keptReminders,
  withoutReminder,
  withReminder,
  hasReminder,
  type Reminder,
} from '../../domain/reminders/reminder';
import type { Temporal } from '../../domain/time';
import { notProvided } from '../not-provided';

export interface RemindersContext {
  /** The reminders still to come, the soonest first. */
  readonly reminders: readonly Reminder[];
  /** The instant the reminders were last checked at (the clock port's, once a tick). */
  readonly now: Temporal.Instant;
  /** The channel playing live now, whose reminders are not shown. */
  readonly playing: string | null;
}

export interface RemindersInput {
  readonly reminders: readonly Reminder[];
  readonly now: Temporal.Instant;
}

export type RemindersEvent =
  /** Sets the show's reminder, or removes it when it has one. */
  | { type: 'reminders.toggle'; reminder: Reminder }
  /** Removes a reminder: from the settings' list, or its banner dismissed or switched to. */
  | { type: 'reminders.remove'; showId: string }
  /** The channel playing live now (null: none). */
  | { type: 'reminders.playing'; channelId: string | null }
  /** The time now, from the ticker while there are reminders. */
  | { type: 'reminders.tick'; now: Temporal.Instant };

/**
 * The reminders of this device: kept on it (`persist` after each change), and while there are
 * some, checked against the clock every `REMINDER_TICK_MS` by the `ticker` actor; one whose show
 * has started is dropped silently. What is due is read from the context (`remindersView`).
 */
export const remindersMachine = setup({
  types: {} as { context: RemindersContext; events: RemindersEvent; input: RemindersInput },
  actors: {
    /** Sends `reminders.tick` with the clock's time at once, then every `REMINDER_TICK_MS`. */
    ticker: fromCallback(() => notProvided('ticker')),
  },
  actions: {
    /** Keeps the reminders on the device. */
    persist: (_, _params: { reminders: readonly Reminder[] }) => notProvided('persist'),
    toggle: assign(({ context }, reminder: Reminder) => ({
      reminders: hasReminder(context.reminders, reminder.showId)
        ? withoutReminder(context.reminders, reminder.showId)
        : withReminder(context.reminders, reminder),
    })),
    remove: assign(({ context }, showId: string) => ({ reminders: withoutReminder(context.reminders, showId) })),
    setPlaying: assign((_, playing: string | null) => ({ playing })),
    setNow: assign(({ context }, now: Temporal.Instant) => ({ now, reminders: keptReminders(context.reminders, now) })),
  },
  guards: {
    none: ({ context }) => context.reminders.length === 0,
    drops: ({ context }, now: Temporal.Instant) => keptReminders(context.reminders, now) !== context.reminders,
  },
}).createMachine({
  id: 'reminders',
  context: ({ input }) => ({ reminders: input.reminders, now: input.now, playing: null }),
  initial: 'watching',
  on: {
    'reminders.toggle': {
      target: '.watching',
      actions: [
        { type: 'toggle', params: ({ event }) => event.reminder },
        { type: 'persist', params: ({ context }) => ({ reminders: context.reminders }) },
      ],
    },
    'reminders.remove': {
      target: '.watching',
      actions: [
        { type: 'remove', params: ({ event }) => event.showId },
        { type: 'persist', params: ({ context }) => ({ reminders: context.reminders }) },
      ],
    },
    'reminders.playing': { actions: { type: 'setPlaying', params: ({ event }) => event.channelId } },
  },
  states: {
    idle: {},
    watching: {
      always: { guard: 'none', target: 'idle' },
      invoke: { src: 'ticker' },
      on: {
        'reminders.tick': [
          {
            guard: { type: 'drops', params: ({ event }) => event.now },
            actions: [
              { type: 'setNow', params: ({ event }) => event.now },
              { type: 'persist', params: ({ context }) => ({ reminders: context.reminders }) },
            ],
          },
          { actions: { type: 'setNow', params: ({ event }) => event.now } },
        ],
      },
    },
  },
});
