import { css } from '@linaria/core';
import { useDateFormat } from '../../../shared/hooks/use-date-format';
import { useReminders } from '../../../shared/hooks/use-reminders';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { outlineButton } from '../../../shared/theme/buttons';

const list = css`
  list-style: none;
  padding: 0;
  margin: 16px 0;
  max-width: 720px;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 10px;
    padding: 8px 12px;
    margin: 0 0 6px;
    border-radius: 8px;
    background: var(--color-surface-raised);
  }
`;

/** The reminders this device keeps, each removable, beside the device's preferences. */
export function DeviceReminders() {
  const { t } = useTranslation();
  const { reminders, remove } = useReminders();
  const { dateTime } = useDateFormat();
  return (
    <section aria-labelledby="reminders-heading">
      <h2 id="reminders-heading">{t('reminders_title')}</h2>
      {reminders.length === 0 ? (
        <p>{t('reminders_none')}</p>
      ) : (
        <ul className={list}>
          {reminders.map((reminder) => (
            <li key={reminder.showId}>
              <span>
                {reminder.title}, {dateTime(reminder.start)}
              </span>
              <button
                type="button"
                className={outlineButton}
                aria-label={t('reminder_remove', { title: reminder.title })}
                onClick={() => remove(reminder.showId)}
              >
                {t('reminder_unset')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
