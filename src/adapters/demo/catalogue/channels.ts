import { DEFAULT_CHANNEL_COUNT } from './lineup-size';
import type { Channel } from '../../../domain/guide/channel';
import { channelLogo } from './logos';

/** A channel of the demo lineup and the committed clip its stream loops. */
export interface CatalogueChannel {
  readonly channel: Channel;
  /** Clip id under public/streams (a–f, multi, clearkey). */
  readonly clip: string;
  /** Category most of its programmes belong to. */
  readonly theme: number;
}

export { DEFAULT_CHANNEL_COUNT };
const BASE_NAMES = [
  'Alpha Une',
  'Berg TV',
  'Coast One',
  'Delta Info',
  'Edelweiss',
  'Fable Kids',
  'Gala Cinéma',
  'Horizont',
  'Island Sport',
  'Jura Nature',
  'Kanal Klassik',
  'Lumen Docs',
  'Mosaïque',
  'Nordlicht',
  'Orbit News',
  'Panorama',
  'Quai des Arts',
  'Rhein TV',
  'Summit Sports',
  'Tessin Uno',
  'Ufer',
  'Vallée',
  'Westwind',
  'Xenon Music',
  'Yodel',
  'Zenith',
  'Azur',
  'Bellevue',
];
const LANGUAGES = ['fr', 'de', 'en'] as const;
const CLIPS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
/** Themes cycle through the category ids of spec point 9. */
const THEMES = [5, 9, 11, 12, 4, 10, 2, 7, 3, 6, 1] as const;
const SHORT_REPLAY_HOURS = 24;
const REPLAY_HOURS = 168;
/** The one channel with several audio languages and subtitles. */
const MULTI_INDEX = 2;
/**
 * The first channels are free to air: visitors play them without an account (spec point 6:
 * no live address given out). The others carry their address and need a subscriber.
 */
export const FREE_CHANNEL_COUNT = 2;

function channelName(index: number): string {
  const base = BASE_NAMES[index % BASE_NAMES.length] as string;
  const round = Math.floor(index / BASE_NAMES.length);
  return round === 0 ? base : `${base} ${round + 1}`;
}

/** Flags vary on purpose so every rule of spec point 6 meets a channel that fails it. */
function clipOf(index: number, encrypted: boolean): string {
  if (encrypted) return 'clearkey';
  return index === MULTI_INDEX ? 'multi' : (CLIPS[index % CLIPS.length] as string);
}

/** The lineup: `count` channels numbered from 1, deterministic. */
export function generateChannels(count = DEFAULT_CHANNEL_COUNT): CatalogueChannel[] {
  return Array.from({ length: count }, (_, index) => {
    const name = channelName(index);
    const encrypted = index % 7 === 6;
    const channel: Channel = {
      id: `ch${index + 1}`,
      name,
      language: LANGUAGES[index % LANGUAGES.length] as string,
      number: index + 1,
      liveUrl: index < FREE_CHANNEL_COUNT ? '' : `/streams/live/${clipOf(index, encrypted)}.mpd`,
      replayUrl: '',
      archiveUrl: '',
      playable: true,
      startoverable: index % 4 !== 3,
      recordable: index % 5 !== 4,
      castable: !encrypted,
      encrypted,
      padIn: 2,
      padOut: 5,
      replayableHours: index % 6 === 5 ? SHORT_REPLAY_HOURS : REPLAY_HOURS,
      isAccurate: index % 8 === 0,
      logo: channelLogo(name),
    };
    return { channel, clip: clipOf(index, encrypted), theme: THEMES[index % THEMES.length] as number };
  });
}

const FAST_NAMES = ['Fast Comedy', 'Fast Cuisine', 'Fast Retro', 'Fast Nature', 'Fast Auto', 'Fast Kids'] as const;

/** The FAST channels of portal/fast/: free streams played straight from their address. */
export function generateFastChannels(): CatalogueChannel[] {
  return FAST_NAMES.map((name, index) => {
    const clip = CLIPS[index % CLIPS.length] as string;
    const channel: Channel = {
      id: `fast${index + 1}`,
      name,
      language: LANGUAGES[index % LANGUAGES.length] as string,
      number: 900 + index + 1,
      liveUrl: `/streams/live/${clip}.mpd`,
      replayUrl: '',
      archiveUrl: '',
      playable: true,
      startoverable: false,
      recordable: false,
      castable: true,
      encrypted: false,
      padIn: 0,
      padOut: 0,
      replayableHours: 0,
      isAccurate: false,
      logo: channelLogo(name),
    };
    return { channel, clip, theme: 5 };
  });
}
