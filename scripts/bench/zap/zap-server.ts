/**
 * The bare shaka-player side of `npm run bench:zap`: a small node server on 127.0.0.1 that
 * answers the demo streams with `handleStreamRequest` (as scripts/streams/verify-server.ts does),
 * serves the same shaka build as the app (compiled-es2021, the complete build) and a page with
 * one video element, and holds every answer back by `delayMs` (changed between scenarios).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { handleStreamRequest } from '../../../src/adapters/demo/streams/stream-routes';
import { readPublic } from '../../streams/verify-server';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SHAKA = join(ROOT, 'node_modules/shaka-player/dist/shaka-player.compiled-es2021.js');
const MILLIS = 1000;
const PAGE = `<!doctype html><html><head><link rel="icon" href="data:,"></head>
<body style="margin:0;background:#000">
<video id="v" autoplay playsinline style="width:640px;height:360px"></video>
<script src="/shaka.js"></script></body></html>`;

export interface BareServer {
  readonly origin: string;
  /** Milliseconds every answer waits (the bare counterpart of the demo's `delay` control). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startBareServer(): Promise<BareServer> {
  const shaka = await readFile(SHAKA);
  const state = { delayMs: 0 };
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    const send = (status: number, type: string, body: Uint8Array | string): void => {
      res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
      res.end(body);
    };
    void (async () => {
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (url === '/') return send(200, 'text/html', PAGE);
      if (url === '/shaka.js') return send(200, 'text/javascript', shaka);
      if (/^\/streams\/(live|replay)\//.test(url)) {
        const reply = await handleStreamRequest(url, Math.floor(Date.now() / MILLIS), readPublic);
        return send(reply.status, reply.contentType, reply.body);
      }
      return send(404, 'text/plain', 'not found');
    })().catch((error: unknown) => send(500, 'text/plain', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('bare server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
