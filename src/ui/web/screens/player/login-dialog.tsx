import { css, cx } from '@linaria/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useModalDialog } from '../../../shared/hooks/use-modal-dialog';
import { LoginForm } from '../../../shared/components/login-form';
import { dialogPanel } from '../../../shared/theme/dialog';

const dialog = css`
  > button {
    margin-top: 12px;
    width: 100%;
    font: inherit;
    padding: 10px;
    border: 0;
    border-radius: 8px;
    background: var(--color-surface);
    color: var(--color-text);
  }
`;

/** Playing while signed out opens this (spec point 4): sign in here, then playback goes on. */
export function LoginDialog({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useModalDialog();
  return (
    <dialog
      ref={ref}
      className={cx(dialogPanel, dialog)}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{t('login_title')}</h2>
      <p>{t('player_login_needed')}</p>
      <LoginForm />
      <button type="button" onClick={onCancel}>
        {t('pin_cancel')}
      </button>
    </dialog>
  );
}
