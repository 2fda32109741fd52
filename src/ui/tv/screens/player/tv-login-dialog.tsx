import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { cx } from '@linaria/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLoginForm } from '../../../shared/hooks/use-login-form';
import { useModalDialog } from '../../../shared/hooks/use-modal-dialog';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { dialogPanel } from '../../../shared/theme/dialog';
import { FocusableInput } from '../../focusable';
import { useRemoteKeys } from '../../keys/key-layers';
import { PanelButton } from './panel-button';
import { dialogAlert, tvDialog } from './tv-dialog-styles';

const NAVIGATION = new Set(['up', 'down', 'left', 'right', 'enter']);

/**
 * Playing while signed out opens this on TV (spec point 4): e-mail and password reached with
 * the arrows; once signed in the playback goes on. Back or Cancel gives up; other keys stay here.
 */
export function TvLoginDialog({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModalDialog();
  const form = useLoginForm();
  const { ref, focusKey } = useFocusable({ focusKey: 'login-dialog', trackChildren: true, isFocusBoundary: true });
  useRemoteKeys('dialog', (key) => {
    if (key.action === 'back') onCancel();
    return !NAVIGATION.has(key.action);
  });
  return (
    <dialog
      ref={dialog}
      className={cx(dialogPanel, tvDialog)}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => event.preventDefault()}
    >
      <FocusContext.Provider value={focusKey}>
        <form ref={ref} onSubmit={form.submit} noValidate aria-busy={form.busy}>
          <h2 id={`${id}-title`}>{t('login_title')}</h2>
          <p>
            {t('player_login_needed')} {t('tv_login_keys')}
          </p>
          {form.error ? (
            <p role="alert" className={dialogAlert}>
              {t(errorTextKey(form.error))}
            </p>
          ) : null}
          <label htmlFor={`${id}-email`}>{t('login_email')}</label>
          <FocusableInput
            id={`${id}-email`}
            focusKey="dialog-email"
            autoFocus
            type="email"
            autoComplete="username"
            maxLength={form.limits.email}
            value={form.email}
            onChange={(event) => form.setEmail(event.target.value)}
            onEnter={() => form.submit()}
            aria-invalid={form.validation.email !== undefined}
          />
          {form.validation.email ? <p className={dialogAlert}>{t(form.validation.email)}</p> : null}
          <label htmlFor={`${id}-password`}>{t('login_password')}</label>
          <FocusableInput
            id={`${id}-password`}
            focusKey="dialog-password"
            type="password"
            autoComplete="current-password"
            maxLength={form.limits.password}
            value={form.password}
            onChange={(event) => form.setPassword(event.target.value)}
            onEnter={() => form.submit()}
            aria-invalid={form.validation.password !== undefined}
          />
          {form.validation.password ? <p className={dialogAlert}>{t(form.validation.password)}</p> : null}
          <PanelButton focusKey="dialog-submit" onPress={() => form.submit()}>
            {form.busy ? t('login_pending') : t('login_submit')}
          </PanelButton>
          <PanelButton focusKey="dialog-cancel" onPress={onCancel}>
            {t('pin_cancel')}
          </PanelButton>
        </form>
      </FocusContext.Provider>
    </dialog>
  );
}
