import { ApiError } from '../../domain/errors';
import { classifyPlayerError, CRITICAL_SEVERITY, type PlayerErrorInfo } from '../../domain/playback/player-failure';

/** A failed load as the app reads failures: the kind the user is told (no network, DRM level, browser). */
export function toPlayerError(error: unknown): unknown {
  const info = error as Partial<PlayerErrorInfo> | null;
  if (typeof info?.code !== 'number' || typeof info.category !== 'number') return error;
  const failure =
    classifyPlayerError(
      { severity: CRITICAL_SEVERITY, category: info.category, code: info.code },
      globalThis.navigator?.onLine ?? true,
    ) ?? 'generic';
  return new ApiError(failure, 'player', `shaka ${info.code}`);
}
