/**
 * The failures that cross a port (spec point 8), named by what they mean to the product,
 * never by an HTTP status. Adapters translate transport failures into these.
 */
export type ApiErrorKind =
  | 'session-expired'
  | 'invalid-credentials'
  | 'not-entitled'
  | 'code-expired'
  | 'concurrent-stream-limit'
  | 'geo-blocked'
  | 'recording-quota-exceeded'
  | 'archive-quota-exceeded'
  | 'wrong-pin'
  | 'wrong-promocode'
  | 'vod-quota-exceeded'
  | 'not-found'
  | 'malformed-response'
  | 'network'
  /** The player's own failures (player port): the key system is below the level the stream needs. */
  | 'drm-level'
  /** The player's own failures (player port): this browser cannot play the stream. */
  | 'unsupported-browser'
  | 'generic';

/** A typed failure of a provider call; `call` names the call for diagnostics. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly call: string,
    /** What the provider said (its error code) or what went wrong, for diagnostics. */
    readonly detail?: string,
  ) {
    super(`${call}: ${kind}${detail ? ` (${detail})` : ''}`);
    this.name = 'ApiError';
  }
}

/** The kind of any thrown value: an ApiError keeps its own, anything else is generic. */
export function errorKind(error: unknown): ApiErrorKind {
  return error instanceof ApiError ? error.kind : 'generic';
}
