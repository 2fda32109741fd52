/** Statuses whose responses never have a body (a Response with one cannot be built). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The error a body that stalls past its deadline ends with; `TimeoutError` like ky's own. */
export function bodyTimeoutError(ms: number): Error {
  const error = new Error(`the body did not arrive within ${ms} ms`);
  error.name = 'TimeoutError';
  return error;
}

/**
 * The same response, whose body fails once `ms` have passed since the headers came: ky's
 * timeout stops at the headers, so a provider that stalls mid-body would otherwise hang the
 * call (and every screen waiting on it) forever.
 */
export function withBodyDeadline(response: Response, ms: number): Response {
  if (response.body === null || NULL_BODY_STATUSES.has(response.status) || !Number.isFinite(ms)) return response;
  const reader = response.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      timer = setTimeout(() => {
        const error = bodyTimeoutError(ms);
        controller.error(error);
        void reader.cancel(error).catch(() => undefined);
      }, ms);
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          clearTimeout(timer);
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        clearTimeout(timer);
        controller.error(error);
      }
    },
    cancel(reason) {
      clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
