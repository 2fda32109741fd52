import type { Show } from '../../../domain/shows/show';
import type { StreamRights } from '../../../ports/guide.port';
import { DEMO_AVAILABILITY_START } from '../streams/clip';
import type { CatalogueChannel } from './channels';

/** The key of the `clearkey` clip (public/streams/clearkey/clip.json; a test keeps them equal). */
export const CLEARKEY_KID = '0123456789abcdef0123456789abcdef';
export const CLEARKEY_KEY = 'feedc0defeedc0defeedc0defeedc0de';

function withKeys(clip: string, url: string): StreamRights {
  return clip === 'clearkey' ? { url, clearKeys: { [CLEARKEY_KID]: CLEARKEY_KEY } } : { url };
}

/** The live stream of a channel: `/streams/live/<clip>.mpd`. */
export function liveStream(entry: CatalogueChannel): StreamRights {
  return withKeys(entry.clip, `/streams/live/${entry.clip}.mpd`);
}

/** The replay of a programme: `/streams/replay/<clip>.mpd?start=<epoch s>&stop=<epoch s>`. */
export function replayStream(
  entry: CatalogueChannel,
  show: Show,
  stopMs = show.stopDate.epochMilliseconds,
): StreamRights {
  // The stream server serves nothing before its availability start.
  const start = Math.max(DEMO_AVAILABILITY_START, Math.floor(show.startDate.epochMilliseconds / 1000));
  const stop = Math.max(start + 1, Math.floor(stopMs / 1000));
  return withKeys(entry.clip, `/streams/replay/${entry.clip}.mpd?start=${start}&stop=${stop}`);
}
