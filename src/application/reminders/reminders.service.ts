import { createActor, fromCallback, type ActorRefFrom } from 'xstate';
import { parseReminders, REMINDER_TICK_MS, storedReminders } from '../../domain/reminders/reminder';
import type { Clock } from '../../ports/clock.port';
import type { PreferencesStore } from '../../ports/preferences.port';
import type { ActorOptions } from '../tokens';
import { remindersMachine, type RemindersEvent } from './reminders.machine';

export type RemindersActor = ActorRefFrom<typeof remindersMachine>;

export interface RemindersDeps {
  readonly clock: Clock;
  readonly preferences: PreferencesStore;
}

/** The ticker of the reminders: the clock's time at once, then every `REMINDER_TICK_MS`. */
export const clockTicker = (clock: Clock) =>
  fromCallback(({ sendBack }) => {
    const tick = () => sendBack({ type: 'reminders.tick', now: clock.now() } satisfies RemindersEvent);
    tick();
    const timer = setInterval(tick, REMINDER_TICK_MS);
    return () => clearInterval(timer);
  });

/** The reminders of the device, one actor for the whole app, started with what the device kept. */
export function startReminders({ clock, preferences }: RemindersDeps, options: ActorOptions = {}): RemindersActor {
  return createActor(
    remindersMachine.provide({
      actors: { ticker: clockTicker(clock) },
      actions: { persist: (_, { reminders }) => preferences.set('reminders', storedReminders(reminders)) },
    }),
    { ...options, input: { reminders: parseReminders(preferences.get('reminders')), now: clock.now() } },
  ).start();
}
