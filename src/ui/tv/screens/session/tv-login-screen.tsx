import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { afterLoginPath } from '../../../../domain/session/access';
import { useAuth } from '../../../shared/hooks/use-auth';
import { useLoginForm } from '../../../shared/hooks/use-login-form';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { FocusableButton, FocusableInput } from '../../focusable';
import { TvDeviceCode } from './tv-device-code';
import { TvPasswordResetDialog } from './tv-password-reset-dialog';
import { tvAlert, tvPage, tvSecondary } from './tv-page';

/**
 * TV sign-in: the fields and the buttons are reached with the arrows, Enter sends; or a code to
 * approve on a phone; or "forgot password", which opens the provider's reset page (closed at first:
 * the prerendered page and its hydration agree).
 */
export function TvLoginScreen() {
  const { t } = useTranslation();
  const { session, deviceCodeActive, startDeviceCode } = useAuth();
  const [params] = useSearchParams();
  const form = useLoginForm();
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  const resetWasOpen = useRef(false);
  useEffect(() => {
    // Once the dialog has gone, the remote's focus is back on the button that opened it.
    if (resetEmail === null && resetWasOpen.current) setFocus('login-reset');
    resetWasOpen.current = resetEmail !== null;
  }, [resetEmail]);
  if (session) return <Navigate to={afterLoginPath(params.get('redirect'))} replace />;
  if (deviceCodeActive) return <TvDeviceCode />;
  return (
    <main className={tvPage}>
      <h1>{t('login_title')}</h1>
      <p>{t('tv_signin_hint')}</p>
      <form onSubmit={form.submit} noValidate aria-busy={form.busy}>
        {form.error ? (
          <p role="alert" className={tvAlert}>
            {t(errorTextKey(form.error))}
          </p>
        ) : null}
        <label htmlFor="tv-email">{t('login_email')}</label>
        <FocusableInput
          id="tv-email"
          focusKey="login-email"
          autoFocus
          type="email"
          autoComplete="username"
          maxLength={form.limits.email}
          value={form.email}
          onChange={(e) => form.setEmail(e.target.value)}
          onEnter={() => form.submit()}
          aria-invalid={form.validation.email !== undefined}
          aria-describedby={form.validation.email ? 'tv-email-error' : undefined}
        />
        {form.validation.email ? (
          <span id="tv-email-error" className={tvAlert}>
            {t(form.validation.email)}
          </span>
        ) : null}
        <label htmlFor="tv-password">{t('login_password')}</label>
        <FocusableInput
          id="tv-password"
          focusKey="login-password"
          type="password"
          autoComplete="current-password"
          maxLength={form.limits.password}
          value={form.password}
          onChange={(e) => form.setPassword(e.target.value)}
          onEnter={() => form.submit()}
          aria-invalid={form.validation.password !== undefined}
          aria-describedby={form.validation.password ? 'tv-password-error' : undefined}
        />
        {form.validation.password ? (
          <span id="tv-password-error" className={tvAlert}>
            {t(form.validation.password)}
          </span>
        ) : null}
        <FocusableButton focusKey="login-submit" onPress={() => form.submit()}>
          {form.busy ? t('login_pending') : t('login_submit')}
        </FocusableButton>
        <FocusableButton focusKey="login-otp" className={tvSecondary} onPress={startDeviceCode}>
          {t('otp_start')}
        </FocusableButton>
        <FocusableButton focusKey="login-reset" className={tvSecondary} onPress={() => setResetEmail(form.email)}>
          {t('reset_open')}
        </FocusableButton>
      </form>
      {resetEmail === null ? null : <TvPasswordResetDialog email={resetEmail} onClose={() => setResetEmail(null)} />}
    </main>
  );
}
