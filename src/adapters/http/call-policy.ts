import type { Options } from 'ky';

/**
 * Timeouts and retries per kind of call: the one place they are decided.
 *
 * | kind     | timeout | retry                                   | calls                                   |
 * |----------|---------|-----------------------------------------|-----------------------------------------|
 * | READ     | 10 s    | 1 retry after 250 ms, network failures  | every idempotent GET                    |
 * | WRITE    | 10 s    | none (a write may have happened)        | POST, PUT, DELETE                       |
 * | SILENT   | 5 s     | none (the next beat or event will come) | ping/, event/, play/                    |
 * | ACCURATE | 500 ms  | none (a late answer is useless)         | accurate/{id}/                          |
 *
 * An HTTP status is never retried: the provider answered, and its answer is the result.
 */
export const READ = { timeout: 10_000, retry: { limit: 1, methods: ['get'], statusCodes: [], delay: () => 250 } } satisfies Options;
export const WRITE = { timeout: 10_000, retry: 0 } satisfies Options;
export const SILENT = { timeout: 5_000, retry: 0 } satisfies Options;
export const ACCURATE = { timeout: 500, retry: 0 } satisfies Options;

/**
 * Calls whose failures the UI does not show (spec point 8): they still reject with a typed
 * ApiError, and the caller decides to stay quiet. A 429 on ping/ is not silent.
 */
export const SILENT_CALLS = ['event', 'ping', 'play'] as const;
