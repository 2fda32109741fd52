import type { HomeFeed } from '../domain/home/home-feeds';

export type { HomeFeed } from '../domain/home/home-feeds';

/** Settings the provider keeps for the user across devices (spec point 3, backup config). */
export interface BackupConfig {
  /** Names of followed people (actors). */
  readonly people: readonly string[];
  readonly homeFeeds: readonly HomeFeed[];
}

/** Texts and feature flags of the provider for one brand and language. */
export interface Resources {
  readonly texts: Readonly<Record<string, string>>;
  readonly flags: Readonly<Record<string, boolean>>;
}

/** A message the provider wants shown before the app (GET /interstitiel); `null` when none. */
export interface Interstitial {
  readonly id: string;
  readonly title: string;
  readonly message: string;
  readonly imageUrl: string;
  readonly linkUrl: string;
}

/**
 * Playback reports, settings and other calls (spec point 7, other). Silent calls — `event`,
 * `ping` (except 429) and `play` — still reject with a typed error; the caller decides not to
 * show it (spec point 8).
 */
export interface UsageApi {
  /** POST play/ (silent): the user starts watching a show. */
  play(showId: string): Promise<void>;
  /** PUT bookmark/{id}/: the position reached in a show, in seconds; `keepalive` outlives the page (hide, leave). */
  setBookmark(showId: string, seconds: number, options?: { readonly keepalive?: boolean }): Promise<void>;
  /** GET backupconfig/: the saved config, or `null` when none was saved yet (404 means defaults). */
  backupConfig(): Promise<BackupConfig | null>;
  /** PUT backupconfig/. */
  saveBackupConfig(config: BackupConfig): Promise<void>;
  /** POST event/ (silent): an analytics event such as PLAY or LIVEPLAY. */
  event(name: string, data: Readonly<Record<string, unknown>>): Promise<void>;
  /** POST contact/: feedback to the provider. */
  contact(email: string, message: string): Promise<void>;
  /** GET ping/ (keep-alive, silent on success). Fails with `concurrent-stream-limit` (429). */
  ping(): Promise<void>;
  /** GET /interstitiel: the message to show before the app, or `null`. */
  interstitial(): Promise<Interstitial | null>;
  /** GET resources/{brand}/{lang}/ (cached base). */
  resources(brand: string, language: string): Promise<Resources>;
}

export const USAGE_API = Symbol.for('UsageApi');
