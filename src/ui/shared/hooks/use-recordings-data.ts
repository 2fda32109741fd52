import { useCallback } from 'react';
import type { Loaded } from '../../../application/loaded';
import type { RecordingsData } from '../../../application/recordings/recordings.model';
import type { ResourceCache } from '../../../application/resource-cache';
import { RESOURCE_CACHE } from '../../../application/tokens';
import type { Resource } from '../../../domain/freshness';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { RECORDINGS_API, type Quotas, type RecordingsApi } from '../../../ports/recordings.port';
import { SESSION_API, type SessionApi } from '../../../ports/session.port';
import { SHOWS_API, type Serie, type ShowsApi } from '../../../ports/shows.port';
import { useService } from '../services';
import { useResource } from './use-resource';

/** Keys shared with the home rows ('recorded'), the show overlays ('extras') and every lineup reader ('channels'). */
const KEYS = { shows: 'recorded', extras: 'extras', channels: 'channels', quotas: 'recordings:quotas' } as const;

/** The first failure among resources, else loading. */
function pending(resources: readonly (Resource<unknown> | undefined)[]): Loaded<never> {
  const failed = resources.find((resource) => resource?.status === 'failure');
  return failed?.status === 'failure' ? { status: 'failure', error: failed.error } : { status: 'loading' };
}

function loadedAll<T>(resources: readonly (Resource<unknown> | undefined)[], build: () => T | undefined): Loaded<T> {
  const data = resources.every((resource) => resource?.data !== undefined) ? build() : undefined;
  return data !== undefined ? { status: 'success', data } : pending(resources);
}

export interface RecordingsResources {
  readonly data: Loaded<RecordingsData>;
  readonly quotas: Loaded<Quotas>;
  /** The series of the user's rules (their titles and episodes), read only when `withSeries`. */
  readonly series: Loaded<ReadonlyMap<string, Serie>>;
  /** Reads everything again (after a change, or to retry), showing what is known meanwhile. */
  readonly reload: () => void;
}

/** What the recordings screen reads: recorded shows, extras, lineup, quotas and, for the series tab, each rule's series. */
export function useRecordingsData(withSeries: boolean): RecordingsResources {
  const guide = useService<GuideApi>(GUIDE_API);
  const sessionApi = useService<SessionApi>(SESSION_API);
  const recordingsApi = useService<RecordingsApi>(RECORDINGS_API);
  const showsApi = useService<ShowsApi>(SHOWS_API);
  const cache = useService<ResourceCache>(RESOURCE_CACHE);
  const shows = useResource(KEYS.shows, () => guide.recordedShows());
  const extras = useResource(KEYS.extras, () => sessionApi.showExtras());
  const channels = useResource(KEYS.channels, () => guide.channels());
  const quotas = useResource(KEYS.quotas, () => recordingsApi.quotas());
  const ids = [...(extras?.data?.serials ?? [])].sort();
  const wanted = withSeries && extras?.data !== undefined;
  const seriesKey = wanted ? `recordings:series:${ids.join(',')}` : 'recordings:series:none';
  const series = useResource(
    seriesKey,
    async () =>
      new Map(
        (await Promise.all((wanted ? ids : []).map((id) => showsApi.serie(id)))).map(
          (serie) => [serie.id, serie] as const,
        ),
      ),
  );
  const reload = useCallback(() => {
    for (const key of [...Object.values(KEYS), seriesKey]) cache.expire(key);
  }, [cache, seriesKey]);
  return {
    data: loadedAll([shows, extras, channels], () =>
      shows?.data && extras?.data && channels?.data
        ? { shows: shows.data, extras: extras.data, channels: channels.data }
        : undefined,
    ),
    quotas: loadedAll([quotas], () => quotas?.data),
    series: loadedAll([series], () => series?.data),
    reload,
  };
}
