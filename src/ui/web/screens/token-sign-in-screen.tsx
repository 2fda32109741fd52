import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../../../domain/access';
import { useAuth } from '../../shared/hooks/use-auth';
import { errorTextKey } from '../../shared/i18n/i18n';

/**
 * /auth/{username}/{token}/ (spec point 2): signs in with the token of the address, then replaces
 * this history entry so that the token leaves the address bar and the history.
 */
export function TokenSignInScreen() {
  const { t } = useTranslation();
  const { username = '', token = '' } = useParams();
  const { loginWithToken, session, busy, error } = useAuth();
  const navigate = useNavigate();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    loginWithToken(username, token);
  }, [loginWithToken, username, token]);

  useEffect(() => {
    if (!asked.current || busy) return;
    if (session) navigate(HOME_PATH, { replace: true });
    else if (error) navigate(LOGIN_PATH, { replace: true });
  }, [session, busy, error, navigate]);

  return (
    <section aria-labelledby="token-heading">
      <h1 id="token-heading">{t('auth_title')}</h1>
      {error ? <p role="alert">{t(errorTextKey(error))}</p> : <p role="status">{t('login_pending')}</p>}
    </section>
  );
}
