import type { Show } from '../../../domain/shows/show';
import type { Catalogue } from '../catalogue/catalogue';
import { validityMs } from '../catalogue/vod';
import type { AccountState } from './state';

const HOUR_MS = 3_600_000;
/** The account that starts with sample recordings, bookmarks and a VOD rental in the browser demo. */
export const SAMPLE_ACCOUNT = 'demo@example.com';

function ended(catalogue: Catalogue, channelId: string, now: number, hoursBack: number): Show[] {
  return catalogue.schedule
    .between(channelId, now - hoursBack * HOUR_MS, now)
    .filter((show) => show.stopDate.epochMilliseconds <= now);
}

/**
 * What the demo account has done before the first visit, relative to now: recordings (one
 * archived), a series recording keeping 5 episodes, two started shows, one seen, a rental.
 */
export function sampleRecords(catalogue: Catalogue, now: number, records: AccountState): void {
  const singles = ['ch1', 'ch2'].flatMap((id) =>
    ended(catalogue, id, now, 48)
      .filter((show) => show.serieId === '')
      .slice(-2),
  );
  const serieId = 'serie-ch1';
  const episodes = catalogue
    .channelGuide('ch1', now)
    .filter((show) => show.serieId === serieId && show.stopDate.epochMilliseconds <= now)
    .slice(-5);
  const started = ended(catalogue, 'ch3', now, 24).slice(-3);
  records.recordings = [...singles, ...episodes].map((show) => show.id);
  records.archives = singles.slice(0, 1).map((show) => show.id);
  if (episodes.length > 0) records.serials = { [serieId]: 5 };
  records.bookmarks = Object.fromEntries(started.slice(0, 2).map((show, index) => [show.id, 600 * (index + 1)]));
  records.seen = started.slice(2).map((show) => show.id);
  records.vod.licences = { 'p-vod-film-2-rent': { validity: '48H', until: now + validityMs('48H') } };
  records.vod.purchased = ['p-vod-film-2-rent'];
  records.vod.bookmarks = { 'vod-film-2': 900 };
}
