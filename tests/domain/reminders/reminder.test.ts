import { describe, expect, it } from 'vitest';
import {
  canRemind,
  dueReminder,
  hasReminder,
  hasReminderPassed,
  isReminderDue,
  keptReminders,
  parseReminders,
  REMINDER_LEAD_MS,
  reminderCountdownSeconds,
  reminderOf,
  storedReminders,
  withoutReminder,
  withReminder,
  type Reminder,
} from '../../../src/domain/reminders/reminder';
import { Temporal } from '../../../src/domain/time';

const START = Temporal.Instant.from('2026-11-23T20:00:00Z');
const at = (msFromStart: number) => START.add({ milliseconds: msFromStart });
const reminder = (showId: string, start = START, channelId = 'tf1'): Reminder => ({
  showId,
  channelId,
  title: `Show ${showId}`,
  start,
});

describe('reminders', () => {
  it('should wait one minute before the start', () => {
    expect(REMINDER_LEAD_MS).toBe(60_000);
  });

  it.each([
    ['before the start', -1, true],
    ['at the start', 0, false],
    ['after the start', 1, false],
  ])('should offer a reminder for a show %s only while it is to come', (_, offset, expected) => {
    const show = { startDate: START, stopDate: START.add({ hours: 1 }) };
    expect(canRemind(show, at(offset))).toBe(expected);
  });

  it('should remember the show, its channel, title and start', () => {
    const show = { id: 's1', channelId: 'tf1', title: 'News', startDate: START };
    expect(reminderOf(show)).toEqual({ showId: 's1', channelId: 'tf1', title: 'News', start: START });
  });

  it.each([
    ['more than a minute before', -REMINDER_LEAD_MS - 1, false],
    ['exactly a minute before', -REMINDER_LEAD_MS, true],
    ['a second before', -1000, true],
    ['at the start', 0, false],
  ])('should be due only within the minute before the start (%s)', (_, offset, expected) => {
    expect(isReminderDue(reminder('a'), at(offset))).toBe(expected);
  });

  it('should pass once the show has started', () => {
    expect(hasReminderPassed(reminder('a'), at(-1))).toBe(false);
    expect(hasReminderPassed(reminder('a'), at(0))).toBe(true);
  });

  it('should drop the reminders whose show has started and keep the others', () => {
    const later = reminder('b', START.add({ hours: 1 }));
    expect(keptReminders([reminder('a'), later], at(0))).toEqual([later]);
  });

  it('should show the soonest due reminder', () => {
    const soon = reminder('a', at(30_000));
    const sooner = reminder('b', at(10_000));
    expect(dueReminder(withReminder([soon], sooner), START, null)).toBe(sooner);
  });

  it('should show none while the channel of the due reminder is already playing', () => {
    expect(dueReminder([reminder('a', at(10_000))], START, 'tf1')).toBeNull();
    expect(dueReminder([reminder('a', at(10_000))], START, 'arte')?.showId).toBe('a');
  });

  it('should show none before a reminder is due', () => {
    expect(dueReminder([reminder('a', at(REMINDER_LEAD_MS + 1))], START, null)).toBeNull();
  });

  it('should count down the whole seconds left, never below zero', () => {
    expect(reminderCountdownSeconds(reminder('a'), at(-60_000))).toBe(60);
    expect(reminderCountdownSeconds(reminder('a'), at(-59_500))).toBe(60);
    expect(reminderCountdownSeconds(reminder('a'), at(-59_000))).toBe(59);
    expect(reminderCountdownSeconds(reminder('a'), at(5))).toBe(0);
  });

  it('should keep one reminder per show, the soonest first, and remove it', () => {
    const late = reminder('late', START.add({ hours: 2 }));
    const all = withReminder(withReminder([late], reminder('a')), reminder('a'));
    expect(all.map((one) => one.showId)).toEqual(['a', 'late']);
    expect(hasReminder(all, 'a')).toBe(true);
    expect(withoutReminder(all, 'a')).toEqual([late]);
  });

  it('should read back what the device keeps and leave out anything unreadable', () => {
    const kept = [reminder('a')];
    const stored: unknown = JSON.parse(JSON.stringify(storedReminders(kept)));
    expect(parseReminders(stored)).toEqual(kept);
    expect(parseReminders([{ showId: 'x' }, { ...storedReminders(kept)[0], start: 'soon' }, 3])).toEqual([]);
    expect(parseReminders('nothing')).toEqual([]);
  });
});
