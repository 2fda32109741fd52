import { decideAccess, LOGIN_PATH, type Variant } from '../domain/access';
import type { Session } from '../domain/session';
import { ROUTE_RULES, type ScreenName } from './route-rules';

/**
 * Whether a menu entry shows: hidden when its screen would send this visitor elsewhere
 * (missing permission, former customer), but shown to visitors who only need to sign in.
 */
export function isMenuEntryVisible(variant: Variant, screen: ScreenName, path: string, session: Session | null): boolean {
  const decision = decideAccess(ROUTE_RULES[variant][screen], session, variant, path);
  return decision.kind === 'allow' || decision.to.startsWith(LOGIN_PATH);
}
