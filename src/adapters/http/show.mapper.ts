import type { z } from 'zod';
import type { Show } from '../../domain/shows/show';
import { Temporal } from '../../domain/time';
import type { ShowDetails } from '../../ports/shows.port';
import type { ShowBody, showDetailsSchema } from './show.schema';

const instant = (value: string | undefined) => (value === undefined ? undefined : Temporal.Instant.from(value));

export function toShow(body: ShowBody): Show {
  return {
    id: body.id,
    channelId: body.channel_id,
    categoryId: body.category_id,
    metaCategory: body.meta_category,
    startDate: Temporal.Instant.from(body.start_date),
    stopDate: Temporal.Instant.from(body.stop_date),
    exactStartTime: instant(body.exact_start_time),
    title: body.title,
    subTitle: body.sub_title,
    serieTitle: body.serie_title,
    originalTitle: body.original_title,
    description: body.description,
    credits: body.credits,
    serieId: body.serie_id,
    serieEpNum: body.serie_ep_num,
    serieSeason: body.serie_season,
    nbEpisodes: body.nb_episodes,
    episodes: body.shows?.map(toShow),
    rank: body.rank,
    bookmarkTime: body.bookmark_time,
    lastUpdateTime: instant(body.last_update_time),
    seen: body.seen,
    language: body.language,
    url: body.url,
    showIsLive: body.show_is_live,
    image: body.image,
    age: body.age,
  };
}

export function toShowDetails(body: z.infer<typeof showDetailsSchema>): ShowDetails {
  return {
    ...toShow(body),
    year: body.year,
    country: body.country,
    rating: body.rating,
    trailerUrl: body.trailer_url,
    shortDescription: body.short_description,
  };
}

export const toShows = (body: { shows: ShowBody[] }): Show[] => body.shows.map(toShow);
