import { Temporal } from './time';

/** Loaded data is refreshed when older than this (spec point 9: 5 units of the time library). */
export const DATA_STALE_AFTER = Temporal.Duration.from({ minutes: 5 });
/** A failed load is not tried again before this much time has passed (spec point 9). */
export const FAILED_LOAD_RETRY_AFTER = Temporal.Duration.from({ seconds: 30 });

/** What is known of one piece of loaded data, each state with the instant it began. */
export type Resource<T> =
  | { readonly status: 'loading'; readonly at: Temporal.Instant; readonly data?: T }
  | { readonly status: 'success'; readonly at: Temporal.Instant; readonly data: T }
  | { readonly status: 'failure'; readonly at: Temporal.Instant; readonly error: unknown; readonly data?: T };

function elapsedSince(at: Temporal.Instant, now: Temporal.Instant): number {
  return now.epochMilliseconds - at.epochMilliseconds;
}

/** Whether a read should start a load now: never while loading, after staleness or the retry pause. */
export function shouldLoad<T>(resource: Resource<T> | undefined, now: Temporal.Instant): boolean {
  if (resource === undefined) return true;
  switch (resource.status) {
    case 'loading':
      return false;
    case 'success':
      return elapsedSince(resource.at, now) >= DATA_STALE_AFTER.total('milliseconds');
    case 'failure':
      return elapsedSince(resource.at, now) >= FAILED_LOAD_RETRY_AFTER.total('milliseconds');
  }
}
