/**
 * In-page steps of the playback check (run through playwright's `page.evaluate`): load a
 * manifest with shaka-player, time the first `playing`, optionally start behind the live
 * edge, wait for `currentTime` to advance, and switch audio and text tracks.
 */
import type { Page } from 'playwright-core';

/** What one check observed. */
export interface PlayResult {
  /** Milliseconds from `player.load()` to the first `playing` event. */
  firstPlayingMs?: number;
  /** Seconds `currentTime` advanced while watched (the pass mark is 2). */
  advanced: number;
  /** Seconds behind the live edge (`seekRange().end − currentTime`), live only. */
  behindLiveEdge?: number;
  seekRangeSeconds?: number;
  /** Wall-clock seconds between now and the playhead's programme time, live only. */
  latencySeconds?: number;
  audio?: string;
  /** Every audio track the player offers, as `language/roles`. */
  audioTracks?: string[];
  text?: string;
  /** Text of the cue showing when the check ended. */
  cue?: string;
  decodedAudioBytes?: number;
  frames?: number;
}

const WATCH_MS = 3000;

/**
 * Loads `url` (unless null: keep the current player) and watches playback. `seekBack`
 * starts that many seconds behind the live edge through `load(url, -seekBack)`: setting
 * `currentTime` right after the first `playing` snapped back to the edge in 1 of 5 starts.
 */
export async function playFor(page: Page, url: string | null, config: object, seekBack = 0): Promise<PlayResult> {
  return page.evaluate(
    async ({ url, config, seekBack, watchMs }) => {
      type W = typeof window & { shaka: any; player?: any };
      const w = window as W;
      const video = document.querySelector('video') as HTMLVideoElement & { webkitAudioDecodedByteCount?: number };
      const playing = (): Promise<void> =>
        new Promise((resolve) => video.addEventListener('playing', () => resolve(), { once: true }));
      let firstPlayingMs: number | undefined;
      if (url) {
        w.shaka.polyfill.installAll();
        w.player = new w.shaka.Player();
        await w.player.attach(video);
        w.player.configure(config);
        const started = performance.now();
        const first = playing();
        await w.player.load(url, seekBack ? -seekBack : undefined); // negative: behind the live edge
        await first;
        firstPlayingMs = Math.round(performance.now() - started);
      }
      const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
      await sleep(watchMs / 3);
      const from = video.currentTime;
      await sleep(watchMs);
      const range = w.player.seekRange();
      const audio = w.player.getAudioTracks().find((t: any) => t.active);
      const text = w.player.getTextTracks().find((t: any) => t.active);
      const cues = Array.from(video.textTracks).flatMap((track) => Array.from(track.activeCues ?? []));
      return {
        firstPlayingMs,
        advanced: Math.round((video.currentTime - from) * 100) / 100,
        behindLiveEdge: w.player.isLive() ? Math.round((range.end - video.currentTime) * 10) / 10 : undefined,
        seekRangeSeconds: Math.round(range.end - range.start),
        latencySeconds: w.player.isLive()
          ? Math.round(Date.now() - w.player.getPlayheadTimeAsDate().getTime()) / 1000
          : undefined,
        audio: audio ? `${audio.language}/${audio.roles.join(',')}` : undefined,
        audioTracks: w.player.getAudioTracks().map((t: any) => `${t.language}/${t.roles.join(',')}`),
        text: text ? text.language : undefined,
        cue: cues.map((cue) => (cue as VTTCue).text).join(' | ') || undefined,
        decodedAudioBytes: video.webkitAudioDecodedByteCount,
        frames: video.getVideoPlaybackQuality().totalVideoFrames,
      };
    },
    { url, config, seekBack, watchMs: WATCH_MS },
  );
}

/** Switches to the given audio (language and role) and text language on the loaded player, then watches again. */
export async function switchTracks(
  page: Page,
  audioLanguage: string,
  textLanguage: string,
  audioRole = 'main',
): Promise<PlayResult> {
  await page.evaluate(
    ({ audioLanguage, textLanguage, audioRole }) => {
      const player = (window as typeof window & { player: any }).player;
      const audio = player
        .getAudioTracks()
        .find((t: any) => t.language === audioLanguage && t.roles.includes(audioRole));
      player.selectAudioTrack(audio);
      player.selectTextTrack(player.getTextTracks().find((t: any) => t.language === textLanguage));
      player.setTextTrackVisibility?.(true);
    },
    { audioLanguage, textLanguage, audioRole },
  );
  return playFor(page, null, {});
}
