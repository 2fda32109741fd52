import type { StreamRights } from '../../ports/guide.port';
import type { LoadOptions, PlayerPort } from '../../ports/player.port';
import { loadShaka } from './shaka.loader';

/** Segments of 2 s over a 2 h start-over window: index them all (see shared/notes). */
export const INITIAL_SEGMENT_LIMIT = 3600;

/** Settings measured to start live streams fast and without a stall (shared/notes). */
export const STREAMING_CONFIG = {
  rebufferingGoal: 1,
  inaccurateManifestTolerance: 0,
} as const;

/** The part of shaka's Player this adapter uses (its closure types are loose). */
interface ShakaPlayerLike {
  attach(element: HTMLMediaElement): Promise<void>;
  configure(config: object): void;
  load(url: string, startTime?: number): Promise<void>;
  unload(): Promise<void>;
  destroy(): Promise<void>;
}

/** The player port over shaka-player; `load` waits for `attach` to finish. */
export function createShakaPlayer(): PlayerPort {
  let ready: Promise<ShakaPlayerLike> | null = null;

  const current = () => ready ?? Promise.reject(new Error('player is not attached'));

  let media: HTMLMediaElement | null = null;

  return {
    attach(element) {
      media = element;
      ready = loadShaka().then(async (shaka) => {
        const player: ShakaPlayerLike = new shaka.Player();
        player.configure({ streaming: STREAMING_CONFIG, manifest: { dash: { initialSegmentLimit: INITIAL_SEGMENT_LIMIT } } });
        await player.attach(element);
        return player;
      });
      return ready.then(() => undefined);
    },
    async load(rights: StreamRights, options: LoadOptions = {}) {
      const player = await current();
      player.configure({
        drm: { clearKeys: rights.clearKeys ?? {} },
        abr: { enabled: options.adaptiveBitrate ?? true, restrictions: { maxBandwidth: options.maxBandwidth ?? Infinity } },
      });
      if (media) media.muted = options.muted ?? false;
      await player.load(rights.url, options.startSeconds);
    },
    async stop() {
      if (ready) await (await ready).unload();
    },
    async destroy() {
      const player = ready;
      ready = null;
      if (player) await (await player).destroy();
    },
  };
}
