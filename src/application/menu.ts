import { LOGIN_PATH, type Variant } from '../domain/access';
import type { Session } from '../domain/session';
import { decideRouteAccess, type ScreenName } from './route-rules';

/**
 * Whether a menu entry shows: hidden when its screen would send this visitor elsewhere
 * (missing permission, former customer, a screen of the other layout), but shown to visitors
 * who only need to sign in.
 */
export function isMenuEntryVisible(variant: Variant, screen: ScreenName, path: string, session: Session | null): boolean {
  const decision = decideRouteAccess(variant, screen, session, path);
  return decision.kind === 'allow' || decision.to.startsWith(LOGIN_PATH);
}
