import { liveTabPath, screenPath } from '../../../application/route-catalogue';
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
      return screenPath('web', 'live');
    case FEED.fast:
      return liveTabPath('fast');
    case FEED.watchNext:
      return liveTabPath('watchnext');
    case FEED.recordings:
      return screenPath('web', 'recordings');
    case FEED.expiringSoon:
      return '/recordings/expiring';
    case FEED.replayCategory:
      return feed.arg === undefined ? '/suggestions' : `/suggestions/${feed.arg}/${SUGGESTIONS_TAB}`;
    case FEED.categories:
      return '/suggestions';
    case FEED.mySports:
      return screenPath('web', 'mysports');
    case FEED.followedActors:
      return screenPath('web', 'actors');
    case FEED.actorShows:
      return screenPath('web', 'showsactors');
    case FEED.vod:
      return `/vod/${HOME_VOD_CATEGORY}`;
  }
}
