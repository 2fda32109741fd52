import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../shared/lazy-screen';
import type { RouteHandle } from '../../../shared/route-handle';

const TvVodProductOverlay = lazyScreen(() => import('./tv-vod-product-overlay').then((m) => m.TvVodProductOverlay));
const TvVodSeasonOverlay = lazyScreen(() => import('./tv-vod-season-overlay').then((m) => m.TvVodSeasonOverlay));

const overlay = (titleKey: RouteHandle['titleKey']): RouteHandle => ({ titleKey, overlay: true });

/** The VOD details nested under the TV's VOD screen, at the web's paths (spec point 2), open to former customers. */
export const tvVodOverlays: RouteObject[] = [
  { path: 'show/:showId/product/:productId', handle: overlay('product_title'), element: <TvVodProductOverlay /> },
  { path: 'season/:seasonId', handle: overlay('season_title'), element: <TvVodSeasonOverlay /> },
  {
    path: 'season/:seasonId/show/:showId/product/:productId',
    handle: overlay('product_title'),
    element: <TvVodProductOverlay />,
  },
];
