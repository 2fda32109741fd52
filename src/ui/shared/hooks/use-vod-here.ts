import { useMemo } from 'react';
import { loadedOf, mapLoaded, type Loaded } from '../../../application/loaded';
import { vodHereSeasons, vodHereTitles } from '../../../application/vod/vod-here.model';
import type { VodRailCard } from '../../../application/vod/vod.model';
import { VOD_API, type VodApi } from '../../../ports/vod.port';
import { useService } from '../services';
import { useResource } from './use-resource';

/** What VOD offers where the user is: the titles (vod/locations/shows/) and seasons (vod/locations/seasons/) as cards. */
export interface VodHere {
  readonly titles: Loaded<readonly VodRailCard[]>;
  readonly seasons: Loaded<readonly VodRailCard[]>;
}

/** The "available here" part of the VOD screen, on both layouts: two reads through the resource cache. */
export function useVodHere(): VodHere {
  const vodApi = useService<VodApi>(VOD_API);
  const shows = useResource('vod-locations-shows', () => vodApi.shows());
  const seasons = useResource('vod-locations-seasons', () => vodApi.seasons());
  const titleCards = useMemo(() => mapLoaded(loadedOf(shows), vodHereTitles), [shows]);
  const seasonCards = useMemo(() => mapLoaded(loadedOf(seasons), vodHereSeasons), [seasons]);
  return { titles: titleCards, seasons: seasonCards };
}
