/** Permission flags a profile may carry (spec point 6). */
export const PERMISSIONS = [
  'archives',
  'recordings',
  'mysports',
  'suggestions',
  'lineup',
  'fast_menu',
  'vod_mobile',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The status that limits a customer to VOD, logout, parental control and account pages. */
export const FORMER_CUSTOMER = 'former_customer';

/** The signed-in subscriber's profile (spec point 3). */
export interface Profile {
  readonly username: string;
  readonly status: string;
  readonly countryLocked: boolean;
  readonly permissions: ReadonlySet<Permission>;
  readonly parentalControlLevel: number;
  /**
   * Whether the account has a parental PIN. The spec's profile names only the level; the
   * provider's optional `parentalcontrol_pin` flag says it, and its absence counts as a PIN (the
   * settings stay behind the challenge, as before) — decision of issue 14.
   */
  readonly parentalPinSet: boolean;
  readonly personalizeChannelUsage: boolean;
}

export function hasPermission(profile: Profile, permission: Permission): boolean {
  return profile.permissions.has(permission);
}

export function isFormerCustomer(profile: Profile): boolean {
  return profile.status === FORMER_CUSTOMER;
}

/** The profile once a PIN has been created or changed with `level` (so the screens need not read it again). */
export function withParentalPin(profile: Profile, level: number): Profile {
  return { ...profile, parentalPinSet: true, parentalControlLevel: level };
}
