import { showTiming, type Show } from '../shows/show';
import { Temporal } from '../time';

/**
 * Reminders (issue: "remind me", as Kodi does): a future show the user asked to be told about,
 * kept on the device; told one minute before it starts, dropped once it has started.
 */

/** How long before a show's start its reminder is shown, in milliseconds. */
export const REMINDER_LEAD_MS = 60_000;

/** How often a shown reminder's countdown moves, in milliseconds. */
export const REMINDER_TICK_MS = 1_000;

/** A show to be told about, with what the reminder shows and where Switch leads. */
export interface Reminder {
  readonly showId: string;
  readonly channelId: string;
  readonly title: string;
  readonly start: Temporal.Instant;
}

/** A reminder as the device keeps it (JSON). */
export interface StoredReminder {
  readonly showId: string;
  readonly channelId: string;
  readonly title: string;
  /** The show's start, ISO 8601. */
  readonly start: string;
}

/** Only a show still to come can have a reminder. */
export function canRemind(show: Pick<Show, 'startDate' | 'stopDate'>, now: Temporal.Instant): boolean {
  return showTiming(show, now) === 'future';
}

/** The reminder of a show. */
export function reminderOf(show: Pick<Show, 'id' | 'channelId' | 'title' | 'startDate'>): Reminder {
  return { showId: show.id, channelId: show.channelId, title: show.title, start: show.startDate };
}

/** A reminder is due from `REMINDER_LEAD_MS` before its show's start until the start. */
export function isReminderDue(reminder: Reminder, now: Temporal.Instant): boolean {
  const left = reminder.start.epochMilliseconds - now.epochMilliseconds;
  return left > 0 && left <= REMINDER_LEAD_MS;
}

/** A reminder has passed once its show has started: it is dropped without being shown. */
export function hasReminderPassed(reminder: Reminder, now: Temporal.Instant): boolean {
  return now.epochMilliseconds >= reminder.start.epochMilliseconds;
}

/** The reminders still to come, the soonest first. */
export function keptReminders(reminders: readonly Reminder[], now: Temporal.Instant): readonly Reminder[] {
  const kept = reminders.filter((reminder) => !hasReminderPassed(reminder, now));
  return kept.length === reminders.length ? reminders : kept;
}

/** The reminder to show now: the soonest due one, unless its channel is already playing. */
export function dueReminder(
  reminders: readonly Reminder[],
  now: Temporal.Instant,
  playingChannelId: string | null,
): Reminder | null {
  return reminders.find((reminder) => isReminderDue(reminder, now) && reminder.channelId !== playingChannelId) ?? null;
}

/** Whole seconds left before the show starts (the countdown shown), never below zero. */
export function reminderCountdownSeconds(reminder: Reminder, now: Temporal.Instant): number {
  return Math.max(0, Math.ceil((reminder.start.epochMilliseconds - now.epochMilliseconds) / 1000));
}

/** Whether the show has a reminder. */
export const hasReminder = (reminders: readonly Reminder[], showId: string): boolean =>
  reminders.some((reminder) => reminder.showId === showId);

/** The reminders without the show's. */
export const withoutReminder = (reminders: readonly Reminder[], showId: string): readonly Reminder[] =>
  reminders.filter((reminder) => reminder.showId !== showId);

/** The reminders with this one added (once), the soonest first. */
export function withReminder(reminders: readonly Reminder[], reminder: Reminder): readonly Reminder[] {
  return [...withoutReminder(reminders, reminder.showId), reminder].sort(
    (a, b) => a.start.epochMilliseconds - b.start.epochMilliseconds,
  );
}

/** What the device keeps of the reminders. */
export const storedReminders = (reminders: readonly Reminder[]): StoredReminder[] =>
  reminders.map((reminder) => ({ ...reminder, start: reminder.start.toString() }));

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function parseReminder(value: unknown): Reminder | null {
  if (typeof value !== 'object' || value === null) return null;
  const { showId, channelId, title, start } = value as Partial<Record<keyof StoredReminder, unknown>>;
  if (!isText(showId) || !isText(channelId) || typeof title !== 'string' || !isText(start)) return null;
  try {
    return { showId, channelId, title, start: Temporal.Instant.from(start) };
  } catch {
    return null;
  }
}

/** The reminders kept on the device; anything unreadable is left out. */
export function parseReminders(value: unknown): readonly Reminder[] {
  if (!Array.isArray(value)) return [];
  return value.map(parseReminder).reduce<readonly Reminder[]>((all, one) => (one ? withReminder(all, one) : all), []);
}
