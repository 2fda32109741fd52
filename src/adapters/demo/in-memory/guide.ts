import type { GuideApi } from '../../../ports/guide.port';
import { chunkShows, parseChunkId } from '../epg/chunk-shows';
import { run, type InMemoryDeps } from './run';

/** GuideApi straight over the demo backend (no HTTP), for integration tests. */
export function createInMemoryGuideApi(deps: InMemoryDeps): GuideApi {
  const { guide, recordings, usage } = deps.backend;
  return {
    channels: () => run(deps, 'channels', (user) => guide.channels(deps.tokenStore.get() === null ? null : user())),
    saveLineup: (channelIds) => run(deps, 'lineup', (user) => guide.saveLineup(user(), channelIds)),
    resetLineup: () => run(deps, 'lineup', (user) => guide.resetLineup(user())),
    liveShows: () => run(deps, 'epglive', () => guide.live()),
    channelRights: (channelId) => run(deps, 'channel/rights', (user) => guide.channelRights(user, channelId)),
    fastChannels: () => run(deps, 'portal/fast', () => guide.fastChannels()),
    playtime: () => run(deps, 'channels/playtime', (user) => new Map(guide.playtime(user()))),
    audience: () => run(deps, 'audience/live', () => new Map(guide.audience())),
    recordedShows: () => run(deps, 'show/epgflat/recordings', (user) => recordings.recordedShows(user())),
    explore: () => run(deps, 'show/epgflat/explore', (user) => (user(), guide.explore())),
    exploreCategory: (categoryId) =>
      run(deps, 'show/epgflat/explore/category', (user) => (user(), guide.category(categoryId))),
    bookmarkedShows: () => run(deps, 'show/epgflat/bookmarks', (user) => usage.bookmarkedShows(user())),
    search: (query) => run(deps, 'show/epgflat/search', (user) => (user(), guide.search(query))),
    carousel: () => run(deps, 'epgcarousel', () => guide.carousel()),
    channelGuide: (channelId) => run(deps, 'epgchannel', () => guide.channelGuide(channelId)),
    accurateShow: (channelId) => run(deps, 'accurate', () => guide.accurate(channelId)),
    epgChunk: (chunkId) => run(deps, 'epg2d', () => chunkShows(deps.backend.catalogue, parseChunkId(chunkId))),
  };
}
