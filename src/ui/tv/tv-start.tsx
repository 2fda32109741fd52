import { Navigate } from 'react-router';
import { useStartPath } from '../shared/hooks/use-start-path';

/** The TV's bare address: home, or the last channel watched (useStartPath), once the session is known. */
export function TvStart() {
  const path = useStartPath();
  return path === null ? null : <Navigate to={path} replace />;
}
