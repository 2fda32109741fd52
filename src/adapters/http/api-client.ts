import ky, { HTTPError, type KyInstance } from 'ky';
import { Temporal } from '../../domain/time';
import { ApiError, type ApiErrorKind } from '../../domain/errors';
import type { TokenStore } from '../../ports/token-store.port';
import { withBodyDeadline } from './body-deadline';

export const API_PATH = '/api/mobile';
export const CACHE_PATH = '/api/cache';
export const TOKEN_HEADER = 'X-Session-Token';
export const VERSION_HEADER = 'X-App-Version';
export const APP_NAME_HEADER = 'X-App-Name';
/** Reads give up after this long; a subscriber would rather see an error than wait more (see call-policy.ts). */
export const READ_TIMEOUT_MS = 10_000;

export interface ApiClientConfig {
  /** Origin of the provider; empty for the same origin (the demo provider). */
  readonly baseUrl: string;
  readonly appName: string;
  readonly version: string;
  readonly tokenStore: TokenStore;
  /** Told of every 401 that means the session ended (not login, device code or PIN check). */
  readonly onSessionExpired: () => void;
  /** Told of the server's date (a response's Date header), to check the device clock against. */
  readonly onServerDate?: (server: Temporal.Instant) => void;
}

/** The bases of the provider: the API itself, its cached reads, and its root (/interstitiel). */
export interface ApiClient {
  readonly api: KyInstance;
  readonly cache: KyInstance;
  readonly root: KyInstance;
  /** A 401 came back to a request sent with `sentToken` (undefined: unknown). */
  readonly onSessionExpired: (sentToken?: string | null) => void;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const base = ky.create({
    timeout: READ_TIMEOUT_MS,
    retry: 0,
    headers: { [VERSION_HEADER]: config.version, [APP_NAME_HEADER]: config.appName },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = config.tokenStore.get();
          if (token !== null && !request.url.endsWith(`${API_PATH}/auth/`)) request.headers.set(TOKEN_HEADER, token);
        },
      ],
      afterResponse: [
        (_request, options, response) => {
          const date = Date.parse(response.headers.get('Date') ?? '');
          if (config.onServerDate && Number.isFinite(date))
            config.onServerDate(Temporal.Instant.fromEpochMilliseconds(date));
          // The call's deadline covers its body as well (ky's own stops once the headers are in).
          const { timeout } = options as { timeout?: unknown };
          return withBodyDeadline(response, typeof timeout === 'number' ? timeout : READ_TIMEOUT_MS);
        },
      ],
    },
  });
  return {
    api: base.extend({ prefixUrl: `${config.baseUrl}${API_PATH}` }),
    cache: base.extend({ prefixUrl: `${config.baseUrl}${CACHE_PATH}` }),
    root: base.extend({ prefixUrl: `${config.baseUrl}/` }),
    // A late 401 to a request sent with an older token says nothing about the current session.
    onSessionExpired: (sentToken) => {
      if (sentToken === undefined || sentToken === config.tokenStore.get()) config.onSessionExpired();
    },
  };
}

/** Which kind a status means for a call; calls pass their own exceptions (spec point 8). */
export type StatusMap = Partial<Record<number, ApiErrorKind>>;

/**
 * What a status means when the call does not say otherwise (spec point 8): a 401 ends the
 * session; anything else (403 and 404 included) is generic unless the call names it.
 */
export const DEFAULT_STATUSES: StatusMap = { 401: 'session-expired' };

/** The provider's error code (`error` of the body) when it sent one, for diagnostics and details. */
async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Turns any failure of a call into an ApiError. A 401 is a session expiry unless the call
 * maps it otherwise, and then the client is told so the application can reset.
 */
export async function toApiError(
  error: unknown,
  call: string,
  client: ApiClient,
  statuses: StatusMap = {},
): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    const kind = statuses[status] ?? DEFAULT_STATUSES[status] ?? 'generic';
    if (kind === 'session-expired') client.onSessionExpired(error.request.headers.get(TOKEN_HEADER));
    return new ApiError(kind, call, (await errorCode(error.response)) ?? `HTTP ${status}`);
  }
  if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) {
    return new ApiError('network', call, error.message);
  }
  return new ApiError('generic', call, String(error));
}
