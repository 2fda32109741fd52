import type { z } from 'zod';
import { Temporal } from '../../domain/time';
import type { Serie, SportsEvent } from '../../ports/shows.port';
import { toShow } from './show.mapper';
import type { serieSchema, sportsEventsSchema } from './shows.schema';

export function toSerie(body: z.infer<typeof serieSchema>): Serie {
  return {
    id: body.id,
    channelId: body.channel_id,
    title: body.title,
    description: body.description,
    country: body.country,
    year: body.year,
    categoryId: body.category_id,
    rank: body.rank,
    credits: body.credits,
    episodes: body.episodes.map(toShow),
  };
}

export function toSportsEvent(body: z.infer<typeof sportsEventsSchema>['events'][number]): SportsEvent {
  return {
    eventId: body.event_id,
    channelId: body.channel,
    genre: body.genre,
    startDate: Temporal.Instant.from(body.start_date),
    stopDate: Temporal.Instant.from(body.stop_date),
    exactStart: Temporal.Instant.from(body.exact_start),
    title: body.title,
    background: body.background,
    image: body.image,
    teamLogos: body.team_logos,
    genreLogo: body.genre_logo,
    league: body.league,
    leagueLogo: body.league_logo,
    language: body.language,
  };
}
