/** What is playing, as far as the audio and subtitle memory is concerned. */
export type TrackMemoryTarget =
  | { readonly kind: 'live'; readonly channelId: string }
  | { readonly kind: 'replay'; readonly showId: string; readonly serieId?: string }
  | { readonly kind: 'vod'; readonly showId: string };

/** A remembered audio choice: a language, and whether it is the audio description. */
export interface AudioChoice {
  readonly language: string;
  readonly audioDescription: boolean;
}

/**
 * Under which key a choice of audio and subtitles is remembered: per channel for live, per
 * series for replay (a show outside any series keeps its own), per title for VOD.
 */
export function trackMemoryKey(target: TrackMemoryTarget): string {
  switch (target.kind) {
    case 'live':
      return `channel:${target.channelId}`;
    case 'replay':
      return target.serieId ? `serie:${target.serieId}` : `show:${target.showId}`;
    case 'vod':
      return `vod:${target.showId}`;
  }
}

/** At most this many channels, series and titles keep a remembered track choice; the oldest go first. */
export const MAX_TRACK_CHOICES = 100;

/** The choices with `key` set to `value` as the most recent one, bounded to MAX_TRACK_CHOICES. */
export function rememberChoice<T>(
  choices: Readonly<Record<string, T>> | undefined,
  key: string,
  value: T,
): Record<string, T> {
  const entries = Object.entries(choices ?? {}).filter(([each]) => each !== key);
  entries.push([key, value]);
  return Object.fromEntries(entries.slice(-MAX_TRACK_CHOICES));
}

/** The tracks a stream starts with: a language (null: the stream's own audio, or no subtitles). */
export interface StartingTracks {
  readonly audio: AudioChoice | null;
  readonly text: string | null;
}

/**
 * Default audio language and default subtitle: what was chosen for this channel or series first;
 * when nothing is remembered, the device's defaults (local preferences), the audio one only when
 * the stream has that language (else the stream's own).
 */
export function startingTracks(
  remembered: { readonly audio: AudioChoice | undefined; readonly text: string | null | undefined },
  defaults: { readonly audio: string | null; readonly text: string | null },
  audioLanguages: readonly string[],
): StartingTracks {
  const defaultAudio =
    defaults.audio !== null && audioLanguages.includes(defaults.audio)
      ? { language: defaults.audio, audioDescription: false }
      : null;
  return {
    audio: remembered.audio ?? defaultAudio,
    text: remembered.text === undefined ? defaults.text : remembered.text,
  };
}
