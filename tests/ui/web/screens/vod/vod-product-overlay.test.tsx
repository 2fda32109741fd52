import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCAL_PREFERENCES, type LocalPreferences } from '../../../../../src/domain/account/local-preferences';
import type { PreferencesStore } from '../../../../../src/ports/preferences.port';
import { type VodAccount, type VodApi, type VodElement } from '../../../../../src/ports/vod.port';
import { VodProductOverlay } from '../../../../../src/ui/web/screens/vod/vod-product-overlay';
import { FakePlayer } from '../../../../fakes/fake-player';
import { FakeVodPurchaseApi } from '../../../../fakes/fake-vod-purchase-api';
import { provideVodPurchase, VOD_PURCHASE_MACHINE } from '../../../../../src/application/vod/vod-purchase.machine';
import { ApiError } from '../../../../../src/domain/errors';
import type { Profile } from '../../../../../src/domain/session/profile';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { FakeUsageApi } from '../../../../fakes/fake-usage-api';
import { ManualClock } from '../../../../fakes/manual-clock';
import { renderRoutes, startAuthAs } from '../../../render-with-services';
import { fakeServices } from '../../../../fakes/fake-services';

const film: VodElement = {
  showId: 'film-1',
  seasonId: '',
  categoryId: 44856,
  name: 'Le Dernier Col',
  logo: 'poster.svg',
  adult: false,
  year: 2001,
  description: 'Une traversée des Alpes.',
  products: [
    { productId: 'p-rent', kind: 'rent', price: 4.9, audio: ['de', 'ad', 'fr'], validity: '48H' },
    { productId: 'p-buy', kind: 'buy', price: 14.9, audio: ['de', 'ad', 'fr'], validity: '3650J' },
  ],
};
const adultFilm: VodElement = { ...film, showId: 'film-adult', name: 'Nuit rouge', adult: true };
const freeFilm: VodElement = {
  ...film,
  showId: 'film-free',
  name: 'La Fugue',
  products: [{ productId: 'p-free', kind: 'rent', price: 0, audio: ['en'], validity: '30J' }],
};

function fakeVod(account: Partial<VodAccount>) {
  return {
    account: vi.fn(async (): Promise<VodAccount> => ({
      licences: new Map(),
      bookmarks: new Map(),
      menu: [],
      purchased: new Set(),
      ...account,
    })),
    show: vi.fn(
      async (showId: string) =>
        [film, freeFilm, adultFilm].find((element) => element.showId === showId) ??
        Promise.reject(new Error('not found')),
    ),
    related: vi.fn(async (): Promise<VodElement[]> => [freeFilm, adultFilm, film]),
    licence: vi.fn(async (productId: string) => ({ streamId: `stream-${productId}`, url: `/vod/${productId}.mpd` })),
    startStream: vi.fn(async () => 0),
    stopStream: vi.fn(async () => undefined),
  };
}

/** The product overlay over the VOD screen, signed in, in French. */
async function renderOverlay(
  path: string,
  vod: ReturnType<typeof fakeVod>,
  purchases = new FakeVodPurchaseApi(),
  profile: Partial<Profile> = {},
  local: Partial<LocalPreferences> = {},
) {
  const clock = new ManualClock();
  const sessionApi = new FakeSessionApi();
  const auth = await startAuthAs(sessionApi, profile);
  const player = new FakePlayer();
  const kept = new Map<string, unknown>([['localPreferences', { ...DEFAULT_LOCAL_PREFERENCES, ...local }]]);
  const preferences: PreferencesStore = {
    get: (key) => kept.get(key) as never,
    set: (key, value) => void kept.set(key, value),
  };
  const services = fakeServices(
    {
      clock,
      auth,
      guide: {},
      shows: {},
      vod: vod as Partial<VodApi>,
      usage: new FakeUsageApi(),
      sessionApi,
      player,
      preferences,
      players: true,
    },
    [[VOD_PURCHASE_MACHINE, provideVodPurchase(purchases)]],
  );
  const { router } = renderRoutes(
    services,
    [
      {
        path: '/vod/:id',
        element: (
          <>
            <h1>VOD</h1>
            <Outlet />
          </>
        ),
        children: [{ path: 'show/:showId/product/:productId', element: <VodProductOverlay /> }],
      },
    ],
    path,
  );
  return { player, router, auth };
}

