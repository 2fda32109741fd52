import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/route-handle';
import { TvPeopleOverlay } from './tv-people-overlay';
import { TvSerieOverlay } from './tv-serie-overlay';
import { TvShowOverlay } from './tv-show-overlay';

/** The detail overlays that nest under a TV list screen (spec point 2); the screen renders them over itself. */
export const tvDetailOverlays: RouteObject[] = [
  { path: 'show/:showId', handle: { titleKey: 'show_title', overlay: true } satisfies RouteHandle, element: <TvShowOverlay /> },
  { path: 'serie/:serieId', handle: { titleKey: 'serie_title', overlay: true } satisfies RouteHandle, element: <TvSerieOverlay /> },
  { path: 'people/:peopleId', handle: { titleKey: 'people_title', overlay: true } satisfies RouteHandle, element: <TvPeopleOverlay /> },
];
