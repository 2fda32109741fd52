import type { PersonShows, Serie, SportsEvent } from '../../../ports/shows.port';
import { showToWire } from './show';
import { instantToWire } from './instant';

/** GET show/serie/{id}/. */
export function serieToWire(serie: Serie) {
  return {
    id: serie.id,
    channel_id: serie.channelId,
    title: serie.title,
    description: serie.description,
    country: serie.country,
    year: serie.year,
    category_id: serie.categoryId,
    rank: serie.rank,
    credits: serie.credits,
    episodes: serie.episodes.map(showToWire),
  };
}

/** GET people/{ids}/. */
export function peopleToWire(people: readonly PersonShows[]) {
  return {
    people: people.map((person) => ({
      name: person.name,
      ...(person.image ? { image: person.image } : {}),
      shows: person.shows.map(showToWire),
    })),
  };
}

/** GET mysports/events/ (spec point 3, sports event). */
export function sportsEventsToWire(events: readonly SportsEvent[]) {
  return {
    events: events.map((event) => ({
      event_id: event.eventId,
      channel: event.channelId,
      genre: event.genre,
      start_date: instantToWire(event.startDate),
      stop_date: instantToWire(event.stopDate),
      exact_start: instantToWire(event.exactStart),
      title: event.title,
      background: event.background,
      image: event.image,
      team_logos: event.teamLogos,
      genre_logo: event.genreLogo,
      league: event.league,
      league_logo: event.leagueLogo,
      language: event.language,
    })),
  };
}
