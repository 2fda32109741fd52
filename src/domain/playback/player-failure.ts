/**
 * Why a stream stopped playing, as the user is told (spec point 8: no network, insufficient DRM
 * level, unsupported browser; anything else generic).
 */
export type PlayerFailure = 'network' | 'drm-level' | 'unsupported-browser' | 'generic';

/** What a player library says of an error: how bad, which area, which code (shaka's numbers). */
export interface PlayerErrorInfo {
  readonly severity: number;
  readonly category: number;
  readonly code: number;
}

/** shaka.util.Error.Severity.CRITICAL: the player gave up; RECOVERABLE ones it retries by itself. */
export const CRITICAL_SEVERITY = 2;
const NETWORK_CATEGORY = 1;
/** The key system cannot give the robustness (or output protection) the stream asks for. */
const DRM_LEVEL_CODES = new Set([6001, 4012]);
/** No key system at all, or content the browser cannot decode. */
const UNSUPPORTED_CODES = new Set([6000, 4032]);

/** The failure to tell the user of a critical error; null for an error the player recovers from. */
export function classifyPlayerError(error: PlayerErrorInfo, online = true): PlayerFailure | null {
  if (error.severity !== CRITICAL_SEVERITY) return null;
  if (!online || error.category === NETWORK_CATEGORY) return 'network';
  if (DRM_LEVEL_CODES.has(error.code)) return 'drm-level';
  if (UNSUPPORTED_CODES.has(error.code)) return 'unsupported-browser';
  return 'generic';
}
