/** The device code flow never polls faster than this, whatever the provider says (RFC 8628's default). */
export const MIN_POLL_INTERVAL_SECONDS = 5;
/** A device code that claims to live longer than this is not believed (a provider gives minutes). */
export const MAX_CODE_LIFETIME_SECONDS = 3_600;

/** The poll interval to use: the provider's, but never under 5 s (0 or garbage would be a tight loop). */
export function pollIntervalSeconds(announced: number): number {
  return Number.isFinite(announced) ? Math.max(MIN_POLL_INTERVAL_SECONDS, announced) : MIN_POLL_INTERVAL_SECONDS;
}

/** Whether an announced code lifetime can be used: positive, finite, and at most an hour. */
export function isCodeLifetimeValid(seconds: number): boolean {
  return Number.isFinite(seconds) && seconds > 0 && seconds <= MAX_CODE_LIFETIME_SECONDS;
}

/**
 * The address a phone opens to approve this device: the verification address (made absolute
 * against the app's own origin when the provider gives it relative) carrying the user code as
 * `code`, which the pairing page fills in (the user still confirms there).
 */
export function verificationAddress(verificationUri: string, userCode: string, origin: string): string {
  const address = new URL(verificationUri, origin);
  address.searchParams.set('code', userCode);
  return address.href;
}
