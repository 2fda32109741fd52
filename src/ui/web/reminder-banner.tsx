import { css } from '@linaria/core';
import { useId } from 'react';
import { createPortal } from 'react-dom';
import type { ReminderBannerProps } from '../shared/components/reminder-host';
import { useTranslation } from '../shared/i18n/use-translation';
import { outlineButton } from '../shared/theme/buttons';
import { useTopDialog } from './top-dialog';

const panel = css`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 15;
  width: min(420px, calc(100vw - 32px));
  box-sizing: border-box;
  padding: 16px 20px;
  border-radius: 12px;
  border-left: 6px solid var(--color-accent);
  background: var(--color-surface-raised);
  color: var(--color-text);
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.5);
  h2 {
    margin: 0 0 6px;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 6px;
  }
`;
const buttons = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 12px;
`;
const primary = css`
  font: inherit;
  font-weight: 700;
  padding: 8px 18px;
  border: 0;
  border-radius: 8px;
  background: var(--color-accent);
  color: var(--color-on-accent);
  cursor: pointer;
`;

/**
 * The web's reminder: a region that does not take the focus, said by screen readers as it comes
 * (an alert), its countdown a timer that is not read every second; Switch and Dismiss are the
 * next stops of the keyboard after the screen. While a modal dialog is open (an overlay), it is
 * drawn inside it, the only part of the page then seen and usable.
 */
export function ReminderBanner({ due, onSwitch, onDismiss }: ReminderBannerProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useTopDialog();
  const banner = (
    <section className={panel} aria-labelledby={id} data-testid="reminder-banner">
      <h2 id={id}>{t('reminder_heading')}</h2>
      <p role="alert">{t('reminder_starts', { title: due.reminder.title })}</p>
      <p role="timer">{t('reminder_countdown', { seconds: due.seconds })}</p>
      <div className={buttons}>
        <button type="button" className={outlineButton} onClick={onDismiss}>
          {t('reminder_dismiss')}
        </button>
        <button type="button" className={primary} onClick={onSwitch}>
          {t('reminder_switch')}
        </button>
      </div>
    </section>
  );
  return dialog === null ? banner : createPortal(banner, dialog);
}
