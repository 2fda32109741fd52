import { ApiError } from '../../src/domain/errors';
import type { VodApi, VodQuote } from '../../src/ports/vod.port';

/**
 * The purchase calls of a VOD provider, scripted: a promo code other than `validCode` is refused
 * as the provider does (400, `wrong-promocode`), and `refusal` refuses every purchase.
 */
export class FakeVodPurchaseApi implements Pick<VodApi, 'quote' | 'purchase'> {
  readonly calls: string[] = [];
  validCode = 'DEMO2026';
  price = 4.9;
  validity = '48H';
  /** Refuses the quote and the purchase (a VOD quota, a purchase abroad…). */
  refusal: ApiError | null = null;

  async quote(productId: string, promocode?: string): Promise<VodQuote> {
    this.calls.push(`quote ${productId} ${promocode ?? '-'}`);
    return { productId, price: this.check(promocode) };
  }

  async purchase(productId: string, promocode?: string): Promise<string> {
    this.calls.push(`purchase ${productId} ${promocode ?? '-'}`);
    this.check(promocode);
    return this.validity;
  }

  private check(promocode?: string): number {
    if (this.refusal) throw this.refusal;
    if (promocode === undefined) return this.price;
    if (promocode !== this.validCode) throw new ApiError('wrong-promocode', 'vod/product/purchase', 'wrong-promocode');
    return 0;
  }
}
