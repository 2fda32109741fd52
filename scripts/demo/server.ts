/**
 * The demo provider as a small node server for TV devices on a local network:
 *   npm run demo-server               serves dist/ (build first) with the API and streams
 *   npm run demo-server -- --build    builds the app for this server first (dist/lan/, API on this origin)
 * Environment: HOST (0.0.0.0), PORT (8080), DEMO_CHANNELS (44), DEMO_CONTROLS (JSON, see
 * src/adapters/demo/README.md), DEMO_STATE_FILE (keeps accounts across restarts), DEMO_DIST (the
 * build served, or built into with --build), PUBLIC_URL (the address printed), DEMO_NOW (an ISO
 * instant the provider's clock starts at as it starts listening, then runs on: a demo or a test at a chosen hour).
 *
 * A TV reaches it over plain http (`http://<machine>:8080`): no service worker there, and the
 * session cookie takes its plain-http form (src/adapters/storage/cookie-token.store.ts). The
 * `--build` build asks the API of the origin it was loaded from, so any name or address of this
 * machine works; a demo build does the same when the browser gives it no service worker.
 */
import { createServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { getResponse } from 'msw';
import { DemoBackend } from '../../src/adapters/demo/backend';
import { parseControls } from '../../src/adapters/demo/controls';
import { demoHandlers } from '../../src/adapters/demo/handlers';
import { streamHandlers } from '../../src/adapters/demo/stream-handlers';
import { fileStore } from './file-store';
import { sendFetchResponse, toFetchRequest } from './node-bridge';
import { appFile, readUnder } from './static-files';

const HOST = process.env.HOST ?? '0.0.0.0';
const PORT = Number(process.env.PORT ?? 8080);
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, X-Session-Token, X-App-Version, X-App-Name',
};

/** The address a TV on the network reaches this machine at. */
function publicOrigin(): string {
  if (process.env.PUBLIC_URL) return process.env.PUBLIC_URL.replace(/\/+$/, '');
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal);
  return `http://${lan?.address ?? 'localhost'}:${PORT}`;
}

async function buildForServer(outDir: string): Promise<string> {
  const { buildApp, SAME_ORIGIN_PROVIDER } = await import('../serve/build.ts');
  // The app then talks to this server over HTTP, on whatever address it was loaded from: no
  // service worker needed (plain http on a TV), no address baked in.
  console.log(`Building ${outDir}/ for this server…`);
  await buildApp(outDir, SAME_ORIGIN_PROVIDER);
  return outDir;
}

const origin = publicOrigin();
const dist = process.argv.includes('--build')
  ? await buildForServer(process.env.DEMO_DIST ?? 'dist/lan')
  : (process.env.DEMO_DIST ?? 'dist');
const demoNow = process.env.DEMO_NOW ? Date.parse(process.env.DEMO_NOW) : undefined;
if (demoNow !== undefined && Number.isNaN(demoNow))
  throw new Error(`DEMO_NOW is not an ISO instant: ${process.env.DEMO_NOW}`);
/** The provider's clock: the machine's, or DEMO_NOW's from now on (after the build: the server listens at once). */
const clockOffsetMs = demoNow === undefined ? 0 : demoNow - Date.now();
const nowMs = () => Date.now() + clockOffsetMs;
const backend = new DemoBackend(fileStore(process.env.DEMO_STATE_FILE), nowMs, () => crypto.randomUUID(), {
  channelCount: Number(process.env.DEMO_CHANNELS ?? 44),
  sampleData: true,
});
const controls = parseControls(process.env.DEMO_CONTROLS);
// Stream addresses on the origin asked (nginx asks with the provider's host): an app behind a proxy of the API (npm run serve) plays them from here.
const handlers = [
  ...demoHandlers(backend, () => controls, true),
  ...streamHandlers(
    nowMs,
    (path) => readUnder('public', path),
    () => controls,
  ),
];

const server = createServer(async (req, res) => {
  try {
    // The provider's Date (the app checks the device's clock against it).
    res.setHeader('Date', new Date(nowMs()).toUTCString());
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
    const request = await toFetchRequest(req, `http://${req.headers.host ?? 'localhost'}`);
    const answer = await getResponse(handlers, request);
    if (answer) return await sendFetchResponse(answer, res, CORS);
    const file = await appFile(dist, new URL(request.url).pathname);
    if (file === null) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    res.writeHead(200, { 'Content-Type': file.type }).end(file.body);
  } catch (error) {
    console.error(error);
    res.writeHead(500, { 'Content-Type': 'text/plain' }).end('demo server error');
  }
});

server.listen(PORT, HOST, () => {
  console.log(
    `Demo provider on ${HOST}:${PORT} serving ${dist}/\n  Web layout: ${origin}/\n  TV layout:  ${origin}/tv/\n  API:        ${origin}/api/mobile/`,
  );
});
