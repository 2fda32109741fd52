/** The page views the app has handed to the provider's analytics and that still wait on this device. */
export interface AnalyticsRecord {
  /** How many page views wait to be read by the provider's tag manager. */
  queued(): number;
  /** Forgets them. */
  clear(): void;
}

export const ANALYTICS_RECORD = Symbol.for('AnalyticsRecord');
