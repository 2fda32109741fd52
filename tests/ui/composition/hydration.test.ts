import { describe, expect, it } from 'vitest';
import { canHydrate, pathUnder, type FirstRender } from '../../../src/composition/hydration';

const home: FirstRender = {
  prerendered: '/home',
  path: '/home',
  search: '',
  pageLanguage: 'de',
  language: 'de',
  theme: undefined,
  defaultTheme: 'amber',
};

describe('first render over a prerendered page', () => {
  it('should hydrate the page prerendered for its address, language and the default theme', () => {
    expect(canHydrate(home)).toBe(true);
    expect(canHydrate({ ...home, theme: 'amber' })).toBe(true);
  });

  it('should draw afresh a page without prerendered markup or prerendered for another address', () => {
    expect(canHydrate({ ...home, prerendered: undefined })).toBe(false);
    expect(canHydrate({ ...home, path: '/guide' })).toBe(false);
  });

  it('should draw afresh when a query, another language or another theme changes what the first render draws', () => {
    expect(canHydrate({ ...home, search: '?q=news' })).toBe(false);
    expect(canHydrate({ ...home, language: 'fr' })).toBe(false);
    expect(canHydrate({ ...home, theme: 'crimson' })).toBe(false);
  });

  it('should read the address under the layout basename', () => {
    expect(pathUnder('/tv', '/tv/home')).toBe('/home');
    expect(pathUnder('/tv', '/tv')).toBe('/');
    expect(pathUnder('/', '/live/normal')).toBe('/live/normal');
  });
});
