import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../shared/hooks/use-auth';

/** /logout/{deleted}: signs out, then shows the TV login. */
export function TvLogoutScreen() {
  const { session, logout } = useAuth();
  useEffect(() => {
    if (session) logout();
  }, [session, logout]);
  return session ? null : <Navigate to="/login" replace />;
}
