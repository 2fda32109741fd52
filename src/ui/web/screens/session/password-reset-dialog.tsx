import { cx } from '@linaria/core';
import { useId } from 'react';
import { usePasswordReset } from '../../../shared/hooks/use-password-reset';
import { useModalDialog } from '../../../shared/hooks/use-modal-dialog';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { dialogPanel } from '../../../shared/theme/dialog';
import { alertText, formButtonRow, formSecondaryButton, webForm } from '../../../shared/theme/form';

/** The web opens the provider's reset page in a new tab, which gets no handle on this one. */
const openInNewTab = (url: string) => void window.open(url, '_blank', 'noopener');

/**
 * "Forgot password" on the web: the e-mail typed in the sign-in form, checked (spec point 5),
 * then the provider's reset page in a new tab. Escape or Cancel closes it.
 */
export function PasswordResetDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useModalDialog();
  const reset = usePasswordReset(email, openInNewTab, onClose);
  return (
    <dialog
      ref={ref}
      className={dialogPanel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>{t('reset_title')}</h2>
      <p id={`${id}-intro`}>{t('reset_intro')}</p>
      <form className={cx(webForm)} onSubmit={reset.submit} noValidate>
        <label htmlFor={`${id}-email`}>{t('login_email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          maxLength={reset.maxLength}
          value={reset.email}
          onChange={(event) => reset.setEmail(event.target.value)}
          aria-invalid={reset.error !== null}
          aria-describedby={reset.error ? `${id}-error` : undefined}
        />
        {reset.error ? (
          <span id={`${id}-error`} className={alertText}>
            {t(reset.error)}
          </span>
        ) : null}
        <div className={formButtonRow}>
          <button type="submit">{t('reset_submit')}</button>
          <button type="button" className={formSecondaryButton} onClick={onClose}>
            {t('reset_cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
