import { createMemoryPreferences } from '../../src/adapters/storage/memory-preferences.store';
import { fakeServices } from '../fakes/fake-services';
import { ManualClock } from '../fakes/manual-clock';

/** The services of a shell whose device keeps one reminder of `Le Journal` on ch1, starting in 30 s. */
export function reminderServices() {
  const clock = new ManualClock();
  const preferences = createMemoryPreferences({
    reminders: [
      { showId: 'journal', channelId: 'ch1', title: 'Le Journal', start: clock.now().add({ seconds: 30 }).toString() },
    ],
  });
  return { clock, preferences, services: fakeServices({ clock, preferences }) };
}
