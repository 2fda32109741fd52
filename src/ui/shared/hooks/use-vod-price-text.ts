import { vodPriceLabel, vodPriceText, type VodPriceLabel } from '../../../domain/vod/vod';
import type { VodProduct } from '../../../ports/vod.port';
import { useTranslation } from '../i18n/use-translation';

/** The price texts of spec point 9 in the user's language, for both layouts. */
export interface VodPriceTexts {
  /** A product's own price: its amount, or free; empty without one. */
  readonly price: (label: VodPriceLabel | null) => string;
  /** The lowest price of offers: "from X.XX CHF", or free; empty without offers. */
  readonly from: (products: readonly VodProduct[]) => string;
  /** A product's price label. */
  readonly label: (products: readonly VodProduct[]) => VodPriceLabel | null;
  /** A quoted amount above 0. */
  readonly quote: (amount: number) => string;
}

export function useVodPriceTexts(): VodPriceTexts {
  const { t, i18n } = useTranslation();
  const locale = `${i18n.language}-CH`;
  const label = (products: readonly VodProduct[]) => vodPriceLabel(products, locale);
  return {
    price: (value) => (value === null ? '' : value.kind === 'free' ? t('card_free') : value.text),
    from: (products) => {
      const value = label(products);
      return value === null ? '' : value.kind === 'free' ? t('card_free') : t('card_from', { price: value.text });
    },
    label,
    quote: (amount) => vodPriceText(amount, locale),
  };
}
