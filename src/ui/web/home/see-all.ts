import { livePlayPath } from '../../../application/live-paths';
import { isLiveTab } from '../../../application/live.model';
import { FEED, type HomeFeed } from '../../../domain/home-feeds';
import { HOME_VOD_CATEGORY } from '../../shared/hooks/use-home-rows';

/** The default replay tab of a suggestions category (/suggestions/{id}/{tab}). */
export const SUGGESTIONS_TAB = 'replay';

/** Where a row's "see all" link and its "+N" card lead: the screen with the full list. */
export function seeAllPath(feed: HomeFeed): string {
  switch (feed.feedId) {
    case FEED.liveUsage:
    case FEED.channels:
    case FEED.liveNormal:
      return '/live/normal';
    case FEED.fast:
      return '/live/fast';
    case FEED.watchNext:
      return '/live/watchnext';
    case FEED.recordings:
      return '/recordings/completed';
    case FEED.expiringSoon:
      return '/recordings/expiring';
    case FEED.replayCategory:
      return feed.arg === undefined ? '/suggestions' : `/suggestions/${feed.arg}/${SUGGESTIONS_TAB}`;
    case FEED.categories:
      return '/suggestions';
    case FEED.mySports:
      return '/mysports/future';
    case FEED.followedActors:
      return '/actors/subscribed';
    case FEED.actorShows:
      return '/showsactors/past';
    case FEED.vod:
      return `/vod/${HOME_VOD_CATEGORY}`;
  }
}

/** Where a channel card leads: the live screen playing it (the player belongs to the live screen). */
export function playChannelPath(channelId: string, tab = 'normal'): string {
  return livePlayPath(channelId, isLiveTab(tab) ? tab : 'normal');
}
