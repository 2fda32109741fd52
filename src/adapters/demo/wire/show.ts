import type { Credits, Show } from '../../../domain/shows/show';
import type { Temporal } from '../../../domain/time';
import type { ShowDetails } from '../../../ports/shows.port';
import { instantToWire } from './instant';

const iso = (instant: Temporal.Instant | undefined) => (instant === undefined ? undefined : instantToWire(instant));

function creditsToWire(credits: Credits | undefined) {
  return (
    credits && {
      company: credits.company,
      author: credits.author,
      director: credits.director,
      actor: credits.actor,
      presenter: credits.presenter,
    }
  );
}

/** A show as every EPG call sends it (optional fields left out when unknown). */
export function showToWire(show: Show): Record<string, unknown> {
  return {
    id: show.id,
    channel_id: show.channelId,
    category_id: show.categoryId,
    meta_category: show.metaCategory,
    start_date: iso(show.startDate),
    stop_date: iso(show.stopDate),
    exact_start_time: iso(show.exactStartTime),
    title: show.title,
    sub_title: show.subTitle,
    serie_title: show.serieTitle,
    original_title: show.originalTitle,
    description: show.description,
    credits: creditsToWire(show.credits),
    serie_id: show.serieId,
    serie_ep_num: show.serieEpNum,
    serie_season: show.serieSeason,
    nb_episodes: show.nbEpisodes,
    shows: show.episodes?.map(showToWire),
    rank: show.rank,
    bookmark_time: show.bookmarkTime,
    last_update_time: iso(show.lastUpdateTime),
    seen: show.seen,
    language: show.language,
    url: show.url,
    show_is_live: show.showIsLive,
    image: show.image,
    age: show.age,
  };
}

/** show/details/{id}/: the show plus its detail fields. */
export function detailsToWire(show: ShowDetails): Record<string, unknown> {
  return {
    ...showToWire(show),
    year: show.year,
    country: show.country,
    rating: show.rating,
    trailer_url: show.trailerUrl,
    short_description: show.shortDescription,
  };
}

export const showsToWire = (shows: readonly Show[]) => ({ shows: shows.map(showToWire) });
