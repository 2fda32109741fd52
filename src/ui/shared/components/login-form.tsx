import { css, cx } from '@linaria/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLoginForm } from '../hooks/use-login-form';
import { errorTextKey } from '../i18n/i18n';
import { formSecondaryButton, webForm } from '../theme/form';

const field = css`
  display: grid;
  gap: 6px;
`;
const fieldError = css`
  color: var(--color-error);
  font-weight: 400;
`;

/**
 * E-mail and password sign-in (spec point 5): checks the fields before sending, then shows
 * the provider's answer in the user's language. What was typed is kept after a failure. With
 * `onForgotPassword`, a "forgot password" button hands over the e-mail typed so far.
 */
export function LoginForm({
  className,
  onForgotPassword,
}: {
  className?: string;
  onForgotPassword?: (email: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { email, setEmail, password, setPassword, limits, validation, submit, busy, error } = useLoginForm();
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The page is prerendered: what was typed before the scripts took over is in the fields, not yet
    // in the state (hydration keeps it on screen). Taken over once, so that it is what is sent and kept.
    if (emailField.current && emailField.current.value !== '') setEmail(emailField.current.value);
    if (passwordField.current && passwordField.current.value !== '') setPassword(passwordField.current.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form className={cx(webForm, className)} onSubmit={submit} noValidate aria-busy={busy}>
      {error ? (
        <p role="alert" className={fieldError}>
          {t(errorTextKey(error))}
        </p>
      ) : null}
      <div className={field}>
        <label htmlFor={`${id}-email`}>{t('login_email')}</label>
        <input
          ref={emailField}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="username"
          maxLength={limits.email}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={validation.email !== undefined}
          aria-describedby={validation.email ? `${id}-email-error` : undefined}
        />
        {validation.email ? (
          <span id={`${id}-email-error`} className={fieldError}>
            {t(validation.email)}
          </span>
        ) : null}
      </div>
      <div className={field}>
        <label htmlFor={`${id}-password`}>{t('login_password')}</label>
        <input
          ref={passwordField}
          id={`${id}-password`}
          type="password"
          name="password"
          autoComplete="current-password"
          maxLength={limits.password}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={validation.password !== undefined}
          aria-describedby={validation.password ? `${id}-password-error` : undefined}
        />
        {validation.password ? (
          <span id={`${id}-password-error`} className={fieldError}>
            {t(validation.password)}
          </span>
        ) : null}
      </div>
      <button type="submit" disabled={busy}>
        {busy ? t('login_pending') : t('login_submit')}
      </button>
      {onForgotPassword ? (
        <button type="button" className={formSecondaryButton} onClick={() => onForgotPassword(email)}>
          {t('reset_open')}
        </button>
      ) : null}
    </form>
  );
}
