import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideRouteAccess, type ScreenName } from '../../../application/navigation/route-rules';
import type { Variant } from '../../../domain/session/access';
import { useAuth } from '../hooks/use-auth';
import type { Texts } from '../i18n/texts';
import { useTranslation } from '../i18n/use-translation';

/**
 * What shows while the stored session is checked or the guard sends the user elsewhere: on TV the
 * brand, as the page's own HTML shows it (a TV screen has no frame around it); on the web the
 * shell's header already shows it, and while the session is checked the screen's heading (so the
 * prerendered page paints it before the scripts run).
 */
function CheckingSession({ variant, heading }: { variant: Variant; heading?: keyof Texts | undefined }) {
  const { t } = useTranslation();
  if (variant === 'tv') return <p className="boot-shell boot-shell-tv">{t('app_name')}</p>;
  // Busy: the screen under this heading is still to come.
  return heading ? <h1 aria-busy="true">{t(heading)}</h1> : null;
}

/** Renders the screen or follows the access decision of spec point 4 for this layout. */
export function RouteGuard({
  variant,
  screen,
  heading,
  children,
}: {
  variant: Variant;
  screen: ScreenName;
  /** The screen's heading, shown while the session is checked (a subscriber's screen). */
  heading?: keyof Texts;
  children: ReactNode;
}) {
  const { session, restoring } = useAuth();
  const location = useLocation();
  if (restoring) return <CheckingSession variant={variant} heading={heading} />;
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
