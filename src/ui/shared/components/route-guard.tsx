import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideRouteAccess, type ScreenName } from '../../../application/route-rules';
import type { Variant } from '../../../domain/access';
import { useAuth } from '../hooks/use-auth';

/** Renders the screen or follows the access decision of spec point 4 for this layout. */
export function RouteGuard({ variant, screen, children }: { variant: Variant; screen: ScreenName; children: ReactNode }) {
  const { session, restoring } = useAuth();
  const location = useLocation();
  if (restoring) return null;
  const decision = decideRouteAccess(variant, screen, session, `${location.pathname}${location.search}`);
  return decision.kind === 'allow' ? children : <Navigate to={decision.to} replace />;
}
