import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { afterLoginPath } from '../../../domain/access';
import { useAuth } from '../../shared/hooks/use-auth';
import { useLoginForm } from '../../shared/hooks/use-login-form';
import { errorTextKey } from '../../shared/i18n/i18n';
import { FocusableButton, FocusableInput } from '../focusable';

const page = css`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: 24px;
  min-height: 100vh;
  font-size: 1.6rem;
  form {
    display: grid;
    gap: 12px;
    width: 640px;
  }
  input,
  button {
    font: inherit;
    padding: 16px 20px;
    border-radius: 12px;
    border: 2px solid var(--color-surface-raised);
    background: var(--color-surface);
    color: var(--color-text);
  }
  button {
    background: var(--color-accent);
    color: var(--color-on-accent);
    font-weight: 700;
  }
`;
const code = css`
  font-size: 4rem;
  font-weight: 800;
  letter-spacing: 0.15em;
  color: var(--color-accent);
  margin: 0;
`;
const secondary = css`
  && {
    background: var(--color-surface-raised);
    color: var(--color-text);
  }
`;
const alert = css`
  color: var(--color-error);
`;

/** TV sign-in: the fields and the button are reached with the arrows, Enter sends. */
export function TvLoginScreen() {
  const { t } = useTranslation();
  const { session, deviceCode, startDeviceCode, cancelDeviceCode } = useAuth();
  const [params] = useSearchParams();
  const form = useLoginForm();
  if (session) return <Navigate to={afterLoginPath(params.get('redirect'))} replace />;
  if (deviceCode) {
    // The address to open elsewhere: the provider may give it relative to the app's own origin.
    const uri = new URL(deviceCode.verificationUri, window.location.origin).href;
    return (
      <main className={page}>
        <h1>{t('otp_title')}</h1>
        <p>{t('otp_instructions', { uri })}</p>
        <p className={code} aria-label={t('pair_code')}>{deviceCode.userCode}</p>
        <p role="status">{t('otp_waiting')}</p>
        <FocusableButton focusKey="otp-cancel" autoFocus onPress={cancelDeviceCode}>{t('otp_cancel')}</FocusableButton>
      </main>
    );
  }
  return (
    <main className={page}>
      <h1>{t('login_title')}</h1>
      <p>{t('tv_signin_hint')}</p>
      <form onSubmit={form.submit} noValidate aria-busy={form.busy}>
        {form.error ? <p role="alert" className={alert}>{t(errorTextKey(form.error))}</p> : null}
        <label htmlFor="tv-email">{t('login_email')}</label>
        <FocusableInput id="tv-email" focusKey="login-email" autoFocus type="email" autoComplete="username" maxLength={form.limits.email} value={form.email}
          onChange={(e) => form.setEmail(e.target.value)} onEnter={() => form.submit()}
          aria-invalid={form.validation.email !== undefined} aria-describedby={form.validation.email ? 'tv-email-error' : undefined} />
        {form.validation.email ? <span id="tv-email-error" className={alert}>{t(form.validation.email)}</span> : null}
        <label htmlFor="tv-password">{t('login_password')}</label>
        <FocusableInput id="tv-password" focusKey="login-password" type="password" autoComplete="current-password" maxLength={form.limits.password} value={form.password}
          onChange={(e) => form.setPassword(e.target.value)} onEnter={() => form.submit()}
          aria-invalid={form.validation.password !== undefined} aria-describedby={form.validation.password ? 'tv-password-error' : undefined} />
        {form.validation.password ? <span id="tv-password-error" className={alert}>{t(form.validation.password)}</span> : null}
        <FocusableButton focusKey="login-submit" onPress={() => form.submit()}>
          {form.busy ? t('login_pending') : t('login_submit')}
        </FocusableButton>
        <FocusableButton focusKey="login-otp" className={secondary} onPress={startDeviceCode}>
          {t('otp_start')}
        </FocusableButton>
      </form>
    </main>
  );
}
