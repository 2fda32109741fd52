import { Suspense, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideRouteAccess, type ScreenName } from '../../../application/navigation/route-rules';
import type { Variant } from '../../../domain/session/access';
import { useAuth } from '../hooks/use-auth';
import type { Texts } from '../i18n/texts';
import { useTranslation } from '../i18n/use-translation';

/** A screen's heading while the session is checked: busy, as the screen under it is still to come. */
export function BusyHeading({ titleKey, id }: { titleKey: keyof Texts; id?: string }) {
  const { t } = useTranslation();
  return (
    <h1 id={id} aria-busy="true">
      {t(titleKey)}
    </h1>
  );
}

/**
 * What shows while the stored session is checked or the guard sends the user elsewhere: the
 * screen's room when it has one (its heading and the boxes its content will fill, so that the
 * prerendered page paints them before the scripts run); otherwise on TV the brand, as the page's
 * own HTML shows it (a TV screen has no frame around it), and on the web nothing under the shell.
 */
function CheckingSession({ variant, room }: { variant: Variant; room?: ReactNode }) {
  const { t } = useTranslation();
  if (room) return room;
  return variant === 'tv' ? <p className="boot-shell boot-shell-tv">{t('app_name')}</p> : null;
}

/** Renders the screen or follows the access decision of spec point 4 for this layout. */
export function RouteGuard({
  variant,
  screen,
  room,
  children,
}: {
  variant: Variant;
  screen: ScreenName;
  /** What the screen shows while the session is checked (a subscriber's screen): see `CheckingSession`. */
  room?: ReactNode;
  children: ReactNode;
}) {
  const { session, restoring } = useAuth();
  // A guard drawn while the session was checked (the first screen) keeps its room until the
  // screen's code is there: the route's own boundary would show its empty fallback instead.
  // Later guards have none, so that a navigation keeps the current screen (lazy-screen.ts).
  const [openedDuringCheck] = useState(restoring);
  const location = useLocation();
  const checking = <CheckingSession variant={variant} room={room} />;
  if (restoring) return checking;
  const decision = decideRouteAccess(variant, screen, session, `${location.pathname}${location.search}`);
  if (decision.kind === 'allow')
    return openedDuringCheck ? <Suspense fallback={checking}>{children}</Suspense> : children;
  // The brand stays while the app goes elsewhere (a visitor's prerendered TV page shows it too).
  return (
    <>
      <CheckingSession variant={variant} />
      <Navigate to={decision.to} replace />
    </>
  );
}
