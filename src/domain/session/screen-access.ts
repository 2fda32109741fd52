import type { RouteRule, Variant } from './access';

/** Every screen of spec point 2 that carries an access rule, by its first path segment. */
export const SCREENS = [
  'login',
  'auth',
  'logout',
  'download',
  'feedback',
  'parentalcontrol',
  'homepersonalize',
  'lineup',
  'home',
  'guide',
  'search',
  'recordings',
  'live',
  'actors',
  'showsactors',
  'mysports',
  'suggestions',
  'vod',
  'pair',
  'settings',
  'privacy',
  'player',
  'diagnostic',
  'performance',
] as const;
export type Screen = (typeof SCREENS)[number];

/** Screens that need sign-in in both layouts (spec point 6). */
const SIGN_IN_BOTH: ReadonlySet<Screen> = new Set([
  'download',
  'feedback',
  'parentalcontrol',
  'homepersonalize',
  'lineup',
  'pair',
  'vod',
]);
/** Screens that need sign-in on TV only (spec point 6). */
const SIGN_IN_TV: ReadonlySet<Screen> = new Set(['home', 'search', 'recordings', 'mysports']);
/**
 * What a former customer may still reach (spec point 1): VOD, logout, parental control and the
 * account pages. Sign-in pages stay open so that they can leave, and on TV the settings and
 * privacy screens are the account pages and the player plays their VOD.
 */
const FORMER_CUSTOMER_SCREENS: ReadonlySet<Screen> = new Set([
  'login',
  'auth',
  'logout',
  'parentalcontrol',
  'vod',
  'settings',
  'privacy',
  'player',
]);
const PERMISSION: Partial<Record<Screen, RouteRule['permission']>> = {
  lineup: 'lineup',
  recordings: 'recordings',
  mysports: 'mysports',
  suggestions: 'suggestions',
};
const WEB_ONLY: ReadonlySet<Screen> = new Set(['pair']);
const TV_ONLY: ReadonlySet<Screen> = new Set(['settings', 'privacy', 'player', 'diagnostic', 'performance']);

/** Whether a screen needs sign-in in a layout (spec point 6). */
export function requiresSignIn(screen: Screen, variant: Variant): boolean {
  return SIGN_IN_BOTH.has(screen) || (variant === 'tv' && SIGN_IN_TV.has(screen));
}

/** Whether a screen exists in a layout; the others are unknown paths there and lead to live. */
export function screenExists(screen: Screen, variant: Variant): boolean {
  return variant === 'web' ? !TV_ONLY.has(screen) : !WEB_ONLY.has(screen);
}

/** The access rule of a screen in a layout, for `decideAccess`. */
export function screenRule(screen: Screen, variant: Variant): RouteRule {
  const permission = PERMISSION[screen];
  return {
    requiresAuth: requiresSignIn(screen, variant),
    allowsFormerCustomer: FORMER_CUSTOMER_SCREENS.has(screen),
    ...(permission === undefined ? {} : { permission }),
  };
}
