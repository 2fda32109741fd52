import type { VodProduct } from './vod';

/**
 * What the user may do with a VOD product: play it under a running licence, play it because
 * it costs nothing (no purchase needed), or only buy or rent it.
 */
export type VodProductAccess = 'licensed' | 'free' | 'for-sale';

/** The product ids of the running licences (the VOD account's licences: id to validity). */
export interface HeldLicences {
  has(productId: string): boolean;
}

/** How the user stands with `product`, given the licences still running. */
export function vodProductAccess(product: VodProduct, licences: HeldLicences): VodProductAccess {
  if (licences.has(product.productId)) return 'licensed';
  return product.price <= 0 ? 'free' : 'for-sale';
}

/** Whether the provider grants a licence stream for `product` (POST vod/product/{id}/licence/). */
export function mayPlayVodProduct(product: VodProduct, licences: HeldLicences): boolean {
  return vodProductAccess(product, licences) !== 'for-sale';
}
