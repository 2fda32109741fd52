import { css } from '@linaria/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { afterLoginPath } from '../../../../domain/session/access';
import { LoginForm } from '../../../shared/components/login-form';
import { useAuth } from '../../../shared/hooks/use-auth';
import { PasswordResetDialog } from './password-reset-dialog';

const page = css`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding-top: 48px;
`;

export function LoginScreen() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const [params] = useSearchParams();
  // The reset dialog starts closed: the prerendered page and its hydration agree.
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  if (session) return <Navigate to={afterLoginPath(params.get('redirect'))} replace />;
  return (
    <section className={page} aria-labelledby="login-heading">
      <h1 id="login-heading">{t('login_title')}</h1>
      <p>{t('login_intro')}</p>
      <LoginForm onForgotPassword={setResetEmail} />
      {resetEmail === null ? null : <PasswordResetDialog email={resetEmail} onClose={() => setResetEmail(null)} />}
    </section>
  );
}
