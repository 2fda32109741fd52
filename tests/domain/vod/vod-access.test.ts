import { describe, expect, it } from 'vitest';
import { mayPlayVodProduct, vodProductAccess } from '../../../src/domain/vod/vod-access';
import type { VodProduct } from '../../../src/domain/vod/vod';

const product = (productId: string, price: number): VodProduct => ({ productId, price, audio: ['fr'] });

describe('VOD product playable when a licence is held or the price is 0 (spec point 7: licence of a product the user holds)', () => {
  it.each([
    ['a running licence', product('p-rent', 4.9), ['p-rent'], 'licensed', true],
    ['a free product', product('p-free', 0), [], 'free', true],
    ['a licence for a free product', product('p-free', 0), ['p-free'], 'licensed', true],
    ['no licence and a price', product('p-buy', 14.9), ['p-rent'], 'for-sale', false],
  ] as const)('with %s should be %s', (_, item, licences, access, playable) => {
    const held = new Set<string>(licences);
    expect(vodProductAccess(item, held)).toBe(access);
    expect(mayPlayVodProduct(item, held)).toBe(playable);
  });

  it('should read the licences of the VOD account as a map of product id to validity', () => {
    expect(vodProductAccess(product('p-rent', 4.9), new Map([['p-rent', '48H']]))).toBe('licensed');
  });
});
