import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../shared/hooks/use-auth';

/** Signs out, then shows the login screen once the session is gone. */
export function LogoutScreen() {
  const { session, logout } = useAuth();
  useEffect(() => {
    if (session) logout();
  }, [session, logout]);
  return session ? null : <Navigate to="/login" replace />;
}
