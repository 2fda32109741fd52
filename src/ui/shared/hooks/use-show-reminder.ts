import { useSelector } from '@xstate/react';
import type { RemindersActor } from '../../../application/reminders/reminders.service';
import { REMINDERS_SERVICE } from '../../../application/tokens';
import { canRemind, hasReminder, reminderOf } from '../../../domain/reminders/reminder';
import type { Show } from '../../../domain/shows/show';
import { useAnnounce } from '../components/announcer';
import { useTranslation } from '../i18n/use-translation';
import { useLoadedService } from '../services';
import { useNow } from './use-now';

/** A show's reminder as its overlay or focused card offers it: only for a show still to come. */
export interface ShowReminder {
  /** Whether a reminder may be set or removed for this show now. */
  readonly offered: boolean;
  readonly set: boolean;
  /** Sets the reminder, or removes it, and says which through the announcer; false when none is offered. */
  readonly toggle: () => boolean;
}

/** The reminder of `show` (null: none focused), for its overlay's action and the TV's green key. */
export function useShowReminder(
  show: Pick<Show, 'id' | 'channelId' | 'title' | 'startDate' | 'stopDate'> | null,
): ShowReminder {
  const actor = useLoadedService<RemindersActor>(REMINDERS_SERVICE);
  const now = useNow();
  const { t } = useTranslation();
  const announce = useAnnounce();
  const set = useSelector(actor, (snapshot) =>
    show && snapshot ? hasReminder(snapshot.context.reminders, show.id) : false,
  );
  const offered = actor !== undefined && show !== null && (set || canRemind(show, now));
  return {
    offered,
    set,
    toggle: () => {
      if (!offered || show === null || actor === undefined) return false;
      actor.send({ type: 'reminders.toggle', reminder: reminderOf(show) });
      announce(t(set ? 'reminder_removed' : 'reminder_added', { title: show.title }));
      return true;
    },
  };
}
