/**
 * The ten local preferences of spec point 3, kept on the device. Defaults are what a subscriber
 * expects of a fresh device: every channel listed, the usual rows, previews on, history kept,
 * back on the last channel, the stream's own audio and no subtitles.
 */

/** The languages a default audio or subtitle track may be chosen in (the app's own three). */
export const TRACK_LANGUAGES = ['fr', 'de', 'en'] as const;
export type TrackLanguage = (typeof TRACK_LANGUAGES)[number];

export interface LocalPreferences {
  /** Lists leave out the channels this account cannot play. */
  readonly playableChannelsOnly: boolean;
  /** Channel lists show denser rows. */
  readonly compactChannelList: boolean;
  /** Hovering a card plays a short preview (web). */
  readonly videoPreviews: boolean;
  /** The player keeps playing behind the screens (TV). */
  readonly playerAlwaysOn: boolean;
  /** The device keeps the replays watched. */
  readonly rememberReplayHistory: boolean;
  /** The device keeps the last channels watched. */
  readonly rememberLiveHistory: boolean;
  /** Channel lists follow this account's usage. */
  readonly personaliseChannelUsage: boolean;
  /** The TV starts on the last channel watched. */
  readonly lastChannel: boolean;
  /** The audio the player picks when nothing is remembered for the channel or series (null: the stream's own). */
  readonly defaultAudioLanguage: TrackLanguage | null;
  /** The subtitles the player picks when nothing is remembered (null: none). */
  readonly defaultSubtitle: TrackLanguage | null;
}

export type LocalPreferenceName = keyof LocalPreferences;
export type SwitchPreferenceName = {
  [K in LocalPreferenceName]: LocalPreferences[K] extends boolean ? K : never;
}[LocalPreferenceName];
export type LanguagePreferenceName = Exclude<LocalPreferenceName, SwitchPreferenceName>;

/**
 * The spec names the preferences, not their defaults: the app behaves as before until the user
 * chooses otherwise (the TV opens on home, not on the last channel).
 */
export const DEFAULT_LOCAL_PREFERENCES: LocalPreferences = {
  playableChannelsOnly: false,
  compactChannelList: false,
  videoPreviews: true,
  playerAlwaysOn: false,
  rememberReplayHistory: true,
  rememberLiveHistory: true,
  personaliseChannelUsage: true,
  lastChannel: false,
  defaultAudioLanguage: null,
  defaultSubtitle: null,
};

/** The on/off preferences, in the order the settings pages show them. */
export const SWITCH_PREFERENCES: readonly SwitchPreferenceName[] = [
  'playableChannelsOnly',
  'compactChannelList',
  'videoPreviews',
  'playerAlwaysOn',
  'rememberReplayHistory',
  'rememberLiveHistory',
  'personaliseChannelUsage',
  'lastChannel',
];
export const LANGUAGE_PREFERENCES: readonly LanguagePreferenceName[] = ['defaultAudioLanguage', 'defaultSubtitle'];

export const isTrackLanguage = (value: unknown): value is TrackLanguage =>
  (TRACK_LANGUAGES as readonly unknown[]).includes(value);

const switchOf = (record: Record<string, unknown>, name: SwitchPreferenceName): boolean => {
  const value = record[name];
  return typeof value === 'boolean' ? value : DEFAULT_LOCAL_PREFERENCES[name];
};
const languageOf = (record: Record<string, unknown>, name: LanguagePreferenceName): TrackLanguage | null => {
  const value = record[name];
  return value === null || isTrackLanguage(value) ? value : DEFAULT_LOCAL_PREFERENCES[name];
};

/** What was stored, field by field; a missing or bad field takes its default. */
export function parseLocalPreferences(stored: unknown): LocalPreferences {
  const record: Record<string, unknown> = typeof stored === 'object' && stored !== null ? { ...stored } : {};
  return {
    playableChannelsOnly: switchOf(record, 'playableChannelsOnly'),
    compactChannelList: switchOf(record, 'compactChannelList'),
    videoPreviews: switchOf(record, 'videoPreviews'),
    playerAlwaysOn: switchOf(record, 'playerAlwaysOn'),
    rememberReplayHistory: switchOf(record, 'rememberReplayHistory'),
    rememberLiveHistory: switchOf(record, 'rememberLiveHistory'),
    personaliseChannelUsage: switchOf(record, 'personaliseChannelUsage'),
    lastChannel: switchOf(record, 'lastChannel'),
    defaultAudioLanguage: languageOf(record, 'defaultAudioLanguage'),
    defaultSubtitle: languageOf(record, 'defaultSubtitle'),
  };
}

/** Playable channels only: with the preference on, the channel lists leave out what this account cannot play. */
export function isChannelListed(
  channel: { readonly playable: boolean },
  preferences: Pick<LocalPreferences, 'playableChannelsOnly'>,
): boolean {
  return !preferences.playableChannelsOnly || channel.playable;
}

/** How many channels, and how many replays, the device remembers watching (the latest first). */
export const WATCH_HISTORY_SIZE = 20;

/** A history of ids once `id` is watched: first, once, bounded to WATCH_HISTORY_SIZE. */
export function afterWatching(history: readonly string[] | undefined, id: string): string[] {
  return [id, ...(history ?? []).filter((each) => each !== id)].slice(0, WATCH_HISTORY_SIZE);
}

/** Last channel: the channel the TV starts on, the last one watched, when the device remembers it. */
export function startChannel(
  preferences: Pick<LocalPreferences, 'lastChannel' | 'rememberLiveHistory'>,
  liveHistory: readonly string[],
): string | null {
  return preferences.lastChannel && preferences.rememberLiveHistory ? (liveHistory[0] ?? null) : null;
}
