import { classifyPlayerError, type PlayerErrorInfo, type PlayerFailure } from '../../domain/playback/player-failure';
import type { StreamRights } from '../../ports/guide.port';
import type { AudioTrack, LoadOptions, Playhead, PlayerPort, TextTrack } from '../../ports/player.port';
import { toPlayerError } from './shaka-errors';
import { loadShaka } from './shaka.loader';
import { toStreamStats, type ShakaStatsLike } from './shaka-stats';
import { toAudioTrack, toTextTrack, type ShakaAudioTrack, type ShakaTextTrack } from './shaka-tracks';

/** Segments of 2 s over a 2 h start-over window: index them all (see shared/notes). */
export const INITIAL_SEGMENT_LIMIT = 3600;

/** Settings measured to start live streams fast and without a stall (shared/notes). */
export const STREAMING_CONFIG = {
  rebufferingGoal: 1,
  inaccurateManifestTolerance: 0,
} as const;

/** The part of shaka's Player this adapter uses (its closure types are loose). */
interface ShakaPlayerLike {
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  attach(element: HTMLMediaElement): Promise<void>;
  configure(config: object): void;
  load(asset: unknown, startTime?: number | null): Promise<void>;
  preload(url: string, startTime?: number | null): Promise<PreloadManagerLike | null>;
  /** Destroys and forgets every preload this player made: it holds them all, used or destroyed, until then. */
  destroyAllPreloads(): Promise<void>;
  /** `initializeMediaSource`: attach a fresh MediaSource once unloaded (shaka's default), or leave the element empty. */
  unload(initializeMediaSource?: boolean): Promise<void>;
  destroy(): Promise<void>;
  isLive(): boolean;
  seekRange(): { start: number; end: number };
  getPlayheadTimeAsDate(): Date | null;
  getAudioTracks(): ShakaAudioTrack[];
  selectAudioTrack(track: ShakaAudioTrack): void;
  getTextTracks(): ShakaTextTrack[];
  selectTextTrack(track: ShakaTextTrack | null): void;
  getStats(): ShakaStatsLike;
}

