import type { DemoBackend } from './backend';
import { NO_CONTROLS, type DemoControls } from './controls';
import { epgRoutes } from './epg/epg-handlers';
import { guideRoutes } from './handlers/guide';
import { imageRoutes } from './handlers/images';
import { recordingsRoutes } from './handlers/recordings';
import { BASES, type DemoRoute, type Method } from './handlers/respond';
import { sessionRoutes } from './handlers/session';
import { showsRoutes } from './handlers/shows';
import { usageRoutes } from './handlers/usage';
import { vodRoutes } from './handlers/vod';

/**
 * The provider's whole API as routes over one backend, whatever carries them (MSW's handlers in
 * handlers.ts, the service worker in api-worker.ts). `controls` is read on every request (tester
 * controls). With `absoluteStreams` (the demo server, which an app may reach through a proxy),
 * stream addresses are absolute on the origin each request was made to; otherwise paths on it.
 */
export function demoRoutes(
  backend: DemoBackend,
  controls: () => DemoControls = () => NO_CONTROLS,
  absoluteStreams = false,
): DemoRoute[] {
  const deps = { backend, controls, absoluteStreams };
  return [
    ...sessionRoutes(deps),
    ...guideRoutes(deps),
    ...epgRoutes(deps),
    ...recordingsRoutes(deps),
    ...showsRoutes(deps),
    ...usageRoutes(deps),
    ...vodRoutes(deps),
    ...imageRoutes(deps),
  ];
}

/** A route's path as MSW writes it: any prefix, then its base and path. */
export const mswPath = (route: DemoRoute): string => `*${BASES[route.base]}${route.path}`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The route's path as a regular expression over a URL's path, read as MSW reads it: any prefix,
 * a `:name` is one segment, letters of any case, and a slash may follow a path that has none.
 */
function pathPattern(route: DemoRoute): RegExp {
  const body = `${BASES[route.base]}${route.path}`
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? '([^/]+?)' : escaped(part)))
    .join('');
  return new RegExp(`^.*${body}${route.path.endsWith('/') ? '' : '/?'}$`, 'i');
}

export interface RouteMatch {
  readonly route: DemoRoute;
  /** The `:name` segments, decoded. */
  readonly params: Readonly<Record<string, string>>;
}

/** Finds the first route a request's method and path reach, in the routes' order (as MSW does). */
export function routeMatcher(
  routes: readonly DemoRoute[],
): (method: string, pathname: string) => RouteMatch | undefined {
  const compiled = routes.map((route) => ({
    route,
    pattern: pathPattern(route),
    names: route.path.match(/:\w+/g)?.map((name) => name.slice(1)) ?? [],
  }));
  return (method, pathname) => {
    const wanted = method.toLowerCase() as Method;
    for (const { route, pattern, names } of compiled) {
      if (route.method !== wanted) continue;
      const found = pattern.exec(pathname);
      if (found)
        return {
          route,
          params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')])),
        };
    }
    return undefined;
  };
}
