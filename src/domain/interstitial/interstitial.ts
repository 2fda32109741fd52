/**
 * The provider's message before the app (spec point 7, GET /interstitiel): shown at most once
 * per message, and only when it comes soon enough never to hold the app back.
 */

/** How long after the app's start the message may still appear, in milliseconds; later it is dropped. */
export const INTERSTITIAL_TIMEOUT_MS = 2_000;

/** How many dismissed messages a device remembers (the latest ones). */
export const REMEMBERED_INTERSTITIALS = 20;

/** Whether the message `id` is still to be shown: not dismissed on this device before. */
export function isNewInterstitial(id: string, dismissed: readonly string[]): boolean {
  return id.trim() !== '' && !dismissed.includes(id);
}

/** The dismissed ids once `id` is dismissed: latest first, each once, at most `REMEMBERED_INTERSTITIALS`. */
export function dismissInterstitial(dismissed: readonly string[], id: string): readonly string[] {
  return [id, ...dismissed.filter((seen) => seen !== id)].slice(0, REMEMBERED_INTERSTITIALS);
}

/**
 * An address of the message (its picture, its link) as the app may use it: an `http(s)` address
 * or a path on the app's own site; anything else (empty, `javascript:`, `data:`) means none.
 */
export function safeAddress(address: string): string | null {
  const trimmed = address.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return /^https?:\/\/[^\s/]/i.test(trimmed) ? trimmed : null;
}
