import type { Quota } from '../domain/recordings/quota';

/** Which part of a series recording to delete (spec point 4). */
export type SerieRemoval = 'episodes' | 'scheduler' | 'all';

/** The user's storage: recordings and archives, each in seconds (spec point 3, quotas). */
export interface Quotas {
  readonly recordings: Quota;
  readonly archives: Quota;
}

/** Recording, archiving and downloading (spec point 7, recordings). */
export interface RecordingsApi {
  /** PUT recordings/{id}/: records a show. Fails with `recording-quota-exceeded` (509). */
  record(showId: string): Promise<void>;
  /** PUT recordings/{id}/archive/: keeps a recording beyond its lifetime. Fails with `archive-quota-exceeded` (509). */
  archive(showId: string): Promise<void>;
  /** DELETE recordings/{id}/: removes a recording (and its archive). */
  remove(showId: string): Promise<void>;
  /**
   * PUT recordings/serial/{id}/: records every episode of a series and keeps the latest
   * `retention` episodes (0 keeps all). Fails with `recording-quota-exceeded` (509).
   */
  recordSerie(serieId: string, retention: number): Promise<void>;
  /** DELETE recordings/serial/{id}/{episodes|scheduler|all}/: recorded episodes, future schedule, or both. */
  removeSerie(serieId: string, part: SerieRemoval): Promise<void>;
  /** GET recordings/quotas/. */
  quotas(): Promise<Quotas>;
  /** GET recordings/{id}/download/uri/: an address to download a recorded show. */
  downloadUri(showId: string): Promise<string>;
}

export const RECORDINGS_API = Symbol.for('RecordingsApi');
