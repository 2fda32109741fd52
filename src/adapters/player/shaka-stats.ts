import type { StreamStats } from '../../ports/player.port';

/** The part of shaka's `getStats()` the diagnostics read (NaN where shaka does not know). */
export interface ShakaStatsLike {
  readonly streamBandwidth: number;
  readonly width: number;
  readonly height: number;
  readonly estimatedBandwidth: number;
  readonly droppedFrames: number;
}

const known = (value: number): number | null => (Number.isFinite(value) && value > 0 ? value : null);

/** Seconds buffered ahead of the element's position, in the buffered range that holds it. */
export function bufferAhead(media: HTMLMediaElement): number {
  const { buffered, currentTime } = media;
  for (let index = 0; index < buffered.length; index += 1) {
    if (buffered.start(index) <= currentTime && currentTime <= buffered.end(index)) {
      return buffered.end(index) - currentTime;
    }
  }
  return 0;
}

/** shaka's statistics as the port tells them. */
export function toStreamStats(stats: ShakaStatsLike, media: HTMLMediaElement): StreamStats {
  return {
    bitrate: known(stats.streamBandwidth),
    width: known(stats.width),
    height: known(stats.height),
    bufferSeconds: bufferAhead(media),
    bandwidthEstimate: known(stats.estimatedBandwidth),
    droppedFrames: Number.isFinite(stats.droppedFrames) ? stats.droppedFrames : null,
  };
}
