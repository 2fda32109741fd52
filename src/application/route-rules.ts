import type { RouteRule, Variant } from '../domain/access';

/** Names of the screens both layouts know; each layout maps them to its own paths. */
export type ScreenName = 'login' | 'logout' | 'home' | 'live' | 'vod';

const open: RouteRule = { requiresAuth: false, allowsFormerCustomer: false };
const everyone: RouteRule = { requiresAuth: false, allowsFormerCustomer: true };
const signedIn: RouteRule = { requiresAuth: true, allowsFormerCustomer: false };

/** What each screen asks of the visitor, per layout (spec point 2: TV asks sign-in for home). */
export const ROUTE_RULES: Record<Variant, Record<ScreenName, RouteRule>> = {
  web: {
    login: everyone,
    logout: everyone,
    home: open,
    live: open,
    vod: { requiresAuth: true, allowsFormerCustomer: true },
  },
  tv: {
    login: everyone,
    logout: everyone,
    home: signedIn,
    live: open,
    vod: { requiresAuth: true, allowsFormerCustomer: true },
  },
};
