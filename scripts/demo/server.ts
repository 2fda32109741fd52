/**
 * The demo provider as a small node server for TV devices on a local network:
 *   npm run demo-server               serves dist/ (build first) with the API and streams
 *   npm run demo-server -- --build    builds the app for this server first (dist/lan/, API on this origin)
 * Environment: HOST (0.0.0.0), PORT (8080), DEMO_CHANNELS (44), DEMO_CONTROLS (JSON, see
 * src/adapters/demo/README.md), DEMO_STATE_FILE (keeps accounts across restarts), PUBLIC_URL.
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
  const lan = Object.values(networkInterfaces()).flat().find((entry) => entry?.family === 'IPv4' && !entry.internal);
  return `http://${lan?.address ?? 'localhost'}:${PORT}`;
}

async function buildForServer(origin: string): Promise<string> {
  const { buildApp } = await import('../serve/build.ts');
  // The app then talks to this server over HTTP: no service worker needed (plain http on a TV).
  await buildApp('dist/lan', { demo: false, apiBaseUrl: origin });
  return 'dist/lan';
}

const origin = publicOrigin();
const dist = process.argv.includes('--build') ? await buildForServer(origin) : (process.env.DEMO_DIST ?? 'dist');
const nowMs = () => Date.now();
const backend = new DemoBackend(fileStore(process.env.DEMO_STATE_FILE), nowMs, () => crypto.randomUUID(), { channelCount: Number(process.env.DEMO_CHANNELS ?? 44), sampleData: true });
const controls = parseControls(process.env.DEMO_CONTROLS);
// Stream addresses on the origin asked (nginx asks with the provider's host): an app behind a proxy of the API (npm run serve) plays them from here.
const handlers = [...demoHandlers(backend, () => controls, true), ...streamHandlers(nowMs, (path) => readUnder('public', path), () => controls)];

const server = createServer(async (req, res) => {
  try {
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
  console.log(`Demo provider on ${HOST}:${PORT} serving ${dist}/\n  Web layout: ${origin}/\n  TV layout:  ${origin}/tv/\n  API:        ${origin}/api/mobile/`);
});
