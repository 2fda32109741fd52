import { describe, expect, it } from 'vitest';
import { vodHereSeasons, vodHereTitles } from '../../../src/application/vod/vod-here.model';
import type { VodElement, VodSeason } from '../../../src/ports/vod.port';

const element = (showId: string, changes: Partial<VodElement> = {}): VodElement => ({
  showId,
  seasonId: '',
  categoryId: 44857,
  name: showId,
  logo: '',
  description: '',
  year: 2020,
  adult: false,
  products: [{ productId: `p-${showId}`, kind: 'rent', price: 4.9, audio: ['fr'], validity: '48H' }],
  ...changes,
});
const season = (seasonId: string, changes: Partial<VodSeason> = {}): VodSeason => ({
  seasonId,
  categoryId: 44858,
  name: seasonId,
  logo: '',
  adult: false,
  showIds: [`${seasonId}-e1`],
  ...changes,
});
const summary = (cards: ReturnType<typeof vodHereTitles>) => cards.map(({ key, kind, path }) => ({ key, kind, path }));

describe('the titles available where the user is (vod/locations/shows/)', () => {
  it('should list the titles in the order the provider gives, each opening its first offer', () => {
    expect(summary(vodHereTitles([element('b'), element('a 1')]))).toEqual([
      { key: 'title-b', kind: 'title', path: 'show/b/product/p-b' },
      { key: 'title-a 1', kind: 'title', path: 'show/a%201/product/p-a%201' },
    ]);
  });

  it('should leave out adult titles (spec point 6), titles without an offer, and repeats', () => {
    const shows = [
      element('a'),
      element('adult', { adult: true }),
      element('none', { products: [] }),
      element('a'),
      element('b'),
    ];
    expect(vodHereTitles(shows).map(({ key }) => key)).toEqual(['title-a', 'title-b']);
  });

  it('should leave out the episodes of a season, which open through their season in the seasons available here', () => {
    expect(vodHereTitles([element('ep', { seasonId: 's1' }), element('film')]).map(({ key }) => key)).toEqual([
      'title-film',
    ]);
  });

  it('should list nothing when nothing is available where the user is', () => {
    expect(vodHereTitles([])).toEqual([]);
  });
});

describe('the seasons available where the user is (vod/locations/seasons/)', () => {
  it('should list the seasons in the order the provider gives, each opening its season overlay', () => {
    const cards = vodHereSeasons([season('s 2'), season('s1')]);
    expect(cards.map(({ key, kind, path }) => ({ key, kind, path }))).toEqual([
      { key: 'season-s 2', kind: 'season', path: 'season/s%202' },
      { key: 'season-s1', kind: 'season', path: 'season/s1' },
    ]);
  });

  it('should leave out adult seasons (spec point 6), seasons that hold no episode, and repeats', () => {
    const seasons = [season('a'), season('adult', { adult: true }), season('none', { showIds: [] }), season('a')];
    expect(vodHereSeasons(seasons).map(({ key }) => key)).toEqual(['season-a']);
  });
});
