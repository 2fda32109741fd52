/**
 * Metadata of a demo test clip, as written by `scripts/streams/make-streams.sh` into
 * `public/streams/<id>/clip.json`, plus the constants shared by the live and replay logic.
 */

/** Fixed availability start time of every demo live channel: 2026-01-01T00:00:00Z. */
export const DEMO_AVAILABILITY_START = 1_767_225_600;
/** Default start-over window (`timeShiftBufferDepth`): two hours, in seconds. */
export const DEFAULT_TIME_SHIFT_SECONDS = 2 * 60 * 60;
/** How many segments behind the live edge the player aims to be (`suggestedPresentationDelay`). */
export const PRESENTATION_DELAY_SEGMENTS = 3;
/** Segments still served past the start of the window, so a player at its very start does not 404. */
export const WINDOW_MARGIN_SEGMENTS = 5;
/** `schemeIdUri` of the DASH role scheme. */
export const DASH_ROLE_SCHEME = 'urn:mpeg:dash:role:2011';
/** Common PSSH system id (W3C "cenc" initialization data). */
export const COMMON_SYSTEM_ID = '1077efec-c0b2-4d02-ace3-3c1e52e2fb4b';

/** What a representation carries. */
export type RepresentationKind = 'video' | 'audio' | 'text';

/** DASH role of a representation (`urn:mpeg:dash:role:2011`). */
export type RepresentationRole = 'main' | 'alternate' | 'description' | 'subtitle';

/** One representation of a clip; its `id` is also its directory name. */
export interface RepresentationMeta {
  readonly id: string;
  readonly kind: RepresentationKind;
  readonly mimeType: string;
  /** RFC 6381 codecs string; empty for WebVTT. */
  readonly codecs: string;
  /** Peak bits per second over the clip's segments. */
  readonly bandwidth: number;
  readonly width?: number;
  readonly height?: number;
  /** Frames per second as a DASH `frameRate` string. */
  readonly frameRate?: string;
  readonly audioSamplingRate?: number;
  readonly audioChannels?: number;
  /** Ticks per second of the media (from the init segment's `mdhd`; 1000 for text). */
  readonly timescale: number;
  /** BCP 47 language of the media, as put in the MPD `lang` attribute. */
  readonly language?: string;
  /** The app's language code for track lists (`ad` for audio description). */
  readonly languageCode?: string;
  readonly role: RepresentationRole;
  /** Human-readable label (MPD `Label`). */
  readonly label?: string;
  /** Init segment path relative to the clip directory (media kinds only). */
  readonly init?: string;
  /** Media path template relative to the clip directory, with `$Number$` from 0. */
  readonly media: string;
  /** Whole-clip source file for text representations (e.g. `text-fr/subs.vtt`). */
  readonly source?: string;
  /** Base media decode time (`tfdt`) of clip segment 0, in `timescale` ticks. */
  readonly firstDecodeTime: number;
}

/** Common-encryption parameters of an encrypted clip. */
export interface ClipEncryption {
  readonly scheme: 'cenc';
  /** Key id, 32 lowercase hex digits. */
  readonly kid: string;
  /** Content key, 32 lowercase hex digits. */
  readonly key: string;
}

/** Contents of `public/streams/<id>/clip.json`. */
export interface ClipMeta {
  readonly id: string;
  readonly title: string;
  /** Segment duration in seconds (d). */
  readonly segmentDuration: number;
  /** Number of segments in the loop (K). */
  readonly segmentCount: number;
  readonly representations: readonly RepresentationMeta[];
  readonly encryption?: ClipEncryption;
}

/** Contents of `public/streams/index.json`. */
export interface ClipIndex {
  readonly clips: readonly { readonly id: string; readonly title: string; readonly encrypted: boolean }[];
}

/** Duration of one loop of the clip, in seconds (K·d). */
export function loopSeconds(clip: ClipMeta): number {
  return clip.segmentCount * clip.segmentDuration;
}

/** Finds a representation of a clip by id. */
export function findRepresentation(clip: ClipMeta, id: string): RepresentationMeta | undefined {
  return clip.representations.find((rep) => rep.id === id);
}
