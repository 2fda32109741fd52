import { screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { VodElement } from '../../../../../src/ports/vod.port';
import { VodSeasonOverlay } from '../../../../../src/ui/web/screens/vod/vod-season-overlay';
import { renderRoutes } from '../../../render-with-services';
import { fakeServices } from '../../../../fakes/fake-services';

const episode = (n: number): VodElement => ({
  showId: `ep-${n}`,
  seasonId: 'season-1',
  categoryId: 44858,
  name: `Zugspitze S1E${n}`,
  logo: '',
  description: '',
  year: 2020,
  adult: false,
  products: [{ productId: `p-ep-${n}`, kind: 'rent', price: 2.9, audio: ['de'], validity: '7J' }],
});

describe('the VOD season overlay', () => {
  it('should list the episodes, each leading to its product overlay under the season', async () => {
    const vod = {
      locationSeason: async () => ({
        seasonId: 'season-1',
        categoryId: 44858,
        name: 'Zugspitze – saison 1',
        logo: 'https://img/zugspitze.png',
        adult: false,
        showIds: ['ep-1', 'ep-2'],
      }),
      seasonShows: async () => [episode(1), episode(2)],
    };
    const services = fakeServices({ vod });
    renderRoutes(
      services,
      [
        {
          path: '/vod/:id',
          element: <Outlet />,
          children: [{ path: 'season/:seasonId', element: <VodSeasonOverlay /> }],
        },
      ],
      '/vod/44858/season/season-1',
    );
    await screen.findByRole('heading', { level: 2, name: 'Zugspitze – saison 1' });
    expect((await screen.findByRole('link', { name: /Zugspitze S1E2/ })).getAttribute('href')).toBe(
      '/vod/44858/season/season-1/show/ep-2/product/p-ep-2',
    );
    expect(screen.getByRole('link', { name: /Zugspitze S1E1/ }).textContent).toMatch(/Dès 2.90\sCHF/);
  });

  it('should show the season read by its id (vod/locations/seasons/{id}/): its picture, how many episodes it holds, its episodes in its order', async () => {
    const vod = {
      locationSeason: async () => ({
        seasonId: 'season-1',
        categoryId: 44858,
        name: 'Zugspitze – saison 1',
        logo: 'https://img/zugspitze.png',
        adult: false,
        showIds: ['ep-2', 'ep-1', 'ep-3'],
      }),
      seasonShows: async () => [episode(1), episode(2)],
    };
    renderRoutes(
      fakeServices({ vod }),
      [
        {
          path: '/vod/:id',
          element: <Outlet />,
          children: [{ path: 'season/:seasonId', element: <VodSeasonOverlay /> }],
        },
      ],
      '/vod/44858/season/season-1',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zugspitze – saison 1' });
    expect(within(dialog).getByText('Épisodes dans cette saison : 3')).toBeTruthy();
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('https://img/zugspitze.png');
    expect(
      within(dialog)
        .getAllByRole('link', { name: /^Zugspitze S1E/ })
        .map((link) => link.querySelector('strong')?.textContent),
    ).toEqual(['Zugspitze S1E2', 'Zugspitze S1E1']);
  });

  it('should show nothing of an adult season, even reached by its address (spec point 6)', async () => {
    const vod = {
      locationSeason: async () => ({
        seasonId: 'season-1',
        categoryId: 44858,
        name: 'Velours',
        logo: '',
        adult: true,
        showIds: ['ep-1'],
      }),
      seasonShows: async () => [episode(1)],
    };
    renderRoutes(
      fakeServices({ vod }),
      [
        {
          path: '/vod/:id',
          element: <Outlet />,
          children: [{ path: 'season/:seasonId', element: <VodSeasonOverlay /> }],
        },
      ],
      '/vod/44858/season/season-1',
    );
    await screen.findByText('Ce titre n’est pas proposé dans l’application.');
    expect(screen.queryByText(/Velours|Zugspitze S1E1/)).toBeNull();
  });
});
