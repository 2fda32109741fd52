import { hasPermission, isFormerCustomer, type Permission } from './profile';
import type { Session } from './session';

/** The two layouts of the product; some routes differ between them. */
export type Variant = 'web' | 'tv';

/** What a route asks of the visitor (spec points 2, 4 and 6). */
export interface RouteRule {
  readonly requiresAuth: boolean;
  readonly permission?: Permission;
  /** Former customers may reach this route. */
  readonly allowsFormerCustomer: boolean;
}

export type AccessDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const FORMER_CUSTOMER_WEB_PATH = '/vod';
export const FORMER_CUSTOMER_TV_PATH = '/logout/1';

const allow: AccessDecision = { kind: 'allow' };

/**
 * The route guards of spec point 4, in order: sign-in first (back to the full path after it),
 * then the permission, then the former-customer restriction.
 */
export function decideAccess(rule: RouteRule, session: Session | null, variant: Variant, fullPath: string): AccessDecision {
  if (rule.requiresAuth && session === null) {
    return { kind: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}` };
  }
  if (session === null) return allow;
  if (rule.permission !== undefined && !hasPermission(session.profile, rule.permission)) {
    return { kind: 'redirect', to: HOME_PATH };
  }
  if (isFormerCustomer(session.profile) && !rule.allowsFormerCustomer) {
    return { kind: 'redirect', to: variant === 'web' ? FORMER_CUSTOMER_WEB_PATH : FORMER_CUSTOMER_TV_PATH };
  }
  return allow;
}

/** Where to go after sign-in: the redirect target when it is a path of this app, else home. */
export function afterLoginPath(redirect: string | null): string {
  return redirect !== null && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : HOME_PATH;
}
