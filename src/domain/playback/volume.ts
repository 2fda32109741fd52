/** The quietest volume (spec point 9). */
export const VOLUME_MIN = 0;
/** The loudest volume (spec point 9). */
export const VOLUME_MAX = 1;

/** Brings any volume into 0…1; a value that is not a number is silence. */
export function clampVolume(volume: number): number {
  if (Number.isNaN(volume)) return VOLUME_MIN;
  return Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, volume));
}
