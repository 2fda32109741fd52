import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../shared/lazy-screen';
import type { RouteHandle } from '../../../shared/route-handle';

// Each overlay loads when it opens (under its screen's Suspense boundary for overlays).
const TvPeopleOverlay = lazyScreen(() => import('./tv-people-overlay').then((m) => m.TvPeopleOverlay));
const TvSerieOverlay = lazyScreen(() => import('./tv-serie-overlay').then((m) => m.TvSerieOverlay));
const TvShowOverlay = lazyScreen(() => import('./tv-show-overlay').then((m) => m.TvShowOverlay));

/** The detail overlays that nest under a TV list screen (spec point 2); the screen renders them over itself. */
export const tvDetailOverlays: RouteObject[] = [
  {
    path: 'show/:showId',
    handle: { titleKey: 'show_title', overlay: true } satisfies RouteHandle,
    element: <TvShowOverlay />,
  },
  {
    path: 'serie/:serieId',
    handle: { titleKey: 'serie_title', overlay: true } satisfies RouteHandle,
    element: <TvSerieOverlay />,
  },
  {
    path: 'people/:peopleId',
    handle: { titleKey: 'people_title', overlay: true } satisfies RouteHandle,
    element: <TvPeopleOverlay />,
  },
];
