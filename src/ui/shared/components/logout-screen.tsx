import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../hooks/use-auth';

/** /logout (web) and /logout/{deleted} (TV): signs out, then shows the login screen once the session is gone. */
export function LogoutScreen() {
  const { session, logout } = useAuth();
  useEffect(() => {
    if (session) logout();
  }, [session, logout]);
  return session ? null : <Navigate to="/login" replace />;
}
