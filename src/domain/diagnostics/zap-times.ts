/** How many zap times the diagnostics keep and show: the last ten. */
export const ZAP_HISTORY_LENGTH = 10;

/** The zap times with one more, the oldest dropped beyond `ZAP_HISTORY_LENGTH`, newest last. */
export function withZapTime(times: readonly number[], ms: number): readonly number[] {
  return [...times, Math.max(0, Math.round(ms))].slice(-ZAP_HISTORY_LENGTH);
}
