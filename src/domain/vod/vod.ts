import { ADULT_AGE } from '../account/parental';

/** A way to get a VOD title: rent or buy, with its price and audio languages (spec point 3). */
export interface VodProduct {
  readonly productId: string;
  /** Price in CHF. */
  readonly price: number;
  /** Language codes; `ad` is audio description. */
  readonly audio: readonly string[];
}

/** A VOD element of a list or category (spec point 3). */
export interface VodItem {
  readonly showId: string;
  readonly seasonId?: string;
  readonly categoryId: string;
  readonly name: string;
  readonly logo: string;
  readonly products: readonly VodProduct[];
  /** Minimum age of the audience when the provider rates the item. */
  readonly age?: number;
  /** Set when the provider marks the item as adult content. */
  readonly adult?: boolean;
}

/** The catalogue's root category (spec point 2: the web's /vod opens /vod/0); the TV's VOD screen shows its categories. */
export const VOD_ROOT_CATEGORY = 0;
/** The currency of every VOD price (spec point 1). */
export const VOD_CURRENCY = 'CHF';
/** Audio-description track code: not a language the user picks (spec point 9). */
export const AUDIO_DESCRIPTION = 'ad';
/** The language listed first (spec point 9). */
export const FIRST_AUDIO_LANGUAGE = 'fr';

/** How a price is shown: free, or "from" the cheapest product, formatted for the locale. */
export type VodPriceLabel =
  { readonly kind: 'free' } | { readonly kind: 'from'; readonly amount: number; readonly text: string };

/**
 * The price label of an item: its lowest product price as "12.90 CHF" in every language (spec
 * point 9: the amount, then the currency), digits grouped for `locale` (e.g. "1'234.50 CHF" in
 * de-CH); free when that lowest price is 0; null without products. The UI wraps `text` in its
 * translated "from …".
 */
export function vodPriceLabel(products: readonly VodProduct[], locale: string): VodPriceLabel | null {
  if (products.length === 0) return null;
  const amount = Math.min(...products.map((product) => product.price));
  if (amount <= 0) return { kind: 'free' };
  return { kind: 'from', amount, text: vodPriceText(amount, locale) };
}

/** One price as the spec writes it, "X.XX CHF", whatever the locale's own currency pattern. */
export function vodPriceText(amount: number, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: VOD_CURRENCY }).formatToParts(amount);
  const number = parts
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
  return `${number}\u00a0${VOD_CURRENCY}`;
}

/** Audio languages offered by any product, without audio description, French first, then as listed. */
export function audioLanguages(products: readonly VodProduct[]): string[] {
  const codes = new Set(products.flatMap((product) => product.audio.map((code) => code.toLowerCase())));
  codes.delete(AUDIO_DESCRIPTION);
  const list = [...codes];
  return list.includes(FIRST_AUDIO_LANGUAGE)
    ? [FIRST_AUDIO_LANGUAGE, ...list.filter((code) => code !== FIRST_AUDIO_LANGUAGE)]
    : list;
}

/** Adult items are marked so, or rated 18 or more. */
export function isAdultVod(item: Pick<VodItem, 'age' | 'adult'>): boolean {
  return item.adult === true || (item.age ?? 0) >= ADULT_AGE;
}

/** VOD lists leave out adult items (spec point 6). */
export function withoutAdultVod<T extends Pick<VodItem, 'age' | 'adult'>>(items: readonly T[]): T[] {
  return items.filter((item) => !isAdultVod(item));
}
