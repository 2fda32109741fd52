import { useEffect, useState } from 'react';
import {
  actorNames,
  byTimeTab,
  categoryRow,
  eventShow,
  suggestionCategories,
  suggestionShows,
} from '../../../application/discover/discover.model';
import type { ActorTab, SuggestionTab, TimeTab } from '../../../application/discover/discover-tabs';
import { loadedOf, mapLoaded, type Loaded } from '../../../application/loaded';
import type { Category } from '../../../domain/shows/category';
import { showsOfPeople } from '../../../domain/home/home-rows';
import type { Show } from '../../../domain/shows/show';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { SHOWS_API, type ShowsApi, type SportsEvent } from '../../../ports/shows.port';
import { useService } from '../services';
import { useBackupConfig } from './use-backup-config';
import { useNow } from './use-now';
import { usePeople } from './use-people';
import { useResource } from './use-resource';

/** The suggestion categories in the spec's order (shares the home rows' `explore` resource). */
export function useSuggestionCategories(): Loaded<Category[]> {
  const guide = useService<GuideApi>(GUIDE_API);
  return mapLoaded(loadedOf(useResource('explore', () => guide.explore())), (explore) =>
    suggestionCategories(explore.categories),
  );
}

function useCategory(categoryId: number): Loaded<Show[]> {
  const guide = useService<GuideApi>(GUIDE_API);
  return loadedOf(useResource(`category:${categoryId}`, () => guide.exploreCategory(categoryId)));
}

/** A category's shows of one tab (/suggestions/{id}/{tab}). */
export function useCategoryShows(categoryId: number, tab: SuggestionTab): Loaded<Show[]> {
  const now = useNow();
  return mapLoaded(useCategory(categoryId), (list) => suggestionShows(list, tab, now));
}

/** A category's row on the suggestions screen: on now, then to replay, at most 20. */
export function useCategoryRow(categoryId: number): Loaded<{ readonly items: Show[]; readonly more: number }> {
  const now = useNow();
  return mapLoaded(useCategory(categoryId), (list) => categoryRow(list, now));
}

/** The followed people (backup config) as a loaded view. */
function useFollowed(): Loaded<readonly string[]> {
  const { config, error } = useBackupConfig();
  if (config !== null) return { status: 'success', data: config.people };
  return error ? { status: 'failure', error } : { status: 'loading' };
}

/**
 * The people of an actors tab: followed ones, or the provider's suggestions not followed when the
 * tab opened (someone followed from the tab stays, turned to "unfollow").
 */
export function useActorNames(tab: ActorTab): Loaded<string[]> {
  const showsApi = useService<ShowsApi>(SHOWS_API);
  const followed = useFollowed();
  const [openedWith, setOpenedWith] = useState<readonly string[] | null>(null);
  const loadedFollowed = followed.status === 'success' ? followed.data : null;
  useEffect(() => {
    if (loadedFollowed !== null) setOpenedWith((current) => current ?? loadedFollowed);
  }, [loadedFollowed]);
  const suggested = loadedOf(
    useResource(tab === 'suggestions' ? 'people-suggestions' : 'people-suggestions:none', () =>
      tab === 'suggestions' ? showsApi.peopleSuggestions() : Promise.resolve([]),
    ),
  );
  if (followed.status !== 'success') return followed;
  const followedHere = followed.data.filter((name) => !(openedWith ?? followed.data).includes(name));
  return mapLoaded(suggested, (names) => actorNames(tab, followed.data, names, followedHere));
}

/** The shows of the followed people, past or to come (shares the home row's `people:` resource). */
export function useActorShows(tab: TimeTab): Loaded<Show[]> {
  const now = useNow();
  const followed = useFollowed();
  const people = loadedOf(usePeople(followed.status === 'success' ? followed.data : []));
  if (followed.status !== 'success') return followed;
  return mapLoaded(people, (list) => byTimeTab(showsOfPeople(list), tab, now));
}

/** The sports events of a tab (shares the home row's `sports` resource). */
export function useSportsEvents(tab: TimeTab): Loaded<SportsEvent[]> {
  const showsApi = useService<ShowsApi>(SHOWS_API);
  const now = useNow();
  return mapLoaded(loadedOf(useResource('sports', () => showsApi.sportsEvents())), (events) =>
    byTimeTab(events, tab, now),
  );
}

/** The guide's show of a sports event (from its channel's guide), null when none is on at its start. */
export function useEventShow(event: SportsEvent): Loaded<Show | null> {
  const guide = useService<GuideApi>(GUIDE_API);
  return mapLoaded(
    loadedOf(useResource(`channel-guide:${event.channelId}`, () => guide.channelGuide(event.channelId))),
    (shows) => eventShow(event, shows),
  );
}
