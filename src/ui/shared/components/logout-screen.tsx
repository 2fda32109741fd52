import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Navigate } from 'react-router';
import { LOGIN_PATH } from '../../../domain/session/access';
import { useAuth } from '../hooks/use-auth';

/**
 * /logout (web, and TV unless a former customer is told why): signs out, then shows the login
 * screen once the session is gone. Its heading stays until the login screen is drawn (its code may
 * still be loading): the page is never left without one.
 */
export function LogoutScreen() {
  const { t } = useTranslation();
  const { session, logout } = useAuth();
  useEffect(() => {
    if (session) logout();
  }, [session, logout]);
  return (
    <>
      {session ? null : <Navigate to={LOGIN_PATH} replace />}
      <h1>{t('logout_title')}</h1>
      <p role="status">{t('logout_busy')}</p>
    </>
  );
}
