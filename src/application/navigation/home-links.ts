import type { Variant } from '../../domain/session/access';
import { FEED, type HomeFeed } from '../../domain/home/home-feeds';
import { HOME_VOD_CATEGORY } from '../../domain/home/home-rows';
import type { SuggestionTab } from '../discover/discover-tabs';
import type { HomeItem } from '../home/home-rows.model';
import { livePlayerPath } from '../playback/player-route';
import { livePlayPath, liveTabPath, screenPath, type LiveTabName } from './route-catalogue';

/** The default replay tab of a suggestions category (/suggestions/{id}/{tab}). */
export const SUGGESTIONS_TAB: SuggestionTab = 'replay';

/** A suggestions category's screen (/suggestions/{id}/{tab}), on its replay tab unless told otherwise. */
export const suggestionCategoryPath = (categoryId: number | string, tab: SuggestionTab = SUGGESTIONS_TAB): string =>
  `/suggestions/${categoryId}/${tab}`;

/** Where a row's "see all" link and its "+N" card lead: the screen with the full list. */
export function seeAllPath(feed: HomeFeed, variant: Variant = 'web'): string {
  switch (feed.feedId) {
    case FEED.liveUsage:
    case FEED.channels:
    case FEED.liveNormal:
      return screenPath(variant, 'live');
    case FEED.fast:
      return liveTabPath('fast');
    case FEED.watchNext:
      return liveTabPath('watchnext');
    case FEED.recordings:
      return screenPath(variant, 'recordings');
    case FEED.expiringSoon:
      return '/recordings/expiring';
    case FEED.replayCategory:
      return feed.arg === undefined ? '/suggestions' : suggestionCategoryPath(feed.arg);
    case FEED.categories:
      return '/suggestions';
    case FEED.mySports:
      return screenPath(variant, 'mysports');
    case FEED.followedActors:
      return screenPath(variant, 'actors');
    case FEED.actorShows:
      return screenPath(variant, 'showsactors');
    case FEED.vod:
      return variant === 'web' ? `/vod/${HOME_VOD_CATEGORY}` : screenPath(variant, 'vod');
  }
}

/** Where the cards of a home row lead. */
export interface HomeLinkContext {
  readonly variant: Variant;
  /** The list screen the detail overlays open over, e.g. /home. */
  readonly screen: string;
  /** The live tab channel cards play on (web: the FAST row plays on the FAST tab). */
  readonly liveTab?: LiveTabName;
}

const overlay = (screen: string, kind: 'show' | 'serie' | 'people', id: string) =>
  `${screen}/${kind}/${encodeURIComponent(id)}`;

/**
 * Where a home card leads: shows, series and people open their overlay over the screen; a
 * channel plays (on the web's live screen, in the TV's full-screen player); the others open
 * their screen.
 */
export function homeItemPath(item: HomeItem, { variant, screen, liveTab }: HomeLinkContext): string {
  switch (item.kind) {
    case 'show':
      return overlay(screen, 'show', item.show.id);
    case 'serie':
      return overlay(screen, 'serie', item.serieId);
    case 'person':
      return overlay(screen, 'people', item.name);
    case 'channel':
      return variant === 'web' ? livePlayPath(item.channel.id, liveTab) : livePlayerPath(item.channel.id);
    case 'category':
      return suggestionCategoryPath(item.category.id);
    case 'sport':
      return screenPath(variant, 'mysports');
    case 'vod': {
      const product = item.element.products[0];
      const vod = variant === 'web' ? `/vod/${HOME_VOD_CATEGORY}` : screenPath(variant, 'vod');
      return product ? `${vod}/show/${item.element.showId}/product/${product.productId}` : vod;
    }
  }
}
