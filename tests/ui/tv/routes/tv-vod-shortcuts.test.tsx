import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { provideVodPurchase, VOD_PURCHASE_MACHINE } from '../../../../src/application/vod/vod-purchase.machine';
import type { VodAccount, VodElement, VodSeason } from '../../../../src/ports/vod.port';
import { TV_SHORTCUTS } from '../../../../src/ui/tv/tv-shortcuts';
import { FakeVodPurchaseApi } from '../../../fakes/fake-vod-purchase-api';
import { homeWorld, type HomeWorld } from '../../web/screens/home/home-services';
import { renderTvHome } from '../screens/home/tv-home-services';

beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

const press = (key: 'Escape' | 'Enter', keyCode: number) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, keyCode });
const focused = () => document.activeElement as HTMLElement;

const product = (productId: string) => ({ productId, kind: 'rent', price: 0, audio: ['fr'], validity: '48H' }) as const;
const film: VodElement = {
  showId: 'film-1',
  seasonId: '',
  categoryId: 44856,
  name: 'Le Dernier Col',
  logo: '',
  adult: false,
  year: 2001,
  description: '',
  products: [product('p-film')],
};
const episode: VodElement = {
  ...film,
  showId: 'ep-1',
  seasonId: 'season-1',
  name: 'Épisode 1',
  products: [product('p-ep')],
};
const season: VodSeason = {
  seasonId: 'season-1',
  categoryId: 44856,
  name: 'Saison 1',
  logo: '',
  adult: false,
  showIds: ['ep-1'],
};
const account: VodAccount = { licences: new Map(), bookmarks: new Map(), menu: [], purchased: new Set() };

/** The home world with a VOD catalogue of one film and one season of one episode. */
function vodWorld(): HomeWorld {
  const world = homeWorld(5);
  return {
    ...world,
    vod: {
      ...world.vod,
      account: async () => account,
      show: async (showId) => [film, episode].find((each) => each.showId === showId)!,
      related: async () => [],
      locationSeason: async () => season,
      seasonShows: async () => [episode],
    },
  };
}

const render = (path: string) =>
  renderTvHome(vodWorld(), {
    path,
    services: [[VOD_PURCHASE_MACHINE, provideVodPurchase(new FakeVodPurchaseApi())]],
  });

/** The VOD shortcuts of spec point 2, the overlay each opens (its dialog's name) and where it lands over a screen. */
const VOD_SHORTCUTS = [
  ['/show/film-1/product/p-film', 'show/film-1/product/p-film', 'Le Dernier Col'],
  ['/season/season-1', 'season/season-1', 'Saison 1'],
  ['/season/season-1/show-vod/ep-1/product/p-ep', 'season/season-1/show/ep-1/product/p-ep', 'Épisode 1'],
] as const;

describe('TV: the VOD shortcut routes of spec point 2', () => {
  it('should list every VOD shortcut of the spec among the TV shortcuts', () => {
    expect(TV_SHORTCUTS.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        'show/:showId/product/:productId',
        'season/:seasonId',
        'season/:seasonId/show-vod/:showId/product/:productId',
      ]),
    );
  });

  it.each(VOD_SHORTCUTS)(
    'should open %s over the VOD screen when there is no current screen',
    async (path, overlay, name) => {
      const { router } = await render(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(`/vod/${overlay}`));
      const dialog = await screen.findByRole('dialog', { name });
      await waitFor(() => expect(dialog.contains(focused())).toBe(true));
      screen.getByRole('heading', { level: 1, name: 'Vidéo à la demande', hidden: true });
    },
  );

  it.each(VOD_SHORTCUTS)(
    'should open %s over the current list screen (the guide), and close it back to that screen with Back',
    async (path, overlay, name) => {
      const { router } = await render('/guide');
      await waitFor(() => expect(router.state.location.pathname).toBe('/guide'));
      await waitFor(() => expect(focused().closest('main')).not.toBeNull());
      await act(() => router.navigate(path));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/guide/${overlay}`));
      const dialog = await screen.findByRole('dialog', { name });
      await waitFor(() => expect(dialog.contains(focused())).toBe(true));
      press('Escape', 27);
      await waitFor(() => expect(router.state.location.pathname).toBe('/guide'));
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(focused().closest('main')).not.toBeNull());
    },
  );

  it("should open an episode from a season opened over a list screen over that same screen, and Back to the season's episode", async () => {
    const { router } = await render('/recordings/completed');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordings/completed'));
    await act(() => router.navigate('/season/season-1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordings/completed/season/season-1'));
    const season = await screen.findByRole('dialog', { name: 'Saison 1' });
    // The shortcut's season is the one vod/locations/seasons/{id}/ reads: what it holds is said.
    await within(season).findByText('Épisodes dans cette saison : 1');
    await waitFor(() => expect(focused().textContent).toMatch(/^Épisode 1/));
    press('Enter', 13);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/recordings/completed/season/season-1/show/ep-1/product/p-ep'),
    );
    await screen.findByRole('dialog', { name: 'Épisode 1' });
    press('Escape', 27);
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordings/completed/season/season-1'));
    await waitFor(() => expect(focused().textContent).toMatch(/^Épisode 1/));
  });
});
