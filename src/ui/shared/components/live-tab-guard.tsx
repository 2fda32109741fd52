import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { LIVE_TABS, type LiveTabName } from '../../../application/navigation/route-catalogue';
import { decideLiveTab } from '../../../application/navigation/route-rules';
import type { Variant } from '../../../domain/session/access';
import { useAuth } from '../hooks/use-auth';

const isLiveTab = (tab: string | undefined): tab is LiveTabName =>
  (LIVE_TABS as readonly (string | undefined)[]).includes(tab);

/** Renders the live tab of /live/{tab}, or follows `decideLiveTab` for this layout (spec point 2). */
export function LiveTabGuard({ variant, children }: { variant: Variant; children: (tab: LiveTabName) => ReactNode }) {
  const { tab } = useParams();
  const { session } = useAuth();
  const { pathname, search } = useLocation();
  const decision = decideLiveTab(variant, tab, session, `${pathname}${search}`);
  if (decision.kind === 'redirect' || !isLiveTab(tab))
    return <Navigate to={decision.kind === 'redirect' ? decision.to : '/live'} replace />;
  return children(tab);
}
