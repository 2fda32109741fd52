import { describe, expect, it } from 'vitest';
import { shortcutRoutes } from '../../../src/application/navigation/shortcuts';

const route = (variant: 'web' | 'tv', path: string) => shortcutRoutes(variant).find((each) => each.path === path)!;

describe('the shortcut routes of spec point 2', () => {
  it.each([
    ['show/:showId', { showId: 's 1' }, 'show/s%201', '/live/normal', '/live/normal'],
    ['show/:showId/product/:productId', { showId: 'v1', productId: 'p1' }, 'show/v1/product/p1', '/vod/0', '/vod'],
    ['season/:seasonId', { seasonId: 'se1' }, 'season/se1', '/vod/0', '/vod'],
    [
      'season/:seasonId/show-vod/:showId/product/:productId',
      { seasonId: 'se1', showId: 'v1', productId: 'p1' },
      'season/se1/show/v1/product/p1',
      '/vod/0',
      '/vod',
    ],
    ['serie/:serieId', { serieId: 'serie-ch1' }, 'serie/serie-ch1', '/live/normal', '/live/normal'],
    ['people/:peopleId', { peopleId: 'Ada Lovelace' }, 'people/Ada%20Lovelace', '/live/normal', '/live/normal'],
  ])(
    'should open %s as its overlay, over live or VOD (by layout) without a current screen',
    (path, params, overlay, web, tv) => {
      expect(route('web', path).overlay(params)).toBe(overlay);
      expect(route('tv', path).overlay(params)).toBe(overlay);
      expect([route('web', path).fallback, route('tv', path).fallback]).toEqual([web, tv]);
    },
  );
});
