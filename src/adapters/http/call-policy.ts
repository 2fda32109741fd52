import type { Options } from 'ky';

/** First retry of a read after about this long; each further retry waits twice as long. */
export const RETRY_BASE_DELAY_MS = 250;
/** No retry of a read waits longer than this. */
export const RETRY_MAX_DELAY_MS = 2_000;
/** Retries of a read after its first attempt: with a 10 s deadline each, a read ends within about 33 s. */
export const READ_RETRIES = 2;

/** Exponential backoff: 250 ms, 500 ms, 1 s, … never above 2 s (attempt counts from 1). */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** (attempt - 1));
}

/** Jitter: somewhere between half and all of the delay, so that many clients do not retry in step. */
export function jitter(delay: number, random: () => number = Math.random): number {
  return delay * (0.5 + random() * 0.5);
}

/**
 * Timeouts and retries per kind of call: the one place they are decided.
 *
 * | kind     | deadline | retry                                                    | calls                 |
 * |----------|----------|----------------------------------------------------------|-----------------------|
 * | READ     | 10 s     | 2 retries, network failures and timeouts, 250 ms·2ⁿ ± jitter, ≤ 2 s | every idempotent GET |
 * | WRITE    | 10 s     | none (a write may have happened)                         | POST, PUT, DELETE     |
 * | SILENT   | 5 s      | none (the next beat or event will come)                  | ping/, event/, play/  |
 * | ACCURATE | 500 ms   | none (a late answer is useless)                          | accurate/{id}/        |
 *
 * The deadline covers the body too (api-client.ts guards it): a stalled body fails as a network
 * error. An HTTP status is never retried: the provider answered, and its answer is the result.
 */
export const READ = {
  timeout: 10_000,
  retry: {
    limit: READ_RETRIES,
    methods: ['get'],
    statusCodes: [],
    retryOnTimeout: true,
    delay: retryDelay,
    backoffLimit: RETRY_MAX_DELAY_MS,
    jitter: (delay: number) => jitter(delay),
  },
} satisfies Options;
export const WRITE = { timeout: 10_000, retry: 0 } satisfies Options;
export const SILENT = { timeout: 5_000, retry: 0 } satisfies Options;
export const ACCURATE = { timeout: 500, retry: 0 } satisfies Options;

/**
 * Calls whose failures the UI does not show (spec point 8): they still reject with a typed
 * ApiError, and the caller decides to stay quiet. A 429 on ping/ is not silent.
 */
export const SILENT_CALLS = ['event', 'ping', 'play'] as const;
