import { describe, expect, it } from 'vitest';
import { connectSerie } from '../../../src/application/shows/serie.model';
import { aShow } from '../../fakes/shows';

const episodes = [
  aShow({ id: 's2e1', serieSeason: 2 }),
  aShow({ id: 's1e1', serieSeason: 1 }),
  aShow({ id: 's1e2', serieSeason: 1 }),
];

describe('series model: tabs and seasons from the address', () => {
  it.each<[string, string | null, string | null, string, number, string[]]>([
    ['open the episodes of the first season by default', null, null, 'episodes', 1, ['s1e1', 's1e2']],
    ['open the season asked for', 'episodes', '2', 'episodes', 2, ['s2e1']],
    ['fall back to the first season for an unknown one', 'episodes', '7', 'episodes', 1, ['s1e1', 's1e2']],
    ['open the about tab', 'about', '2', 'about', 2, ['s2e1']],
    ['fall back to the episodes for an unknown tab', 'cast', null, 'episodes', 1, ['s1e1', 's1e2']],
  ])('should %s', (_, tab, season, expectedTab, expectedSeason, shown) => {
    const model = connectSerie({ episodes }, { tab, season });
    expect([model.tab, model.season, model.episodes.map((episode) => episode.id)]).toEqual([
      expectedTab,
      expectedSeason,
      shown,
    ]);
    expect(model.seasons).toEqual([1, 2]);
  });

  it('should put episodes without a season in season 0, and leave it out of the address', () => {
    const model = connectSerie({ episodes: [aShow({ id: 'e' })] }, { tab: null, season: null });
    expect([model.seasons, model.season]).toEqual([[0], 0]);
    expect(model.queryFor({ tab: 'about' })).toBe('?tab=about');
  });

  it('should keep the other choice when changing tab or season', () => {
    const model = connectSerie({ episodes }, { tab: 'episodes', season: '2' });
    expect(model.queryFor({ tab: 'about' })).toBe('?tab=about&season=2');
    expect(model.queryFor({ season: 1 })).toBe('?tab=episodes&season=1');
  });
});
