import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideRouteAccess, type ScreenName } from '../../../application/navigation/route-rules';
import type { Variant } from '../../../domain/session/access';
import { useAuth } from '../hooks/use-auth';
import { useTranslation } from '../i18n/use-translation';

/**
 * What shows while the stored session is checked or the guard sends the user elsewhere: on TV the
 * brand, as the page's own HTML shows it (a TV screen has no frame around it); on the web the
 * shell's header already shows it.
 */
function CheckingSession({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  return variant === 'tv' ? <p className="boot-shell boot-shell-tv">{t('app_name')}</p> : null;
}

/** Renders the screen or follows the access decision of spec point 4 for this layout. */
export function RouteGuard({
  variant,
  screen,
  children,
}: {
  variant: Variant;
  screen: ScreenName;
  children: ReactNode;
}) {
  const { session, restoring } = useAuth();
  const location = useLocation();
  if (restoring) return <CheckingSession variant={variant} />;
  const decision = decideRouteAccess(variant, screen, session, `${location.pathname}${location.search}`);
  if (decision.kind === 'allow') return children;
  // The brand stays while the app goes elsewhere (a visitor's prerendered TV page shows it too).
  return (
    <>
      <CheckingSession variant={variant} />
      <Navigate to={decision.to} replace />
    </>
  );
}
