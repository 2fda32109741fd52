import type { VodApi } from '../../../ports/vod.port';
import { run, type InMemoryDeps } from './run';

/** VodApi straight over the demo backend (no HTTP). */
export function createInMemoryVodApi(deps: InMemoryDeps): VodApi {
  const { vod } = deps.backend;
  return {
    account: () => run(deps, 'vod', (user) => vod.account(user())),
    shows: () => run(deps, 'vod/locations/shows', () => vod.shows()),
    hierarchy: (categoryId) => run(deps, 'vod/hierarchy', () => vod.hierarchy(categoryId)),
    show: (showId) => run(deps, 'vod/show', () => vod.show(showId)),
    related: (showId) => run(deps, 'vod/show/c2c', () => vod.related(showId)),
    seasons: () => run(deps, 'vod/locations/seasons', () => vod.seasons()),
    locationSeason: (seasonId) => run(deps, 'vod/locations/season', () => vod.season(seasonId)),
    seasonShows: (seasonId) => run(deps, 'vod/season', () => vod.seasonShows(seasonId)),
    licence: (productId) => run(deps, 'vod/product/licence', (user) => vod.licence(user(), productId)),
    quote: (productId, promocode) => run(deps, 'vod/product/quote', (user) => vod.quote(user(), productId, promocode)),
    purchase: (productId, promocode) =>
      run(deps, 'vod/product/purchase', (user) => vod.purchase(user(), productId, promocode)),
    startStream: (streamId) => run(deps, 'vod/stream/start', (user) => vod.startStream(user(), streamId)),
    stopStream: (streamId, bookmarkSeconds) =>
      run(deps, 'vod/stream/stop', (user) => vod.stopStream(user(), streamId, bookmarkSeconds)),
  };
}
