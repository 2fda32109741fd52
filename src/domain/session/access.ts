import type { Channel } from '../guide/channel';
import { ADULT_AGE, needsChallenge } from '../account/parental';
import { hasPermission, isFormerCustomer, type Permission, type Profile } from './profile';
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
/** Where an unknown path, or a refused parental challenge with no previous screen, leads. */
export const LIVE_PATH = '/live';
export const FORMER_CUSTOMER_WEB_PATH = '/vod';
export const FORMER_CUSTOMER_TV_PATH = '/logout/1';

const allow: AccessDecision = { kind: 'allow' };

/**
 * The route guards of spec point 4, in order: sign-in first (back to the full path after it),
 * then the permission, then the former-customer restriction. A visitor holds no permission,
 * so a permission route that does not ask for sign-in sends a visitor home.
 */
export function decideAccess(
  rule: RouteRule,
  session: Session | null,
  variant: Variant,
  fullPath: string,
): AccessDecision {
  if (rule.requiresAuth && session === null) {
    return { kind: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}` };
  }
  if (rule.permission !== undefined && (session === null || !hasPermission(session.profile, rule.permission))) {
    return { kind: 'redirect', to: HOME_PATH };
  }
  if (session !== null && isFormerCustomer(session.profile) && !rule.allowsFormerCustomer) {
    return { kind: 'redirect', to: variant === 'web' ? FORMER_CUSTOMER_WEB_PATH : FORMER_CUSTOMER_TV_PATH };
  }
  return allow;
}

/** Any origin will do: a redirect is judged by whether it stays on it. */
const SAME_ORIGIN_PROBE = 'https://app.invalid';

/**
 * Where to go after sign-in: the redirect target when it is a path of this app, else home. It is
 * parsed as a URL against this origin and kept only when it stays there (so `/\evil.example`,
 * which browsers read as `//evil.example`, and `//evil.example` go home).
 */
export function afterLoginPath(redirect: string | null): string {
  if (redirect === null || !redirect.startsWith('/')) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(redirect, SAME_ORIGIN_PROBE);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== SAME_ORIGIN_PROBE || redirect.startsWith('//') || redirect.includes('\\')) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A refused or cancelled parental challenge on /parentalcontrol (spec point 2): a user who came
 * from nowhere goes to live, otherwise the navigation is cancelled and they stay where they were.
 */
export function afterParentalRefusal(previousPath: string | null): AccessDecision | { readonly kind: 'cancel' } {
  return previousPath === null ? { kind: 'redirect', to: LIVE_PATH } : { kind: 'cancel' };
}

/**
 * The parental control screen changes what the PIN protects, so it is guarded like adult
 * content: the code is asked of every signed-in profile, whatever its level (spec point 2).
 */
export const PARENTAL_CONTROL_SCREEN_AGE = ADULT_AGE;

/**
 * Whether opening /parentalcontrol asks the parental code first (spec point 2): only when a PIN
 * and the level make it required. Without a PIN there is nothing to check (the provider's check
 * answers 404) and the screen is where the user creates one.
 */
export function parentalControlNeedsChallenge(profile: Profile | null): boolean {
  return (
    profile !== null &&
    profile.parentalPinSet &&
    needsChallenge(PARENTAL_CONTROL_SCREEN_AGE, profile.parentalControlLevel)
  );
}

/**
 * Whether a path counts as the screen a user came from when a parental challenge is refused:
 * sign-in pages only pass the user on and /parentalcontrol is the route being refused, so a
 * user who saw nothing else came from nowhere.
 */
export function countsAsPreviousScreen(path: string): boolean {
  const first = path.split(/[/?#]/)[1] ?? '';
  return first !== 'login' && first !== 'auth' && first !== 'parentalcontrol';
}

/** Country-locked accounts (abroad) get no live stream address (spec point 6). */
export function canUseLiveUrls(profile: Profile): boolean {
  return !profile.countryLocked;
}

/** VOD can be bought only by a signed-in subscriber who is not abroad (spec point 6). */
export function canPurchaseVod(profile: Profile | null): boolean {
  return profile !== null && !profile.countryLocked;
}

/** Recording needs the recordings permission and a recordable channel (spec point 6). */
export function canRecordOn(profile: Profile | null, channel: Pick<Channel, 'recordable'>): boolean {
  return profile !== null && !isFormerCustomer(profile) && hasPermission(profile, 'recordings') && channel.recordable;
}

/** Archiving keeps a recorded show and needs the archives permission (spec point 6). */
export function canArchive(
  profile: Profile | null,
  show: { readonly isRecorded: boolean; readonly isArchived: boolean },
): boolean {
  return profile !== null && hasPermission(profile, 'archives') && show.isRecorded && !show.isArchived;
}

/** Downloads need a non-encrypted channel and a show that is recorded or recordable (spec point 6). */
export function canDownload(
  channel: Pick<Channel, 'encrypted'>,
  show: { readonly isRecorded: boolean; readonly isRecordable: boolean },
): boolean {
  return !channel.encrypted && (show.isRecorded || show.isRecordable);
}
