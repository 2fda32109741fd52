import type { VodProduct as DomainVodProduct } from '../domain/vod/vod';
import type { StreamRights } from './guide.port';

/** Rent (limited validity) or buy (long validity). */
export type VodProductKind = 'rent' | 'buy';

/** A way to get a VOD item (spec point 3: show_products): the domain's product plus its kind and validity. */
export interface VodProduct extends DomainVodProduct {
  readonly kind: VodProductKind;
  /** How long a licence lasts once bought, in J (days), H (hours) or M (minutes) units, e.g. `48H`. */
  readonly validity: string;
}

/** A film, or an episode of a VOD season (spec point 3: VOD element). */
export interface VodElement {
  readonly showId: string;
  /** Empty when the element is not part of a season. */
  readonly seasonId: string;
  readonly categoryId: number;
  readonly name: string;
  readonly logo: string;
  readonly description: string;
  readonly year: number;
  /** Adult items are filtered out by the client. */
  readonly adult: boolean;
  readonly products: readonly VodProduct[];
}

/** A season of a VOD series. */
export interface VodSeason {
  readonly seasonId: string;
  readonly categoryId: number;
  readonly name: string;
  readonly logo: string;
  readonly adult: boolean;
  /** Ids of its episodes, in order. */
  readonly showIds: readonly string[];
}

/** A node of the VOD category tree. */
export interface VodCategory {
  readonly id: number;
  readonly name: string;
  readonly adult: boolean;
}

/** One category's page: its sub-categories, elements and seasons. */
export interface VodHierarchy {
  readonly category: VodCategory;
  readonly children: readonly VodCategory[];
  readonly elements: readonly VodElement[];
  readonly seasons: readonly VodSeason[];
}

/** The user's VOD state (GET vod/). */
export interface VodAccount {
  /** Product id to validity string of every licence still running. */
  readonly licences: ReadonlyMap<string, string>;
  /** VOD show id to position in seconds. */
  readonly bookmarks: ReadonlyMap<string, number>;
  /** Top categories of the VOD menu. */
  readonly menu: readonly VodCategory[];
  /** Product ids ever purchased. */
  readonly purchased: ReadonlySet<string>;
}

/** A stream of a licensed product (POST vod/product/{id}/licence/: stream_id, url, drm). */
export interface VodLicence extends StreamRights {
  /** Handle of the playback for vod/stream/{id}/. */
  readonly streamId: string;
}

/** The price a promo code gives (PUT vod/product/{id}/purchase/). */
export interface VodQuote {
  readonly productId: string;
  readonly price: number;
}

/**
 * Video on demand (spec point 7, VOD). Purchase failures: `geo-blocked` (451) abroad;
 * `generic` with detail `wrong-promocode` (400) or `vod-quota-exceeded` (509).
 */
export interface VodApi {
  /** GET vod/: licences, bookmarks, menu and purchases. */
  account(): Promise<VodAccount>;
  /** GET vod/locations/shows/: every element available where the user is. */
  shows(): Promise<VodElement[]>;
  /** GET vod/hierarchy/{id}: a category page (the home row uses 44856). */
  hierarchy(categoryId: number): Promise<VodHierarchy>;
  /** GET vod/show/{id}: one element with its products. */
  show(showId: string): Promise<VodElement>;
  /** GET vod/show/{id}/c2c/: related elements. */
  related(showId: string): Promise<VodElement[]>;
  /** GET vod/locations/seasons/: every season available where the user is. */
  seasons(): Promise<VodSeason[]>;
  /** GET vod/locations/seasons/{id}/: one season. */
  locationSeason(seasonId: string): Promise<VodSeason>;
  /** GET vod/season/{id}/: the episodes of a season (season shows). */
  seasonShows(seasonId: string): Promise<VodElement[]>;
  /** POST vod/product/{id}/licence/: the stream of a product the user holds (a refusal is generic, spec point 8). */
  licence(productId: string): Promise<VodLicence>;
  /** PUT vod/product/{id}/purchase/: the price with an optional promo code, without buying. */
  quote(productId: string, promocode?: string): Promise<VodQuote>;
  /** POST vod/product/{id}/purchase/: rents or buys; resolves with the licence validity. */
  purchase(productId: string, promocode?: string): Promise<string>;
  /** POST vod/stream/{id}/: tells the provider a VOD stream starts; resolves with the saved position (seconds). */
  startStream(streamId: string): Promise<number>;
  /** DELETE vod/stream/{id}/?bookmark=: the stream stops at `bookmarkSeconds`. */
  stopStream(streamId: string, bookmarkSeconds: number): Promise<void>;
}

export const VOD_API = Symbol.for('VodApi');
