import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dueReminderView } from '../../../src/application/reminders/reminders.model';
import { startReminders } from '../../../src/application/reminders/reminders.service';
import { createMemoryPreferences } from '../../../src/adapters/storage/memory-preferences.store';
import { REMINDER_LEAD_MS, REMINDER_TICK_MS, type Reminder } from '../../../src/domain/reminders/reminder';
import { Temporal } from '../../../src/domain/time';
import { ManualClock } from '../../fakes/manual-clock';

const NOW = '2026-11-23T20:00:00Z';

function setUp(stored: unknown = undefined) {
  const clock = new ManualClock(Temporal.Instant.from(NOW));
  const preferences = createMemoryPreferences(stored === undefined ? {} : { reminders: stored as never });
  const actor = startReminders({ clock, preferences });
  /** Moves the clock and the timers together, as time passes on a device. */
  const pass = async (ms: number) => {
    for (let done = 0; done < ms; done += REMINDER_TICK_MS) {
      clock.advance({ milliseconds: REMINDER_TICK_MS });
      await vi.advanceTimersByTimeAsync(REMINDER_TICK_MS);
    }
  };
  const reminder = (showId: string, inMs: number, channelId = 'tf1'): Reminder => ({
    showId,
    channelId,
    title: `Show ${showId}`,
    start: clock.now().add({ milliseconds: inMs }),
  });
  const due = () => dueReminderView(actor.getSnapshot().context);
  return { clock, preferences, actor, pass, reminder, due };
}

describe('reminders of the device', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should keep a reminder set on the device, and forget it once removed', () => {
    const { actor, preferences, reminder } = setUp();
    actor.send({ type: 'reminders.toggle', reminder: reminder('a', 600_000) });
    expect(preferences.get('reminders')).toEqual([
      expect.objectContaining({ showId: 'a', channelId: 'tf1', title: 'Show a' }),
    ]);
    actor.send({ type: 'reminders.toggle', reminder: reminder('a', 600_000) });
    expect(preferences.get('reminders')).toEqual([]);
  });

  it('should read back the reminders the device kept', () => {
    const { reminder } = setUp();
    const kept = reminder('a', 600_000);
    const { actor } = setUp([{ ...kept, start: kept.start.toString() }]);
    expect(actor.getSnapshot().context.reminders).toEqual([kept]);
  });

  it('should show a reminder one minute before its show, counting down each second', async () => {
    const { actor, pass, reminder, due } = setUp();
    actor.send({ type: 'reminders.toggle', reminder: reminder('a', REMINDER_LEAD_MS + 5_000) });
    await pass(4_000);
    expect(due()).toBeNull();
    await pass(1_000);
    expect(due()).toEqual({ reminder: expect.objectContaining({ showId: 'a' }), seconds: 60 });
    await pass(3_000);
    expect(due()?.seconds).toBe(57);
  });

  it('should show nothing while the reminder’s channel is playing', async () => {
    const { actor, pass, reminder, due } = setUp();
    actor.send({ type: 'reminders.toggle', reminder: reminder('a', 30_000) });
    actor.send({ type: 'reminders.playing', channelId: 'tf1' });
    await pass(1_000);
    expect(due()).toBeNull();
    actor.send({ type: 'reminders.playing', channelId: 'arte' });
    expect(due()?.reminder.showId).toBe('a');
  });

  it('should drop a shown reminder once dismissed or switched to', async () => {
    const { actor, preferences, pass, reminder, due } = setUp();
    actor.send({ type: 'reminders.toggle', reminder: reminder('a', 30_000) });
    await pass(1_000);
    actor.send({ type: 'reminders.remove', showId: 'a' });
    expect(due()).toBeNull();
    expect(preferences.get('reminders')).toEqual([]);
  });

  it('should drop a reminder silently once its show has started, and stop ticking', async () => {
    const { actor, preferences, pass, reminder, due } = setUp();
    actor.send({ type: 'reminders.toggle', reminder: reminder('a', 3_000) });
    await pass(3_000);
    expect(due()).toBeNull();
    expect(actor.getSnapshot().context.reminders).toEqual([]);
    expect(preferences.get('reminders')).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('should drop on start a kept reminder whose show has passed', () => {
    const { reminder } = setUp();
    const passed = reminder('a', -1_000);
    const { actor, preferences } = setUp([{ ...passed, start: passed.start.toString() }]);
    expect(actor.getSnapshot().context.reminders).toEqual([]);
    expect(preferences.get('reminders')).toEqual([]);
  });
});
