import { describe, expect, it } from 'vitest';
import { vodSeasonView } from '../../../src/application/vod/vod-season.model';
import type { VodElement, VodSeason } from '../../../src/ports/vod.port';

const episode = (showId: string, changes: Partial<VodElement> = {}): VodElement => ({
  showId,
  seasonId: 's1',
  categoryId: 44858,
  name: showId,
  logo: '',
  description: '',
  year: 2020,
  adult: false,
  products: [{ productId: `p-${showId}`, kind: 'rent', price: 2.9, audio: ['fr'], validity: '7J' }],
  ...changes,
});
const SEASON: VodSeason = {
  seasonId: 's1',
  categoryId: 44858,
  name: 'Zugspitze – saison 1',
  logo: 'https://img/zug.png',
  adult: false,
  showIds: ['e2', 'e1', 'e3'],
};
const loaded = <T>(data: T) => ({ status: 'success' as const, data });

describe('a VOD season overlay (vod/locations/seasons/{id}/ beside vod/season/{id}/)', () => {
  it('should show the season read by its id: its name, its picture and how many episodes it holds', () => {
    const view = vodSeasonView(loaded(SEASON), loaded([episode('e1'), episode('e2'), episode('e3')]));
    expect(view).toMatchObject({
      status: 'success',
      data: { name: 'Zugspitze – saison 1', logo: 'https://img/zug.png', episodeCount: 3 },
    });
  });

  it('should list the episodes in the order the season holds them, any it does not list after them', () => {
    const view = vodSeasonView(loaded(SEASON), loaded([episode('e1'), episode('extra'), episode('e3'), episode('e2')]));
    expect(view.status === 'success' ? view.data?.episodes.map(({ showId }) => showId) : null).toEqual([
      'e2',
      'e1',
      'e3',
      'extra',
    ]);
  });

  it('should leave out adult episodes (spec point 6)', () => {
    const view = vodSeasonView(loaded(SEASON), loaded([episode('e1'), episode('e2', { adult: true })]));
    expect(view.status === 'success' ? view.data?.episodes.map(({ showId }) => showId) : null).toEqual(['e1']);
  });

  it('should wait for both reads, and say the first failure of either', () => {
    expect(vodSeasonView({ status: 'loading' }, loaded([]))).toEqual({ status: 'loading' });
    expect(vodSeasonView(loaded(SEASON), { status: 'loading' })).toEqual({ status: 'loading' });
    expect(vodSeasonView({ status: 'failure', error: 'season' }, { status: 'loading' })).toEqual({
      status: 'failure',
      error: 'season',
    });
    expect(vodSeasonView(loaded(SEASON), { status: 'failure', error: 'episodes' })).toEqual({
      status: 'failure',
      error: 'episodes',
    });
  });

  it('should show nothing of an adult season, even when its address is typed (spec point 6)', () => {
    expect(vodSeasonView(loaded({ ...SEASON, adult: true }), loaded([episode('e1')]))).toEqual({
      status: 'success',
      data: null,
    });
  });
});
