import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAuth } from '../hooks/use-auth';

/** /logout (web): signs out, then shows the login screen once the session is gone. */
export function LogoutScreen() {
  const { t } = useTranslation();
  const { session, logout } = useAuth();
  useEffect(() => {
    if (session) logout();
  }, [session, logout]);
  if (!session) return <Navigate to="/login" replace />;
  return (
    <>
      <h1>{t('logout_title')}</h1>
      <p role="status">{t('logout_busy')}</p>
    </>
  );
}
