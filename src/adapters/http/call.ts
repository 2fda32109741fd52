import type { z } from 'zod';
import { ApiError, type ApiErrorKind } from '../../domain/errors';
import { toApiError, type ApiClient, type StatusMap } from './api-client';

/** What a 204 (no content) stands for: a call whose answer is only its success. */
const NO_CONTENT = { success: true };

/** Whether a body says, in so many words, that the provider did not do what was asked. */
function refused(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && 'success' in body && (body as { success: unknown }).success !== true
  );
}

/**
 * One provider call: send, parse the body with its schema, map it to domain types. A body
 * that does not match is a `malformed-response` error naming the call. Fail closed: a body
 * with `success` other than `true` is a refusal (`refusal` kind, generic unless the call says),
 * never a success; a 204 is a success for calls that answer nothing else.
 */
export async function call<S extends z.ZodType, R>(
  client: ApiClient,
  name: string,
  send: () => Promise<Response>,
  schema: S,
  map: (body: z.infer<S>) => R,
  statuses?: StatusMap,
  refusal: ApiErrorKind = 'generic',
): Promise<R> {
  let body: unknown;
  try {
    const response = await send();
    body = response.status === 204 ? NO_CONTENT : await response.json();
  } catch (error) {
    if (error instanceof SyntaxError) throw new ApiError('malformed-response', name, 'body is not JSON');
    throw await toApiError(error, name, client, statuses);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('malformed-response', name, parsed.error.issues[0]?.message);
  if (refused(parsed.data)) throw new ApiError(refusal, name, 'success is not true');
  return map(parsed.data);
}
