import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { cx } from '@linaria/core';
import { useId } from 'react';
import { usePasswordReset } from '../../../shared/hooks/use-password-reset';
import { useModalDialog } from '../../../shared/hooks/use-modal-dialog';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { dialogPanel } from '../../../shared/theme/dialog';
import { FocusableInput } from '../../focusable';
import { useRemoteKeys } from '../../keys/key-layers';
import { thisPage } from '../../this-page';
import { PanelButton } from '../player/panel-button';
import { dialogAlert, tvDialog } from '../player/tv-dialog-styles';

const NAVIGATION = new Set(['up', 'down', 'left', 'right', 'enter']);

/** The provider's reset page opens in place of the app; the TV's Back comes back to the sign-in. */
const openOnThisTv = (url: string) => thisPage.open(url);

/**
 * "Forgot password" on TV: the e-mail typed in the sign-in form, checked (spec point 5), reached
 * with the arrows; Enter on it or on the button opens the reset page. Back or Cancel closes it.
 */
export function TvPasswordResetDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModalDialog();
  const reset = usePasswordReset(email, openOnThisTv, onClose);
  const { ref, focusKey } = useFocusable({ focusKey: 'reset-dialog', trackChildren: true, isFocusBoundary: true });
  useRemoteKeys('dialog', (key) => {
    if (key.action === 'back') onClose();
    return !NAVIGATION.has(key.action);
  });
  return (
    <dialog
      ref={dialog}
      className={cx(dialogPanel, tvDialog)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onCancel={(event) => event.preventDefault()}
    >
      <FocusContext.Provider value={focusKey}>
        <form ref={ref} onSubmit={reset.submit} noValidate>
          <h2 id={`${id}-title`}>{t('reset_title')}</h2>
          <p id={`${id}-intro`}>{t('reset_intro_tv')}</p>
          <label htmlFor={`${id}-email`}>{t('login_email')}</label>
          <FocusableInput
            id={`${id}-email`}
            focusKey="reset-email"
            autoFocus
            type="email"
            autoComplete="username"
            maxLength={reset.maxLength}
            value={reset.email}
            onChange={(event) => reset.setEmail(event.target.value)}
            onEnter={() => reset.submit()}
            aria-invalid={reset.error !== null}
            aria-describedby={reset.error ? `${id}-error` : undefined}
          />
          {reset.error ? (
            <p id={`${id}-error`} className={dialogAlert}>
              {t(reset.error)}
            </p>
          ) : null}
          <PanelButton focusKey="reset-submit" onPress={() => reset.submit()}>
            {t('reset_submit')}
          </PanelButton>
          <PanelButton focusKey="reset-cancel" onPress={onClose}>
            {t('reset_cancel')}
          </PanelButton>
        </form>
      </FocusContext.Provider>
    </dialog>
  );
}
