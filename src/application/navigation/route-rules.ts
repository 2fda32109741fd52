import { fromPromise } from 'xstate';
import {
  decideAccess,
  LIVE_PATH,
  type AccessDecision,
  type RouteRule,
  type Variant,
} from '../../domain/session/access';
import { screenExists, screenRule, SCREENS, type Screen } from '../../domain/session/screen-access';
import { hasPermission } from '../../domain/session/profile';
import type { Session } from '../../domain/session/session';
import { unknownPathTarget } from './route-catalogue';

/** Names of the screens of both layouts (spec point 2), by the first segment of their path. */
export type ScreenName = Screen;

function rulesOf(variant: Variant): Record<ScreenName, RouteRule> {
  return Object.fromEntries(SCREENS.map((screen) => [screen, screenRule(screen, variant)])) as Record<
    ScreenName,
    RouteRule
  >;
}

/** What each screen asks of the visitor, per layout; screens absent from a layout lead to live. */
export const ROUTE_RULES: Readonly<Record<Variant, Readonly<Record<ScreenName, RouteRule>>>> = {
  web: rulesOf('web'),
  tv: rulesOf('tv'),
};

// The VOD detail overlays nested under a screen (spec point 2), which former customers may open.
const VOD_OVERLAY =
  /\/(?:season\/[^/?#]+\/)?show\/[^/?#]+\/product\/[^/?#]+\/?(?:[?#]|$)|\/season\/[^/?#]+\/?(?:[?#]|$)/;

/** Whether a path ends on a VOD overlay: show/{id}/product/{id}, season/{id} or season/{id}/show/{id}/product/{id}. */
export function isVodOverlayPath(fullPath: string): boolean {
  return VOD_OVERLAY.test(fullPath);
}

/**
 * The access decision both layouts render for `screen` at `fullPath` (spec point 4): a screen the
 * layout lacks is an unknown path (to live); VOD overlays are open to former customers; the rest
 * is the domain's ordered guard.
 */
export function decideRouteAccess(
  variant: Variant,
  screen: ScreenName,
  session: Session | null,
  fullPath: string,
): AccessDecision {
  if (!screenExists(screen, variant)) return { kind: 'redirect', to: LIVE_PATH };
  const rule = ROUTE_RULES[variant][screen];
  const effective = isVodOverlayPath(fullPath) ? { ...rule, allowsFormerCustomer: true } : rule;
  return decideAccess(effective, session, variant, fullPath);
}

/**
 * Whether /live/{tab} opens (spec point 2): the FAST tab needs the fast_menu permission, the
 * watch-next tab (the resume list the home row's "see all" opens) needs sign-in, and a tab that
 * does not exist or is not offered is an unknown path that goes to the default live tab.
 */
export function decideLiveTab(
  variant: Variant,
  tab: string | undefined,
  session: Session | null,
  fullPath: string,
): AccessDecision {
  const fallback: AccessDecision = { kind: 'redirect', to: unknownPathTarget(variant) };
  switch (tab) {
    case 'normal':
      return { kind: 'allow' };
    case 'fast':
      return session !== null && hasPermission(session.profile, 'fast_menu') ? { kind: 'allow' } : fallback;
    case 'watchnext':
      return decideAccess({ requiresAuth: true, allowsFormerCustomer: false }, session, variant, fullPath);
    default:
      return fallback;
  }
}

/**
 * Where a shortcut route such as /show/{id} leads (spec point 2): the matching overlay over the
 * current screen, or over `fallback` when no screen that holds overlays is current.
 */
export function shortcutTarget(currentScreen: string | null, overlay: string, fallback: string, search = ''): string {
  const screen = currentScreen === null || currentScreen === '/' ? fallback : currentScreen.replace(/\/+$/, '');
  return `${screen}/${overlay}${search}`;
}

/**
 * The code check of the /parentalcontrol challenge. It fails closed: only a check the provider
 * accepts opens the screen; a 404, a refusal or any answer it cannot read keeps it shut.
 */
export function createParentalRouteActors(checkParentalPin: (pin: string) => Promise<void>) {
  return {
    checkPin: fromPromise<void, { pin: string }>(async ({ input }) => checkParentalPin(input.pin)),
  };
}
