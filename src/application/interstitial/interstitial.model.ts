import { safeAddress } from '../../domain/interstitial/interstitial';
import type { Interstitial } from '../../ports/usage.port';

/** What the interstitial dialog shows, in both layouts. */
export interface InterstitialView {
  readonly id: string;
  readonly title: string;
  /** The message's text, as the provider gives it (one language: the provider's). */
  readonly text: string;
  /** Its picture's address, or null when it has none the app may show. */
  readonly image: string | null;
  /** Its link: a screen of the app (a path) or another site (`external`); null when none. */
  readonly link: { readonly href: string; readonly external: boolean } | null;
}

/** The dialog's content for a message (null: no dialog). */
export function interstitialView(message: Interstitial | null): InterstitialView | null {
  if (message === null) return null;
  const link = safeAddress(message.linkUrl);
  return {
    id: message.id,
    title: message.title.trim(),
    text: message.message.trim(),
    image: safeAddress(message.imageUrl),
    link: link === null ? null : { href: link, external: !link.startsWith('/') },
  };
}
