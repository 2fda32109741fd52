import { describe, expect, it } from 'vitest';
import type { VodElement } from '../../../src/ports/vod.port';
import type { Implementation } from './implementations';

const paid = (element: VodElement) => element.products.find((product) => product.price > 0)!;

/** VOD calls: the same expectations for every implementation. */
export function vodContract(impl: Implementation): void {
  describe('video on demand', () => {
    it('should serve the home row category 44856 and the category tree', async () => {
      const apis = impl.create();
      const home = await apis.vod.hierarchy(44856);
      expect(home.elements.length).toBeGreaterThanOrEqual(6);
      const root = await apis.vod.hierarchy(0);
      expect(root.children.map((category) => category.id)).toContain(44856);
      expect(root.children.some((category) => category.adult)).toBe(true);
      await expect(apis.vod.hierarchy(1)).rejects.toMatchObject({ kind: 'generic', call: 'vod/hierarchy' });
    });

    it('should describe products in CHF with audio languages and validities', async () => {
      const apis = impl.create();
      const shows = await apis.vod.shows();
      const products = shows.flatMap((show) => show.products);
      expect(products.some((product) => product.price === 0)).toBe(true);
      expect(products.some((product) => product.audio.includes('ad'))).toBe(true);
      expect(new Set(products.map((product) => product.validity.slice(-1)))).toEqual(new Set(['J', 'H', 'M']));
      expect(shows.some((show) => show.adult)).toBe(true);
      const film = await apis.vod.show(shows[0]!.showId);
      expect(film.name).toBe(shows[0]!.name);
      expect((await apis.vod.related(film.showId)).every((show) => show.categoryId === film.categoryId)).toBe(true);
    });

    it('should list seasons and their episodes', async () => {
      const apis = impl.create();
      const [season] = await apis.vod.seasons();
      expect((await apis.vod.locationSeason(season!.seasonId)).showIds).toEqual(season!.showIds);
      expect((await apis.vod.seasonShows(season!.seasonId)).map((show) => show.showId)).toEqual(season!.showIds);
    });

    it('should quote with the promo code, refuse a wrong one, then sell a licence that plays', async () => {
      const apis = impl.create();
      await apis.signIn();
      const product = paid((await apis.vod.shows())[0]!);
      expect((await apis.vod.quote(product.productId)).price).toBe(product.price);
      expect((await apis.vod.quote(product.productId, 'DEMO2026')).price).toBe(0);
      await expect(apis.vod.purchase(product.productId, 'WRONG')).rejects.toMatchObject({ kind: 'wrong-promocode' });
      await expect(apis.vod.licence(product.productId)).rejects.toMatchObject({ kind: 'generic' });
      expect(await apis.vod.purchase(product.productId, 'DEMO2026')).toBe(product.validity);
      const account = await apis.vod.account();
      expect(account.licences.get(product.productId)).toBe(product.validity);
      expect(account.purchased.has(product.productId)).toBe(true);
      const licence = await apis.vod.licence(product.productId);
      expect(licence.url).toMatch(/^\/streams\/replay\/\w+\.mpd\?start=\d+&stop=\d+$/);
      expect(await apis.vod.startStream(licence.streamId)).toBe(0);
      await apis.vod.stopStream(licence.streamId, 754);
      expect(await apis.vod.startStream(licence.streamId)).toBe(754);
      expect((await apis.vod.account()).bookmarks.get((await apis.vod.shows())[0]!.showId)).toBe(754);
    });

    it('should refuse a purchase abroad with geo-blocked', async () => {
      const apis = impl.create();
      await apis.signIn('abroad@example.com');
      const product = paid((await apis.vod.shows())[0]!);
      await expect(apis.vod.purchase(product.productId)).rejects.toMatchObject({
        kind: 'geo-blocked',
        call: 'vod/product/purchase',
      });
    });

    it('should let a former customer buy and refuse past the licence limit', async () => {
      const apis = impl.create();
      await apis.signIn('former@example.com');
      const products = (await apis.vod.shows()).flatMap((show) => show.products).slice(0, 21);
      for (const product of products.slice(0, 20)) await apis.vod.purchase(product.productId);
      await expect(apis.vod.purchase(products[20]!.productId)).rejects.toMatchObject({ kind: 'vod-quota-exceeded' });
    });
  });
}