describe('the VOD product overlay', () => {
  it('should list related titles (vod/show/{id}/c2c/) without adult ones, each card opening its product overlay', async () => {
    const { router } = await renderOverlay('/vod/44856/show/film-1/product/p-rent', fakeVod({}));
    const section = await screen.findByRole('region', { name: 'Dans le même genre' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['La Fugue2001']);
    fireEvent.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vod/44856/show/film-free/product/p-free'));
  });

  it('should leave the related titles out when their call fails, the title still shown', async () => {
    const vod = fakeVod({});
    vod.related.mockRejectedValue(new Error('down'));
    await renderOverlay('/vod/44856/show/film-1/product/p-rent', vod);
    await screen.findByRole('heading', { level: 2, name: 'Le Dernier Col' });
    await waitFor(() => expect(vod.related).toHaveBeenCalledWith('film-1'));
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Dans le même genre' })).toBeNull();
  });

  it('should show the name, the price from the cheapest offer, the audio languages without ad and fr first, and the description', async () => {
    await renderOverlay('/vod/44856/show/film-1/product/p-rent', fakeVod({}));
    await screen.findByRole('heading', { level: 2, name: 'Le Dernier Col' });
    screen.getByText('Dès 4.90 CHF');
    screen.getByText('français, allemand');
    screen.getByText('Une traversée des Alpes.');
    expect(screen.getByRole('link', { name: /^Achat : 14.90\sCHF$/ }).getAttribute('href')).toBe(
      '/vod/44856/show/film-1/product/p-buy',
    );
  });

  it('should offer to rent a product not held for its price and licence validity, and play nothing yet', async () => {
    const vod = fakeVod({ licences: new Map([['p-other', '48H']]) });
    await renderOverlay('/vod/44856/show/film-1/product/p-rent', vod);
    const rent = await screen.findByRole('button', { name: /^Louer pour 4.90\sCHF$/ });
    expect((rent as HTMLButtonElement).disabled).toBe(false);
    screen.getByText('Louez ou achetez ce titre pour le regarder.');
    screen.getByText('Location valable 48 heures.');
    expect(screen.queryByRole('button', { name: 'Regarder' })).toBeNull();
    expect(vod.licence).not.toHaveBeenCalled();
  });

  it('should rent with a promo code after confirming the price it gives, then play the title at once from the start', async () => {
    const vod = fakeVod({});
    const purchases = new FakeVodPurchaseApi();
    const { player } = await renderOverlay('/vod/44856/show/film-1/product/p-rent', vod, purchases);
    fireEvent.input(await screen.findByLabelText('Code promotionnel (facultatif)'), { target: { value: 'DEMO2026' } });
    fireEvent.click(screen.getByRole('button', { name: /^Louer pour 4.90\sCHF$/ }));
    await screen.findByText('Louer « Le Dernier Col » gratuitement ?');
    expect(purchases.calls).toEqual(['quote p-rent DEMO2026']);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(player.loads).toHaveLength(1));
    expect(purchases.calls).toEqual(['quote p-rent DEMO2026', 'purchase p-rent DEMO2026']);
    expect(vod.licence).toHaveBeenCalledWith('p-rent');
    expect(player.loads[0]?.options?.startSeconds ?? 0).toBe(0);
    screen.getByText('C’est fait : votre licence est valable 48 heures.');
  });

  it('should ask to confirm the full price without a code, and go back to the form when declined', async () => {
    const purchases = new FakeVodPurchaseApi();
    purchases.price = 14.9;
    await renderOverlay('/vod/44856/show/film-1/product/p-buy', fakeVod({}), purchases);
    fireEvent.click(await screen.findByRole('button', { name: /^Acheter pour 14.90\sCHF$/ }));
    await screen.findByText(/^Acheter « Le Dernier Col » pour 14.90\sCHF \?$/);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await screen.findByText('Achat valable 3650 jours.');
    expect(purchases.calls).toEqual(['quote p-buy -']);
  });

  it.each([
    ['a wrong promo code', null, 'NOPE', "Ce code promotionnel n'est pas valable."],
    [
      'the VOD quota',
      new ApiError('vod-quota-exceeded', 'vod/product/quote'),
      'DEMO2026',
      'Vous avez atteint le nombre maximal de locations en cours.',
    ],
    [
      'a purchase the provider refuses abroad (451)',
      new ApiError('geo-blocked', 'vod/product/quote'),
      '',
      "Ce contenu n'est pas disponible depuis votre position. Désactivez votre VPN ou proxy et réessayez.",
    ],
  ])('should say so on %s and keep the typed code', async (_, refusal, code, message) => {
    const purchases = new FakeVodPurchaseApi();
    purchases.refusal = refusal;
    const { player } = await renderOverlay('/vod/44856/show/film-1/product/p-rent', fakeVod({}), purchases);
    const input = await screen.findByLabelText('Code promotionnel (facultatif)');
    fireEvent.input(input, { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: /^Louer pour/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((screen.getByLabelText('Code promotionnel (facultatif)') as HTMLInputElement).value).toBe(code);
    expect(player.loads).toHaveLength(0);
  });

  it('should show a country-locked account the purchase blocked with the geo-blocked message, with no code to type (spec point 6)', async () => {
    const purchases = new FakeVodPurchaseApi();
    const { player } = await renderOverlay('/vod/44856/show/film-1/product/p-rent', fakeVod({}), purchases, {
      countryLocked: true,
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Ce contenu n'est pas disponible depuis votre position. Désactivez votre VPN ou proxy et réessayez.",
    );
    screen.getByText('Louez ou achetez ce titre pour le regarder.');
    expect(screen.queryByLabelText('Code promotionnel (facultatif)')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Louer/ })).toBeNull();
    expect(purchases.calls).toEqual([]);
    expect(player.loads).toHaveLength(0);
  });

  it('should not show an adult title, even by its address (spec point 6)', async () => {
    await renderOverlay('/vod/44856/show/film-adult/product/p-rent', fakeVod({}));
    await screen.findByText('Ce titre n’est pas proposé dans l’application.');
    expect(screen.queryByText('Nuit rouge')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Louer/ })).toBeNull();
  });

  it('should play a held product: licence, stream start, then the player loads it from the bookmark', async () => {
    const vod = fakeVod({ licences: new Map([['p-rent', '48H']]), bookmarks: new Map([['film-1', 900]]) });
    const { player } = await renderOverlay('/vod/44856/show/film-1/product/p-rent', vod);
    fireEvent.click(await screen.findByRole('button', { name: 'Reprendre à 15:00' }));
    await waitFor(() => expect(player.loads).toHaveLength(1));
    expect(vod.licence).toHaveBeenCalledWith('p-rent');
    expect(vod.startStream).toHaveBeenCalledWith('stream-p-rent');
    expect(player.loads[0]).toEqual({
      rights: { streamId: 'stream-p-rent', url: '/vod/p-rent.mpd' },
      options: { startSeconds: 900 },
    });
  });

  it.each([
    [20, 'Regarder', 0],
    [21, 'Reprendre à 0:21', 21],
  ])(
    'VOD bookmark counts only above 20 seconds: at %i s the button reads %j and the stream starts at %i s',
    async (bookmark, label, start) => {
      const vod = fakeVod({ licences: new Map([['p-rent', '48H']]), bookmarks: new Map([['film-1', bookmark]]) });
      const { player } = await renderOverlay('/vod/44856/show/film-1/product/p-rent', vod);
      fireEvent.click(await screen.findByRole('button', { name: label }));
      await waitFor(() => expect(player.loads).toHaveLength(1));
      expect(player.loads[0]?.options?.startSeconds ?? 0).toBe(start);
    },
  );

  it('should play a free product without any licence held', async () => {
    const vod = fakeVod({});
    const { player } = await renderOverlay('/vod/0/show/film-free/product/p-free', vod);
    await screen.findByText('Gratuit');
    fireEvent.click(await screen.findByRole('button', { name: 'Regarder' }));
    await waitFor(() => expect(player.loads).toHaveLength(1));
    expect(vod.licence).toHaveBeenCalledWith('p-free');
  });

  it('should stop and report the stream when the overlay closes', async () => {
    const vod = fakeVod({ licences: new Map([['p-rent', '48H']]) });
    const { player, router } = await renderOverlay('/vod/44856/show/film-1/product/p-rent', vod);
    fireEvent.click(await screen.findByRole('button', { name: 'Regarder' }));
    await waitFor(() => expect(player.loads).toHaveLength(1));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Regarder' }) as HTMLButtonElement).disabled).toBe(true),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Fermer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vod/44856'));
    expect(vod.stopStream).toHaveBeenCalledWith('stream-p-rent', 0);
    expect(player.calls).toContain('stop');
  });

  it('player always on: should go on in the docked player when the overlay closes, come back to it with the same video, and stop from the dock', async () => {
    const vod = fakeVod({ licences: new Map([['p-rent', '48H']]) });
    const path = '/vod/44856/show/film-1/product/p-rent';
    const { player, router } = await renderOverlay(path, vod, undefined, {}, { playerAlwaysOn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Regarder' }));
    await waitFor(() => expect(player.loads).toHaveLength(1));
    const video = screen.getByLabelText('Lecteur vidéo', { selector: 'video' });
    fireEvent.click(screen.getByRole('link', { name: 'Fermer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vod/44856'));
    const dock = await screen.findByRole('region', { name: 'Lecteur réduit' });
    await within(dock).findByRole('heading', { name: 'Le Dernier Col' });
    expect(dock.contains(video)).toBe(true);
    expect(screen.getByText('La lecture continue dans le lecteur réduit.').getAttribute('role')).toBe('status');
    expect(vod.stopStream).not.toHaveBeenCalled();
    expect(player.calls).not.toContain('stop');

    fireEvent.click(within(dock).getByRole('link', { name: 'Revenir au lecteur' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Lecteur réduit' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Lecteur vidéo' }).contains(video)).toBe(true);
    expect(player.loads).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: 'Fermer' }));
    const again = await screen.findByRole('region', { name: 'Lecteur réduit' });
    fireEvent.click(within(again).getByRole('button', { name: 'Fermer le lecteur' }));
    await waitFor(() => expect(vod.stopStream).toHaveBeenCalledWith('stream-p-rent', 0));
    expect(player.calls).toContain('stop');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Lecteur réduit' })).toBeNull());
  });

  it('player always on: should stop the docked stream when the user signs out', async () => {
    const vod = fakeVod({ licences: new Map([['p-rent', '48H']]) });
    const { player, router, auth } = await renderOverlay(
      '/vod/44856/show/film-1/product/p-rent',
      vod,
      undefined,
      {},
      {
        playerAlwaysOn: true,
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Regarder' }));
    await waitFor(() => expect(player.loads).toHaveLength(1));
    await act(() => router.navigate('/vod/44856'));
    await screen.findByRole('region', { name: 'Lecteur réduit' });
    act(() => auth.send({ type: 'auth.logout' }));
    await waitFor(() => expect(vod.stopStream).toHaveBeenCalledWith('stream-p-rent', 0));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Lecteur réduit' })).toBeNull());
  });
});
