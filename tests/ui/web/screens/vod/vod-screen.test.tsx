import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type VodElement, type VodHierarchy } from '../../../../../src/ports/vod.port';
import { VodScreen } from '../../../../../src/ui/web/screens/vod/vod-screen';
import { renderRoutes } from '../../../render-with-services';
import { fakeServices } from '../../../../fakes/fake-services';

const element = (showId: string, name: string, overrides: Partial<VodElement> = {}): VodElement => ({
  showId,
  seasonId: '',
  categoryId: 44857,
  name,
  logo: '',
  description: '',
  year: 2000,
  adult: false,
  products: [{ productId: `p-${showId}`, kind: 'rent', price: 3.5, audio: ['fr'], validity: '48H' }],
  ...overrides,
});

const page: VodHierarchy = {
  category: { id: 44857, name: 'Films', adult: false },
  children: [
    { id: 44862, name: 'Action', adult: false },
    { id: 44860, name: 'Adultes', adult: true },
  ],
  seasons: [
    {
      seasonId: 'season-1',
      categoryId: 44857,
      name: 'Zugspitze – saison 1',
      logo: '',
      adult: false,
      showIds: ['ep-1'],
    },
  ],
  elements: [
    element('film-1', 'Orages'),
    element('film-2', 'Velours', { adult: true }),
    element('film-3', 'Fondue Party', {
      products: [{ productId: 'p-free', kind: 'rent', price: 0, audio: [], validity: '30J' }],
    }),
  ],
};

function renderScreen(path: string) {
  const services = fakeServices({ vod: { hierarchy: async () => page } });
  renderRoutes(services, [{ path: '/vod/:id', element: <VodScreen /> }], path);
}

describe('the VOD category screen', () => {
  it('should list sub-categories, series and titles, each title leading to its product overlay', async () => {
    renderScreen('/vod/44857');
    await screen.findByRole('heading', { level: 2, name: 'Films' });
    const categories = screen.getByRole('navigation', { name: 'Catégories' });
    expect(within(categories).getByRole('link', { name: 'Action' }).getAttribute('href')).toBe('/vod/44862');
    expect(screen.getByRole('link', { name: /Zugspitze – saison 1/ }).getAttribute('href')).toBe(
      '/vod/44857/season/season-1',
    );
    expect(screen.getByRole('link', { name: /Orages/ }).getAttribute('href')).toBe(
      '/vod/44857/show/film-1/product/p-film-1',
    );
    expect(screen.getByRole('link', { name: /Fondue Party/ }).textContent).toContain('Gratuit');
  });

  it('should leave out adult categories and items (spec point 6)', async () => {
    renderScreen('/vod/44857');
    await screen.findByRole('heading', { level: 2, name: 'Films' });
    expect(screen.queryByRole('link', { name: 'Adultes' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Velours/ })).toBeNull();
  });
});
