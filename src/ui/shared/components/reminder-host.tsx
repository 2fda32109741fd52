import { Suspense, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import type { DueReminderView } from '../../../application/reminders/reminders.model';
import { useReminders } from '../hooks/use-reminders';

/** What a layout's reminder banner shows and does. */
export interface ReminderBannerProps {
  readonly due: DueReminderView;
  /** Plays the reminder's channel live (the reminder is done). */
  readonly onSwitch: () => void;
  /** Closes the reminder (it is done). */
  readonly onDismiss: () => void;
}

/**
 * Where both shells show the reminder due now: the layout's banner (its code loads when a
 * reminder is first due); Switch leads to `playPath` of the channel, as choosing the channel does.
 */
export function ReminderHost({
  Banner,
  playPath,
}: {
  Banner: ComponentType<ReminderBannerProps>;
  playPath: (channelId: string) => string;
}) {
  const { due, remove } = useReminders();
  const navigate = useNavigate();
  if (due === null) return null;
  const { showId, channelId } = due.reminder;
  return (
    <Suspense fallback={null}>
      <Banner
        due={due}
        onSwitch={() => {
          remove(showId);
          void navigate(playPath(channelId));
        }}
        onDismiss={() => remove(showId)}
      />
    </Suspense>
  );
}
