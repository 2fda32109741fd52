import { describeWalk } from './tv-random-walk';

// VOD with its product and season overlays (and the player of a title), a download, help and settings.
describeWalk('tv-random-walk-vod.test.ts', {
  screens: 'VOD and its overlays, downloads, help and settings',
  seed: 5,
  keys: 350,
  starts: [
    '/tv/vod',
    '/tv/vod/show/vod-film-1/product/p-vod-film-1-rent',
    '/tv/vod/season/vod-season-lac-1',
    (shows) => `/tv/download/${encodeURIComponent(shows.ended)}`,
    '/tv/help',
    '/tv/settings',
  ],
  inside: /^\/tv\/(vod|download|help|settings|player\/vod)(\/|\?|$)/,
});
