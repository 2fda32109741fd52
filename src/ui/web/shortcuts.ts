import { screenPath } from '../../application/navigation/route-catalogue';

/** Where the shortcuts of spec point 2 open when no screen that holds overlays is current. */
const LIVE_SCREEN = screenPath('web', 'live');
const VOD_SCREEN = screenPath('web', 'vod');

type Params = Readonly<Record<string, string | undefined>>;
const part = (value: string | undefined) => encodeURIComponent(value ?? '');

/** One shortcut route: its path, the overlay it opens over the current screen, and its fallback screen. */
export interface ShortcutRoute {
  readonly path: string;
  readonly overlay: (params: Params) => string;
  readonly fallback: string;
}

/**
 * The shortcut routes of spec point 2. /show/{id} with no current screen opens the live show
 * overlay; the VOD overlays open over the VOD screen, the other detail overlays over live.
 */
export const SHORTCUTS: readonly ShortcutRoute[] = [
  { path: 'show/:showId', overlay: (p) => `show/${part(p.showId)}`, fallback: LIVE_SCREEN },
  {
    path: 'show/:showId/product/:productId',
    overlay: (p) => `show/${part(p.showId)}/product/${part(p.productId)}`,
    fallback: VOD_SCREEN,
  },
  { path: 'season/:seasonId', overlay: (p) => `season/${part(p.seasonId)}`, fallback: VOD_SCREEN },
  {
    path: 'season/:seasonId/show-vod/:showId/product/:productId',
    overlay: (p) => `season/${part(p.seasonId)}/show/${part(p.showId)}/product/${part(p.productId)}`,
    fallback: VOD_SCREEN,
  },
  { path: 'serie/:serieId', overlay: (p) => `serie/${part(p.serieId)}`, fallback: LIVE_SCREEN },
  { path: 'people/:peopleId', overlay: (p) => `people/${part(p.peopleId)}`, fallback: LIVE_SCREEN },
];
