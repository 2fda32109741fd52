import { matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { DemoBackend, memoryDemoStore } from '../../../src/adapters/demo/backend';
import { demoRoutes, mswPath, routeMatcher } from '../../../src/adapters/demo/routes';

const ORIGIN = 'http://demo.test';
const routes = demoRoutes(
  new DemoBackend(
    memoryDemoStore(),
    () => Date.UTC(2026, 10, 22, 12),
    () => 'token',
    { channelCount: 4 },
  ),
);

/** Addresses around every route: its parameters filled in several ways, with and without its trailing slash, in capitals. */
const addresses = routes.flatMap((route) => {
  const base = { api: '/api/mobile/', cache: '/api/cache/', root: '/' }[route.base];
  return ['x1', 'quotas', 'a%20b%2Fc', 'serial'].flatMap((value) => {
    const path = `${base}${route.path.replace(/:\w+/g, value)}`;
    return [
      path,
      path.endsWith('/') ? path.slice(0, -1) : `${path}/`,
      path.toUpperCase(),
      `${path}extra/`,
      `/prefix${path}`,
    ];
  });
});
const methods = ['GET', 'POST', 'PUT', 'DELETE'];

/** What MSW's handlers answer: the first route whose method and path match, with its parameters. */
function mswMatch(method: string, pathname: string) {
  for (const route of routes) {
    if (route.method.toUpperCase() !== method) continue;
    const found = matchRequestUrl(new URL(`${ORIGIN}${pathname}`), mswPath(route));
    // Its `0` is the address before the base (the `*`), which no route reads.
    if (found.matches)
      return { route, params: Object.fromEntries(Object.entries(found.params ?? {}).filter(([name]) => name !== '0')) };
  }
  return undefined;
}

describe('the routes the demo service worker finds', () => {
  const match = routeMatcher(routes);

  it("should find, for every method and address, the route MSW's handlers find, with the same parameters", () => {
    const differing = methods.flatMap((method) =>
      addresses.flatMap((pathname) => {
        const worker = match(method, pathname);
        const msw = mswMatch(method, pathname);
        const same =
          worker?.route === msw?.route &&
          JSON.stringify(worker?.params ?? null) === JSON.stringify(msw?.params ?? null);
        return same
          ? []
          : [
              `${method} ${pathname}: worker ${worker ? mswPath(worker.route) : 'none'} ${JSON.stringify(worker?.params)}, MSW ${msw ? mswPath(msw.route) : 'none'} ${JSON.stringify(msw?.params)}`,
            ];
      }),
    );
    expect(differing).toEqual([]);
    expect(addresses.length).toBeGreaterThan(routes.length * 10);
    // Every method against every address through both matchers: seconds on a loaded machine.
  }, 30_000);

  it('should find nothing for a path outside the API', () => {
    expect(match('GET', '/tv/home')).toBeUndefined();
    expect(match('GET', '/streams/live/a.mpd')).toBeUndefined();
  });
});
