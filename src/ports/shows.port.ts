import type { Credits, Show } from '../domain/shows/show';
import type { Temporal } from '../domain/time';
import type { StreamRights } from './guide.port';

/** A show with the fields of its detail page (spec point 3: details add year, country, ...). */
export interface ShowDetails extends Show {
  readonly year?: number;
  readonly country?: string;
  /** Press or audience rating, 0 to 5. */
  readonly rating?: number;
  readonly trailerUrl?: string;
  readonly shortDescription?: string;
}

/** A series and its episodes (spec point 3, series). */
export interface Serie {
  readonly id: string;
  readonly channelId: string;
  readonly title: string;
  readonly description: string;
  readonly country: string;
  readonly year: number;
  readonly categoryId: number;
  readonly rank: number;
  readonly credits: Credits;
  /** Episodes in the guide span, oldest first. */
  readonly episodes: readonly Show[];
}

/** A person and the shows they appear in (people/{ids}/). `name` is also the person's id. */
export interface PersonShows {
  readonly name: string;
  /** The person's portrait (an image address), when the provider has one. */
  readonly image?: string;
  readonly shows: readonly Show[];
}

/** A sports event of "my sports" (spec point 3). */
export interface SportsEvent {
  readonly eventId: string;
  readonly channelId: string;
  readonly genre: string;
  readonly startDate: Temporal.Instant;
  readonly stopDate: Temporal.Instant;
  readonly exactStart: Temporal.Instant;
  readonly title: string;
  readonly background: string;
  readonly image: string;
  readonly teamLogos: readonly string[];
  readonly genreLogo: string;
  readonly league: string;
  readonly leagueLogo: string;
  readonly language: string;
}

/** Which neighbour of a show to read on the same channel (show/details/{id}/?next=true|prev=true). */
export type ShowNeighbour = 'next' | 'prev';

/** How the player asks for replay rights (spec point 7: key_system_id, location or token). */
export interface ShowRightsRequest {
  /** DRM key system the player supports, e.g. `org.w3.clearkey`. */
  readonly keySystemId: string;
  /** Either where the user is (country code) or a token proving it. */
  readonly location?: string;
  readonly token?: string;
}

/** Show details, series, people and sports (spec point 7, shows and people). */
export interface ShowsApi {
  /** GET show/details/{id}/: a show's details; with `neighbour`, the next or previous show of its channel. */
  details(showId: string, neighbour?: ShowNeighbour): Promise<ShowDetails>;
  /** GET show/details/{id}/ on the cached base: the same details, shared by every user. */
  cachedDetails(showId: string): Promise<ShowDetails>;
  /** GET show/details/{id}/c2c/: shows related to this one ("content to content"). */
  related(showId: string): Promise<Show[]>;
  /** GET show/serie/{id}/. */
  serie(serieId: string): Promise<Serie>;
  /** GET show/rights/{id}/: the replay or start-over stream of a show. Fails with `geo-blocked` (451); any other refusal (403 too) is generic (spec point 8). */
  showRights(showId: string, request: ShowRightsRequest): Promise<StreamRights>;
  /** GET people/{ids}/: the shows of each named person (ids are names). */
  people(names: readonly string[]): Promise<PersonShows[]>;
  /** GET people/suggestions/: names of people worth following. */
  peopleSuggestions(): Promise<string[]>;
  /** GET mysports/events/: past and upcoming sports events. */
  sportsEvents(): Promise<SportsEvent[]>;
}

export const SHOWS_API = Symbol.for('ShowsApi');
