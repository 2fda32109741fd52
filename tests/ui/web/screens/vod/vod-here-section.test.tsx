import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { VodApi, VodElement, VodHierarchy, VodSeason } from '../../../../../src/ports/vod.port';
import { VodScreen } from '../../../../../src/ui/web/screens/vod/vod-screen';
import { FakeServices, renderRoutes } from '../../../render-with-services';
import { fakeServices } from '../../../../fakes/fake-services';

const title = (showId: string, name: string, changes: Partial<VodElement> = {}): VodElement => ({
  showId,
  seasonId: '',
  categoryId: 44857,
  name,
  logo: '',
  description: '',
  year: 2000,
  adult: false,
  products: [{ productId: `p-${showId}`, kind: 'rent', price: 3.5, audio: ['fr'], validity: '48H' }],
  ...changes,
});
const season = (seasonId: string, name: string, changes: Partial<VodSeason> = {}): VodSeason => ({
  seasonId,
  categoryId: 44858,
  name,
  logo: '',
  adult: false,
  showIds: ['ep-1'],
  ...changes,
});
const ROOT: VodHierarchy = {
  category: { id: 0, name: 'Vidéo à la demande', adult: false },
  children: [{ id: 44857, name: 'Films', adult: false }],
  seasons: [],
  elements: [],
};

function renderScreen(path: string, vod: Partial<VodApi> = {}) {
  const services = fakeServices({
    vod: {
      hierarchy: async () => ROOT,
      shows: async () => [
        title('film-1', 'Orages'),
        title('film-2', 'Velours', { adult: true }),
        title('ep-1', 'Zugspitze S1E1', { seasonId: 'season-1' }),
      ],
      seasons: async () => [season('season-1', 'Zugspitze – saison 1'), season('season-9', 'X', { adult: true })],
      ...vod,
    },
  });
  renderRoutes(services, [{ path: '/vod/:id', element: <VodScreen /> }], path);
}
const part = () => screen.getByRole('region', { name: 'Disponible ici' });

describe('what VOD offers where the user is, on the web VOD screen', () => {
  it('should list the titles and the seasons available here, adult items and episodes left out, each opening its overlay', async () => {
    renderScreen('/vod/0');
    const titles = await screen.findByRole('list', { name: 'Titres disponibles ici' });
    expect(
      within(titles)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/vod/0/show/film-1/product/p-film-1']);
    const seasons = await screen.findByRole('list', { name: 'Saisons disponibles ici' });
    expect(
      within(seasons)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/vod/0/season/season-1']);
    expect(within(part()).queryByText(/Velours|^X$/)).toBeNull();
  });

  it('should say when nothing is available where the user is', async () => {
    renderScreen('/vod/0', { shows: async () => [], seasons: async () => [] });
    await within(await screen.findByRole('region', { name: 'Disponible ici' })).findByText(
      'Aucun titre n’est disponible là où vous êtes.',
    );
    expect(within(part()).getByText('Aucune saison n’est disponible là où vous êtes.')).toBeTruthy();
    expect(within(part()).queryAllByRole('link')).toEqual([]);
  });

  it('should say a failed read with Retry, which reads it again', async () => {
    let calls = 0;
    renderScreen('/vod/0', {
      seasons: async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return [season('season-1', 'Zugspitze – saison 1')];
      },
    });
    const seasons = await screen.findByRole('region', { name: 'Saisons disponibles ici' });
    await within(seasons).findByText(/^Impossible de savoir ce qui est disponible ici\./);
    fireEvent.click(within(seasons).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(within(seasons).getAllByRole('link')).toHaveLength(1));
  });

  it('should show the part on the catalogue root only, not on every category page', async () => {
    renderScreen('/vod/44857');
    await screen.findByRole('heading', { level: 2, name: 'Vidéo à la demande' });
    expect(screen.queryByRole('region', { name: 'Disponible ici' })).toBeNull();
  });

  it.each([
    ['de', 'Hier verfügbar', 'Hier verfügbare Titel', 'An Ihrem Standort ist keine Staffel verfügbar.'],
    ['en', 'Available here', 'Titles available here', 'No season is available where you are.'],
  ] as const)('should speak %s', async (language, part, titles, noSeason) => {
    const services = fakeServices({
      vod: { hierarchy: async () => ROOT, shows: async () => [title('film-1', 'Orages')], seasons: async () => [] },
    });
    const router = createMemoryRouter([{ path: '/vod/:id', element: <VodScreen /> }], { initialEntries: ['/vod/0'] });
    render(
      <FakeServices services={services} language={language}>
        <RouterProvider router={router} />
      </FakeServices>,
    );
    const region = await screen.findByRole('region', { name: part });
    await within(region).findByRole('list', { name: titles });
    await within(region).findByText(noSeason);
  });
});
