import { handleStreamRequest, type ReadStatic } from './stream-routes';

const MS_PER_SECOND = 1000;
const STREAM_PATH = /^\/streams\/(live|replay)\//;

/** Whether a path is one of the demo streams (manifests and segments, live and replay). */
export function isStreamPath(pathname: string): boolean {
  return STREAM_PATH.test(pathname);
}

/**
 * The answer to one demo stream request as a fetch `Response`, after the testers' delay: the
 * one place shared by the page's MSW handlers, the node server and the service worker.
 */
export async function streamResponse(
  url: URL,
  nowMs: () => number,
  readStatic: ReadStatic,
  delayMs = 0,
): Promise<Response> {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const reply = await handleStreamRequest(
    `${url.pathname}${url.search}`,
    Math.floor(nowMs() / MS_PER_SECOND),
    readStatic,
  );
  const body = typeof reply.body === 'string' ? reply.body : reply.body.slice().buffer;
  return new Response(body, { status: reply.status, headers: { 'Content-Type': reply.contentType } });
}

/** A `ReadStatic` over `fetch` that reads each file once: every live segment re-times one of a few clip files. */
export function cachedStaticReader(fetchFile: (url: URL) => Promise<Response>, origin: string): ReadStatic {
  const files = new Map<string, Promise<Uint8Array | null>>();
  return (path) => {
    const known = files.get(path);
    if (known) return known;
    const read = fetchFile(new URL(path, origin)).then(async (response) =>
      response.ok ? new Uint8Array(await response.arrayBuffer()) : null,
    );
    files.set(path, read);
    // A missing or failed file is asked again next time.
    read.then(
      (bytes) => bytes ?? files.delete(path),
      () => files.delete(path),
    );
    return read;
  };
}
