import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../shared/hooks/use-auth';
import { useTitle } from '../../shared/hooks/use-title';

/** Signs out, then shows the login screen once the session is gone. */
export function LogoutScreen() {
  const { session, logout } = useAuth();
  useTitle('logout_title');
  useEffect(() => {
    if (session) logout();
  }, [session, logout]);
  return session ? null : <Navigate to="/login" replace />;
}
