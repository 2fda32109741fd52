import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { provideVodPurchase, VOD_PURCHASE_MACHINE } from '../../../../../src/application/vod/vod-purchase.machine';
import type { VodAccount, VodElement, VodHierarchy } from '../../../../../src/ports/vod.port';
import { FakeVodPurchaseApi } from '../../../../fakes/fake-vod-purchase-api';
import { press as sendPress, renderTv } from '../../render-tv';

afterEach(() => window.localStorage.clear());

const press = (name: Parameters<typeof sendPress>[0]) => act(() => void sendPress(name));

const film: VodElement = {
  showId: 'film-1',
  seasonId: '',
  categoryId: 1,
  name: 'Le Dernier Col',
  logo: '',
  adult: false,
  year: 2001,
  description: 'Une traversée des Alpes.',
  products: [
    { productId: 'p-rent', kind: 'rent', price: 4.9, audio: ['fr'], validity: '48H' },
    { productId: 'p-buy', kind: 'buy', price: 14.9, audio: ['fr'], validity: '3650J' },
  ],
};
const page: VodHierarchy = {
  category: { id: 0, name: 'VOD', adult: false },
  children: [],
  elements: [film],
  seasons: [],
};
const account: VodAccount = { licences: new Map(), bookmarks: new Map(), menu: [], purchased: new Set() };

async function renderProduct(productId: string, purchases: FakeVodPurchaseApi) {
  return renderTv(`/vod/show/film-1/product/${productId}`, {
    vod: { hierarchy: async () => page, show: async () => film, account: async () => account },
    services: [[VOD_PURCHASE_MACHINE, provideVodPurchase(purchases)]],
  });
}

describe('the TV VOD product overlay, after a purchase', () => {
  it.each([
    ['rented', 'p-rent', '48H', 'Louer pour', '48 heures'],
    ['bought', 'p-buy', '3650J', 'Acheter pour', '3650 jours'],
  ])(
    'should tell the licence of a title %s (as the web does) with Play focused, and play only once Play is pressed',
    async (_kind, productId, validity, offer, inWords) => {
      const purchases = new FakeVodPurchaseApi();
      purchases.validity = validity;
      const { router } = await renderProduct(productId, purchases);
      const dialog = await screen.findByRole('dialog', { name: 'Le Dernier Col' });
      await waitFor(() => expect(document.activeElement?.textContent).toMatch(new RegExp(`^${offer} `)));
      press('enter');
      await waitFor(() => expect(document.activeElement?.textContent).toBe('Confirmer'));
      press('enter');

      const licence = await within(dialog).findByText(`C’est fait : votre licence est valable ${inWords}.`);
      expect(licence.getAttribute('role')).toBe('status');
      within(dialog).getByText('Vous pouvez regarder ce titre : votre licence est en cours.');
      await waitFor(() => expect(document.activeElement?.textContent).toBe('Regarder'));
      expect(purchases.calls).toEqual([`quote ${productId} -`, `purchase ${productId} -`]);
      expect(router.state.location.pathname).toBe(`/vod/show/film-1/product/${productId}`);

      press('enter');
      await waitFor(() =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          `/player/vod?show=film-1&product=${productId}&bookmark=0`,
        ),
      );
    },
  );
});
