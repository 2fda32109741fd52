import { ApiError, type ApiErrorKind } from '../../../domain/errors';
import type { TokenStore } from '../../../ports/token-store.port';
import type { DemoBackend } from '../backend';
import type { DemoControls } from '../controls';
import { DemoFault } from '../backend/fault';

/** What the in-memory adapters share, mirroring the HTTP client's configuration. */
export interface InMemoryDeps {
  readonly backend: DemoBackend;
  readonly tokenStore: TokenStore;
  /** Told of every session expiry, like the HTTP client's callback. */
  readonly onSessionExpired: () => void;
  /** The testers' switches the backend's answers follow (`interstitial`); none by default. */
  readonly controls?: () => DemoControls;
}

/** A failure kind replaced for one call, as the HTTP adapter's status maps do (e.g. 401 on login). */
export type KindMap = Partial<Record<ApiErrorKind, ApiErrorKind>>;

/** Spec point 8: a 403 or a 404 is generic unless the call names it (as the HTTP client's defaults). */
const DEFAULT_KINDS: KindMap = { 'not-entitled': 'generic', 'not-found': 'generic' };

/**
 * One port call answered by the backend: `user()` is the signed-in username (a session
 * expiry otherwise); a DemoFault becomes an ApiError naming the call.
 */
export async function run<T>(
  deps: InMemoryDeps,
  call: string,
  answer: (user: () => string) => T,
  kinds: KindMap = {},
): Promise<T> {
  try {
    return answer(() => deps.backend.session.authenticate(deps.tokenStore.get()));
  } catch (error) {
    if (!(error instanceof DemoFault)) throw error;
    const kind = kinds[error.kind] ?? DEFAULT_KINDS[error.kind] ?? error.kind;
    if (kind === 'session-expired') deps.onSessionExpired();
    throw new ApiError(kind, call, error.detail ?? error.kind);
  }
}