/** shaka's preload manager: what a load can start from, released when not used. */
interface PreloadManagerLike {
  /** Rejects when the preparation fails, or is cut short by a destroy (shaka then rejects with whatever its torn parser threw). */
  waitForFinish(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * One turn of the event loop: shaka's load resolves with the first segment requests of the new
 * stream scheduled on a timer, behind whatever the resolution sets off (the app's state changes
 * and their renders): waiting one task lets them go out first.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Teardown is best effort: a stream prepared or played for nothing may fail to end, and nobody is to be told. */
const quietly = (ending: Promise<unknown> | undefined) => void ending?.catch(() => undefined);

interface Preloaded {
  readonly url: string;
  readonly startSeconds: number | undefined;
  readonly manager: Promise<PreloadManagerLike | null>;
}

/** Streams prepared at once: the channels either side of the one playing. */
export const MAX_PRELOADS = 2;

function streamConfig(rights: StreamRights, options: LoadOptions): object {
  return {
    drm: { clearKeys: rights.clearKeys ?? {} },
    abr: { enabled: options.adaptiveBitrate ?? true, restrictions: { maxBandwidth: options.maxBandwidth ?? Infinity } },
  };
}

/** The player port over shaka-player; calls wait for `attach` to finish. */
export function createShakaPlayer(): PlayerPort {
  let ready: Promise<ShakaPlayerLike> | null = null;
  let media: HTMLMediaElement | null = null;
  let player: ShakaPlayerLike | null = null;
  let preloaded: Preloaded[] = [];
  const release = (entries: readonly Preloaded[]) =>
    entries.forEach((entry) => quietly(entry.manager.then((manager) => manager?.destroy())));
  let loaded = false;
  /** Loads begun so far: a load that has been overtaken by the next one leaves the preloads to it. */
  let loads = 0;

  const current = () => ready ?? Promise.reject(new Error('player is not attached'));
  const failureListeners = new Set<(failure: PlayerFailure) => void>();
  // shaka's `error` event: critical errors end the stream (told), recoverable ones it retries itself.
  const onShakaError = (event: Event) => {
    const failure = classifyPlayerError(
      (event as CustomEvent<PlayerErrorInfo>).detail,
      globalThis.navigator?.onLine ?? true,
    );
    if (failure !== null && loaded) failureListeners.forEach((listener) => listener(failure));
  };
  const firstFrameListeners = new Set<() => void>();
  // The element's `playing`: frames show (the first one after a channel choice ends a zap, diagnostics).
  const onPlaying = () => firstFrameListeners.forEach((listener) => listener());

  return {
    attach(element) {
      media = element;
      element.addEventListener('playing', onPlaying);
      ready = loadShaka().then(async (shaka) => {
        // shaka's track types carry many more fields than this adapter reads: narrowed once, here.
        const created = new shaka.Player() as unknown as ShakaPlayerLike;
        created.addEventListener('error', onShakaError);
        created.configure({
          streaming: STREAMING_CONFIG,
          manifest: { dash: { initialSegmentLimit: INITIAL_SEGMENT_LIMIT } },
        });
        await created.attach(element);
        player = created;
        return created;
      });
      return ready.then(() => undefined);
    },
    async load(rights, options = {}) {
      const load = ++loads;
      const shaka = await current();
      shaka.configure(streamConfig(rights, options));
      if (media) media.muted = options.muted ?? false;
      const entry = preloaded.find(
        (candidate) => candidate.url === rights.url && candidate.startSeconds === options.startSeconds,
      );
      release(preloaded.filter((candidate) => candidate !== entry));
      preloaded = [];
      const manager = entry ? await entry.manager : null;
      try {
        await shaka.load(manager ?? rights.url, manager ? undefined : options.startSeconds);
      } catch (error) {
        throw toPlayerError(error);
      }
      // shaka keeps every preload it made, with its manifest, until told: with no other load and no
      // preload asked for since this load began, the ones it holds are spent (used by this load or
      // released), so let them go (the TV heap grew about 1 MB a minute of zapping without this).
      if (load === loads && preloaded.length === 0) quietly(shaka.destroyAllPreloads());
      loaded = true;
      await nextTask();
    },
    preload(rights, options = {}) {
      if (
        player === null ||
        preloaded.some((entry) => entry.url === rights.url && entry.startSeconds === options.startSeconds)
      )
        return;
      player.configure(streamConfig(rights, options));
      // A failed preload only costs the head start: the real load tries again.
      const manager = player.preload(rights.url, options.startSeconds).then(
        (prepared) => {
          quietly(prepared?.waitForFinish());
          return prepared;
        },
        () => null,
      );
      preloaded = [...preloaded, { url: rights.url, startSeconds: options.startSeconds, manager }];
      release(preloaded.slice(0, -MAX_PRELOADS));
      preloaded = preloaded.slice(-MAX_PRELOADS);
    },
    async stop() {
      loaded = false;
      // The element is left empty: the next load attaches its own MediaSource, as shaka does when it
      // switches streams, instead of this stop waiting for one to open that a zap does not need yet.
      if (ready) await (await ready).unload(false);
    },
    async destroy() {
      release(preloaded);
      preloaded = [];
      const pending = ready;
      ready = null;
      player = null;
      loaded = false;
      if (pending) await pending.then((shaka) => shaka.destroy()).catch(() => undefined);
    },
    async play() {
      await media?.play();
    },
    pause() {
      media?.pause();
    },
    seek(position) {
      if (!player || !media) return;
      const range = player.seekRange();
      media.currentTime = Math.min(range.end, Math.max(range.start, position));
    },
    setVolume(volume) {
      if (media) media.volume = volume;
    },
    playhead(): Playhead | null {
      if (!player || !media || !loaded) return null;
      const range = player.seekRange();
      const live = player.isLive();
      return {
        position: media.currentTime,
        seekStart: range.start,
        seekEnd: range.end,
        live,
        paused: media.paused,
        volume: media.volume,
        wallClockMs: live ? (player.getPlayheadTimeAsDate()?.getTime() ?? null) : null,
      };
    },
    audioTracks(): AudioTrack[] {
      return player?.getAudioTracks().map(toAudioTrack) ?? [];
    },
    selectAudio(language, audioDescription) {
      const track = player
        ?.getAudioTracks()
        .find(
          (candidate) =>
            toAudioTrack(candidate).language === language &&
            toAudioTrack(candidate).audioDescription === audioDescription,
        );
      if (track) player?.selectAudioTrack(track);
    },
    textTracks(): TextTrack[] {
      return player?.getTextTracks().map(toTextTrack) ?? [];
    },
    selectText(id) {
      if (!player) return;
      // shaka 5 shows the selected track and unloads subtitles on null.
      player.selectTextTrack(
        id === null ? null : (player.getTextTracks().find((candidate) => candidate.id === id) ?? null),
      );
    },
    onFailure(listener) {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
    stats() {
      return player && media && loaded ? toStreamStats(player.getStats(), media) : null;
    },
    onFirstFrame(listener) {
      firstFrameListeners.add(listener);
      return () => firstFrameListeners.delete(listener);
    },
  };
}
