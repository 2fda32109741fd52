import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { dueReminderView, sameDueReminder, type DueReminderView } from '../../../application/reminders/reminders.model';
import type { RemindersActor } from '../../../application/reminders/reminders.service';
import { REMINDERS_SERVICE } from '../../../application/tokens';
import type { Reminder } from '../../../domain/reminders/reminder';
import { useLoadedService } from '../services';

const NONE: readonly Reminder[] = [];

export interface Reminders {
  /** The reminders still to come, the soonest first (none until their code has loaded). */
  readonly reminders: readonly Reminder[];
  /** The reminder to show now with its countdown, or null. */
  readonly due: DueReminderView | null;
  /** Removes a reminder (from the list, or its banner dismissed or switched to). */
  readonly remove: (showId: string) => void;
}

/** The device's reminders, for both shells' banner and both settings' lists. */
export function useReminders(): Reminders {
  const actor = useLoadedService<RemindersActor>(REMINDERS_SERVICE);
  const reminders = useSelector(actor, (snapshot) => snapshot?.context.reminders ?? NONE);
  const due = useSelector(actor, (snapshot) => (snapshot ? dueReminderView(snapshot.context) : null), sameDueReminder);
  return useMemo(
    () => ({
      reminders,
      due,
      remove: (showId) => actor?.send({ type: 'reminders.remove', showId }),
    }),
    [actor, reminders, due],
  );
}
