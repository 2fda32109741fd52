import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VodCategory, VodElement, VodHierarchy } from '../../../../../src/ports/vod.port';
import { renderTv } from '../../render-tv';

afterEach(() => window.localStorage.clear());

const category = (id: number, name: string, adult = false): VodCategory => ({ id, name, adult });
const title = (showId: string, name: string, adult = false): VodElement =>
  ({
    showId,
    seasonId: '',
    categoryId: 1,
    name,
    logo: '',
    description: '',
    year: 2020,
    adult,
    products: [{ productId: `p-${showId}`, price: 4.9, audio: ['fr'], kind: 'rent', validity: '48H' }],
  }) as VodElement;

const PAGES: Record<number, VodHierarchy> = {
  0: {
    category: category(0, 'VOD'),
    children: [category(1, 'À la une'), category(2, 'Films'), category(9, 'Adultes', true)],
    elements: [],
    seasons: [],
  },
  1: {
    category: category(1, 'À la une'),
    children: [],
    elements: [title('a', 'Alpha'), title('x', 'Xxx', true)],
    seasons: [],
  },
  2: { category: category(2, 'Films'), children: [category(3, 'Action')], elements: [], seasons: [] },
  3: { category: category(3, 'Action'), children: [], elements: [title('b', 'Bravo')], seasons: [] },
};

const vod = { hierarchy: async (id: number) => PAGES[id]!, shows: async () => [], seasons: async () => [] };

describe('the TV VOD screen', () => {
  it.each([
    ['a subscriber', {}],
    ['a former customer', { status: 'former_customer' }],
  ])(
    'should show %s a rail per category, sub-categories as their own rails, adult ones left out, the first card focused',
    async (_, profile) => {
      await renderTv('/vod', { profile, vod });
      await screen.findByRole('heading', { level: 1, name: 'Vidéo à la demande' });
      await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Alpha/), { timeout: 5_000 });
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'À la une',
        'Films · Action',
        'Titres disponibles ici',
        'Saisons disponibles ici',
      ]);
      expect(screen.queryByText(/Xxx/)).toBeNull();
      // A rail's titles come in a deferred render of their own (use-resource.ts).
      await waitFor(() => expect(screen.getByRole('list', { name: 'Films · Action' }).textContent).toMatch(/^Bravo/));
    },
  );
});
