import { css } from '@linaria/core';
import { useEffect, useId, useRef } from 'react';
import type { ReminderBannerProps } from '../shared/components/reminder-host';
import { useTranslation } from '../shared/i18n/use-translation';
import { useRemoteKeys } from './keys/key-layers';

const panel = css`
  position: fixed;
  top: 48px;
  right: 80px;
  z-index: 30;
  width: 720px;
  box-sizing: border-box;
  padding: 32px 40px;
  border-radius: 16px;
  border-left: 8px solid var(--color-accent);
  background: var(--color-surface-raised);
  color: var(--color-text);
  font-size: 1.6rem;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.6);
  h2 {
    margin: 0 0 12px;
    font-size: 2rem;
  }
  p {
    margin: 0 0 8px;
  }
`;
const buttons = css`
  display: flex;
  justify-content: flex-end;
  margin-top: 24px;
  button {
    margin-left: 24px;
    font: inherit;
    font-weight: 700;
    padding: 14px 32px;
    border-radius: 12px;
    border: 2px solid var(--color-text-muted);
    background: transparent;
    color: var(--color-text);
    outline: none;
  }
  button:focus {
    border-color: var(--color-accent);
    background: var(--color-accent);
    color: var(--color-on-accent);
    outline: 6px solid var(--color-accent);
    outline-offset: 4px;
  }
`;

/**
 * The TV's reminder: it takes the focus (on Switch) while it is shown, Left and Right move
 * between Dismiss and Switch, Enter presses, Back dismisses; every other key stops here. When it
 * closes without switching (Dismiss, Back, the show started) the focus goes back where the user was.
 */
export function TvReminderBanner({ due, onSwitch, onDismiss }: ReminderBannerProps) {
  const { t } = useTranslation();
  const id = useId();
  const dismiss = useRef<HTMLButtonElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    const before = document.activeElement;
    change.current?.focus();
    return () => {
      if (!switched.current && before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  const switchTo = () => {
    switched.current = true;
    onSwitch();
  };
  useRemoteKeys('dialog', (key) => {
    if (key.action === 'left') dismiss.current?.focus();
    else if (key.action === 'right') change.current?.focus();
    else if (key.action === 'back') onDismiss();
    else if (key.action === 'enter') (document.activeElement === dismiss.current ? onDismiss : switchTo)();
    return true;
  });
  return (
    <section className={panel} aria-labelledby={id} data-testid="reminder-banner">
      <h2 id={id}>{t('reminder_heading')}</h2>
      <p role="alert">{t('reminder_starts', { title: due.reminder.title })}</p>
      <p role="timer">{t('reminder_countdown', { seconds: due.seconds })}</p>
      <div className={buttons}>
        <button ref={dismiss} type="button" onClick={onDismiss}>
          {t('reminder_dismiss')}
        </button>
        <button ref={change} type="button" onClick={switchTo}>
          {t('reminder_switch')}
        </button>
      </div>
    </section>
  );
}
