import { useDateFormat } from '../../../shared/hooks/use-date-format';
import { useReminders } from '../../../shared/hooks/use-reminders';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FocusableButton } from '../../focusable';

/**
 * The reminders this device keeps, in the TV settings: Enter on one removes it. The page's own
 * styles (its lists and buttons) apply.
 */
export function TvRemindersSection() {
  const { t } = useTranslation();
  const { reminders, remove } = useReminders();
  const { dateTime } = useDateFormat();
  return (
    <section aria-labelledby="tv-reminders-heading">
      <h2 id="tv-reminders-heading">{t('reminders_title')}</h2>
      {reminders.length === 0 ? (
        <p>{t('reminders_none')}</p>
      ) : (
        <ul>
          {reminders.map((reminder) => (
            <li key={reminder.showId}>
              <FocusableButton
                focusKey={`settings-reminder-${reminder.showId}`}
                label={t('reminder_remove', { title: reminder.title })}
                onPress={() => remove(reminder.showId)}
              >
                <span>
                  {reminder.title}, {dateTime(reminder.start)}
                </span>
                <span aria-hidden>{t('reminder_unset')}</span>
              </FocusableButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
