import type { z } from 'zod';
import { ApiError } from '../../domain/errors';
import { toApiError, type ApiClient, type StatusMap } from './api-client';

/**
 * One provider call: send, parse the body with its schema, map it to domain types. A body
 * that does not match is a `malformed-response` error naming the call.
 */
export async function call<S extends z.ZodType, R>(
  client: ApiClient,
  name: string,
  send: () => Promise<Response>,
  schema: S,
  map: (body: z.infer<S>) => R,
  statuses?: StatusMap,
): Promise<R> {
  let body: unknown;
  try {
    const response = await send();
    body = response.status === 204 ? undefined : await response.json();
  } catch (error) {
    if (error instanceof SyntaxError) throw new ApiError('malformed-response', name, 'body is not JSON');
    throw await toApiError(error, name, client, statuses);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('malformed-response', name, parsed.error.issues[0]?.message);
  return map(parsed.data);
}
