import type { ApiErrorKind } from '../../../domain/errors';

/** The status the provider answers for each kind of failure (spec point 8). */
export const FAULT_STATUS: Readonly<Record<ApiErrorKind, number>> = {
  'session-expired': 401,
  'invalid-credentials': 401,
  'not-entitled': 403,
  'wrong-pin': 403,
  'wrong-promocode': 400,
  'vod-quota-exceeded': 509,
  'not-found': 404,
  'code-expired': 410,
  'concurrent-stream-limit': 429,
  'geo-blocked': 451,
  'recording-quota-exceeded': 509,
  'archive-quota-exceeded': 509,
  'malformed-response': 500,
  network: 503,
  // The player's failures, never the provider's answer: a server error if ever raised.
  'drm-level': 500,
  'unsupported-browser': 500,
  generic: 500,
};

/**
 * A refusal of the demo provider, in domain terms. The MSW handlers turn it into a status and
 * an error body; the in-memory adapter into an ApiError naming the call.
 */
export class DemoFault extends Error {
  readonly status: number;

  constructor(
    readonly kind: ApiErrorKind,
    readonly detail?: string,
    status?: number,
  ) {
    super(`${kind}${detail ? ` (${detail})` : ''}`);
    this.name = 'DemoFault';
    this.status = status ?? FAULT_STATUS[kind];
  }
}

export function fault(kind: ApiErrorKind, detail?: string, status?: number): never {
  throw new DemoFault(kind, detail, status);
}

/** A request the provider cannot read (missing or wrong field): 400, generic. */
export function badRequest(detail: string): never {
  throw new DemoFault('generic', detail, 400);
}
