import { dueReminder, reminderCountdownSeconds, type Reminder } from '../../domain/reminders/reminder';
import type { RemindersContext } from './reminders.machine';

/** A reminder shown: the show, its channel, and the seconds left before it starts. */
export interface DueReminderView {
  readonly reminder: Reminder;
  readonly seconds: number;
}

/** The reminder to show now (none while its channel is playing), with its countdown. */
export function dueReminderView(context: RemindersContext): DueReminderView | null {
  const reminder = dueReminder(context.reminders, context.now, context.playing);
  return reminder === null ? null : { reminder, seconds: reminderCountdownSeconds(reminder, context.now) };
}

/** Two views show the same thing (the hook renders again only when what it shows changes). */
export const sameDueReminder = (a: DueReminderView | null, b: DueReminderView | null): boolean =>
  a === b || (a !== null && b !== null && a.reminder === b.reminder && a.seconds === b.seconds);
