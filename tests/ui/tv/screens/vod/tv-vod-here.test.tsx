import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VodApi, VodElement, VodHierarchy, VodSeason } from '../../../../../src/ports/vod.port';
import { renderTv } from '../../render-tv';

beforeAll(() => configure({ asyncUtilTimeout: 8000 }));
afterEach(() => window.localStorage.clear());

const title = (showId: string, name: string, changes: Partial<VodElement> = {}): VodElement => ({
  showId,
  seasonId: '',
  categoryId: 1,
  name,
  logo: '',
  description: '',
  year: 2020,
  adult: false,
  products: [{ productId: `p-${showId}`, price: 4.9, audio: ['fr'], kind: 'rent', validity: '48H' }],
  ...changes,
});
const season = (seasonId: string, name: string, changes: Partial<VodSeason> = {}): VodSeason => ({
  seasonId,
  categoryId: 2,
  name,
  logo: '',
  adult: false,
  showIds: [`${seasonId}-e2`, `${seasonId}-e1`],
  ...changes,
});
const ROOT: VodHierarchy = {
  category: { id: 0, name: 'VOD', adult: false },
  children: [{ id: 1, name: 'À la une', adult: false }],
  elements: [],
  seasons: [],
};
const FEATURED: VodHierarchy = {
  ...ROOT,
  category: ROOT.children[0]!,
  children: [],
  elements: [title('f', 'Featured')],
};
const SHOWS = [
  title('a', 'Alpha'),
  title('x', 'Xxx', { adult: true }),
  title('ep', 'Episode', { seasonId: 's1' }),
  title('b', 'Bravo'),
];
const SEASONS = [season('s1', 'Lac – saison 1'), season('s9', 'Adulte', { adult: true })];

function vodWith(changes: Partial<VodApi> = {}): Partial<VodApi> {
  return {
    hierarchy: async (id) => (id === 0 ? ROOT : FEATURED),
    show: async (showId) => SHOWS.find((show) => show.showId === showId)!,
    related: async () => [],
    account: async () => ({ licences: new Map(), bookmarks: new Map(), menu: [], purchased: new Set() }),
    shows: async () => SHOWS,
    seasons: async () => SEASONS,
    locationSeason: async (seasonId) => SEASONS.find((candidate) => candidate.seasonId === seasonId)!,
    seasonShows: async (seasonId) => [
      title(`${seasonId}-e1`, 'Lac S1E1', { seasonId }),
      title(`${seasonId}-e2`, 'Lac S1E2', { seasonId }),
    ],
    ...changes,
  };
}

const focused = () => document.activeElement as HTMLElement;
const names = (rail: string) =>
  within(screen.getByRole('list', { name: rail }))
    .getAllByRole('button')
    .map((card) => card.textContent);

describe('what VOD offers where the user is, on the TV VOD screen', () => {
  it('should show the titles then the seasons available here as rails after the categories, adult items and episodes left out', async () => {
    await renderTv('/vod', { vod: vodWith() });
    await waitFor(() => expect(focused().textContent).toMatch(/^Featured/));
    await waitFor(() =>
      expect(names('Titres disponibles ici')).toEqual([
        expect.stringMatching(/^Alpha/),
        expect.stringMatching(/^Bravo/),
      ]),
    );
    expect(names('Saisons disponibles ici')).toEqual(['Lac – saison 1']);
  });

  it('should say when nothing is available here, with no card to hold the focus, and keep the focus on the first rail', async () => {
    await renderTv('/vod', { vod: vodWith({ shows: async () => [], seasons: async () => [] }) });
    await screen.findByText('Aucun titre n’est disponible là où vous êtes.');
    await screen.findByText('Aucune saison n’est disponible là où vous êtes.');
    await waitFor(() => expect(focused().textContent).toMatch(/^Featured/));
    const rail = screen.getByRole('region', { name: 'Titres disponibles ici' });
    expect(within(rail).queryAllByRole('button')).toEqual([]);
  });

  it('should say a failed read with Retry, which reads it again', async () => {
    let calls = 0;
    const shows = async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return SHOWS;
    };
    await renderTv('/vod', { vod: vodWith({ shows }) });
    const rail = await screen.findByRole('region', { name: 'Titres disponibles ici' });
    await within(rail).findByText(/^Impossible de savoir ce qui est disponible ici\./);
    act(() => within(rail).getByRole('button', { name: 'Réessayer' }).click());
    await waitFor(() => expect(names('Titres disponibles ici')).toHaveLength(2));
  });
});

describe('the TV season overlay', () => {
  it('should show the season read by its id: its name, how many episodes it holds, its episodes in its order', async () => {
    await renderTv('/vod/season/s1', { vod: vodWith() });
    const dialog = await screen.findByRole('dialog', { name: 'Lac – saison 1' });
    await within(dialog).findByText('Épisodes dans cette saison : 2');
    expect(
      within(within(dialog).getByRole('list'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringMatching(/^Lac S1E2/), expect.stringMatching(/^Lac S1E1/)]);
  });
});
