import { Navigate } from 'react-router';
import { useStartPath } from '../shared/hooks/use-start-path';

/** The TV's bare address: home, or the last channel watched (useStartPath). */
export function TvStart() {
  return <Navigate to={useStartPath()} replace />;
}
