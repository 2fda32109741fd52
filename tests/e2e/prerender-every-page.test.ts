import { describe, it } from 'vitest';
import { BASENAMES, PRERENDER_PATHS } from '../../scripts/build/prerender-pages';
import { browserPerTest } from './browser';
import { expectHydrated, expectPaintedAlone, type PrerenderCase } from './prerender-checks';

/**
 * Every page the build prerenders (prerender-pages.ts), as a returning subscriber opens it in
 * French: the HTML alone paints the heading its title names (the brand on a sign-in page, which a
 * subscriber leaves), and the app takes it over without a mismatch or a layout shift. The other
 * languages and a visitor's pages are prerender.test.ts's cases.
 */
const current = browserPerTest();

const PAGES: readonly PrerenderCase[] = (['web', 'tv'] as const).flatMap((layout) =>
  PRERENDER_PATHS[layout].map((path) => ({
    path: `${BASENAMES[layout].replace(/\/$/, '')}${path}`,
    language: 'fr' as const,
    session: true,
    ...(path === '/login' ? { heading: 'Zapline' } : {}),
  })),
);

describe('every prerendered page', () => {
  it.each(PAGES)('should paint $path from the HTML alone, then be taken over as it is', async (each) => {
    await expectPaintedAlone(current(), each);
    await current().page.unrouteAll();
    await expectHydrated(current(), each);
  });
});
