/**
 * A tiny node http server for the playback check: wraps handleStreamRequest, serves the
 * static public/ files, shaka-player's compiled build and a bare test page.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, normalize } from 'node:path';
import { handleStreamRequest } from '../../src/adapters/demo/streams/stream-routes';

const ROOT = join(import.meta.dirname, '..', '..');
const SHAKA = join(ROOT, 'node_modules/shaka-player/dist/shaka-player.compiled.js');
const MILLIS = 1000;
// __name: tsx (esbuild keepNames) wraps functions passed to page.evaluate with it.
const PAGE = `<!doctype html><html><head><link rel="icon" href="data:,"><script>window.__name = (f) => f;</script></head>
<body style="margin:0;background:#000">
<video id="v" muted autoplay playsinline style="width:640px;height:360px"></video>
<script src="/shaka.js"></script></body></html>`;

/** Reads a file under public/ by its site path; null when missing. */
export async function readPublic(path: string): Promise<Uint8Array | null> {
  const file = normalize(join(ROOT, 'public', path));
  if (!file.startsWith(join(ROOT, 'public'))) return null;
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    return null;
  }
}

/** Starts the server on 127.0.0.1 and an ephemeral port; resolves with it and its origin. */
export function startServer(
  log: (line: string) => void = () => undefined,
): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const send = (status: number, type: string, body: Uint8Array | string): void => {
      log(`${status} ${url}`);
      res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
      res.end(body);
    };
    void (async () => {
      if (url === '/') return send(200, 'text/html', PAGE);
      if (url === '/shaka.js') return send(200, 'text/javascript', await readFile(SHAKA));
      if (/^\/streams\/(live|replay)\//.test(url)) {
        const r = await handleStreamRequest(url, Date.now() / MILLIS, readPublic);
        return send(r.status, r.contentType, r.body);
      }
      const bytes = await readPublic(url.split('?')[0] ?? '');
      return bytes ? send(200, 'application/octet-stream', bytes) : send(404, 'text/plain', 'not found');
    })().catch((error: unknown) => send(500, 'text/plain', String(error)));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}
