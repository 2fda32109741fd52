import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../../../domain/access';
import { useAuth } from '../../shared/hooks/use-auth';
import { errorTextKey } from '../../shared/i18n/i18n';

/** The token route's own path once the token is gone from it. */
const withoutToken = (pathname: string) => pathname.replace(/\/auth\/.*$/, '/auth');

/**
 * /auth/{username}/{token}/ (spec point 2): first takes the token out of the address bar and this
 * history entry (before any call), then signs in with it and leaves for home. A user already
 * signed in is asked before the link switches accounts.
 */
export function TokenSignInScreen() {
  const { t } = useTranslation();
  const { username = '', token = '' } = useParams();
  const { loginWithToken, session, busy, error, switchTo, confirmSwitch, cancelSwitch } = useAuth();
  const navigate = useNavigate();
  const asked = useRef(false);
  // The sign-in (or the question) has begun: only then do session and error speak of this link.
  const begun = useRef(false);
  if (busy || switchTo !== null) begun.current = true;

  useLayoutEffect(() => {
    if (asked.current) return;
    asked.current = true;
    window.history.replaceState(window.history.state, '', withoutToken(window.location.pathname));
    loginWithToken(username, token);
  }, [loginWithToken, username, token]);

  useEffect(() => {
    if (!begun.current || busy || switchTo !== null) return;
    if (session) navigate(HOME_PATH, { replace: true });
    else if (error) navigate(LOGIN_PATH, { replace: true });
  }, [session, busy, error, switchTo, navigate]);

  if (switchTo !== null) {
    return (
      <section role="alertdialog" aria-labelledby="token-heading" aria-describedby="token-switch">
        <h1 id="token-heading">{t('auth_title')}</h1>
        <p id="token-switch">{t('auth_switch_message', { current: session?.profile.username ?? '', next: switchTo })}</p>
        <button type="button" onClick={confirmSwitch}>{t('auth_switch_confirm')}</button>
        <button type="button" onClick={cancelSwitch} autoFocus>{t('auth_switch_cancel')}</button>
      </section>
    );
  }
  return (
    <section aria-labelledby="token-heading">
      <h1 id="token-heading">{t('auth_title')}</h1>
      {error ? <p role="alert">{t(errorTextKey(error))}</p> : <p role="status">{t('login_pending')}</p>}
    </section>
  );
}
