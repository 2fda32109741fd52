import type { Variant } from '../../domain/session/access';
import { screenPath } from './route-catalogue';

type Params = Readonly<Record<string, string | undefined>>;
const part = (value: string | undefined) => encodeURIComponent(value ?? '');

/** One shortcut route: its path, the overlay it opens over the current screen, and the screen it opens over without one. */
export interface ShortcutRoute {
  readonly path: string;
  readonly overlay: (params: Params) => string;
  readonly fallback: string;
}

/**
 * The shortcut routes of spec point 2, for both layouts. /show/{id} with no current screen opens
 * the live show overlay; the VOD overlays open over the VOD screen, the other detail overlays over live.
 */
export function shortcutRoutes(variant: Variant): readonly ShortcutRoute[] {
  const live = screenPath(variant, 'live');
  const vod = screenPath(variant, 'vod');
  return [
    { path: 'show/:showId', overlay: (p) => `show/${part(p.showId)}`, fallback: live },
    {
      path: 'show/:showId/product/:productId',
      overlay: (p) => `show/${part(p.showId)}/product/${part(p.productId)}`,
      fallback: vod,
    },
    { path: 'season/:seasonId', overlay: (p) => `season/${part(p.seasonId)}`, fallback: vod },
    {
      path: 'season/:seasonId/show-vod/:showId/product/:productId',
      overlay: (p) => `season/${part(p.seasonId)}/show/${part(p.showId)}/product/${part(p.productId)}`,
      fallback: vod,
    },
    { path: 'serie/:serieId', overlay: (p) => `serie/${part(p.serieId)}`, fallback: live },
    { path: 'people/:peopleId', overlay: (p) => `people/${part(p.peopleId)}`, fallback: live },
  ];
}
