import { defineConfig, loadEnv, type Plugin, type Connect } from 'vite';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { readProviderChoice, type ProviderChoice } from './scripts/build/provider-choice.ts';

/** Serves the TV layout's page for every address under /tv/ (its routes live in the browser). */
function tvFallback(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path.startsWith('/tv') && !path.includes('.') && path !== '/tv/index.html') req.url = '/tv/index.html';
    next();
  };
  return {
    name: 'tv-fallback',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

const DEMO_WORKER = { entry: resolve(import.meta.dirname, 'src/adapters/demo/service-worker.ts'), fileName: 'demo-worker.js' };

async function bundleDemoWorker(minify: boolean): Promise<string> {
  const bundle = await rolldown({ input: DEMO_WORKER.entry, platform: 'browser', logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/** Files of public/ that only the demo provider uses: left out of a provider's build. */
const DEMO_ONLY_PUBLIC = ['mockServiceWorker.js', 'streams'];

/**
 * A build names its provider (scripts/build/provider-choice.ts) and fails with a clear message
 * otherwise; the development server and the tests use the demo unless told. The demo's service
 * worker (src/adapters/demo/service-worker.ts) is one classic script at the site root, so that
 * its scope is the whole site: emitted by a demo build only, bundled on request by the dev server.
 */
function demoWorker(): Plugin {
  let choice: ProviderChoice = { kind: 'demo' };
  let outDir = 'dist';
  return {
    name: 'demo-worker',
    config(config, { command, mode }) {
      const env = { ...loadEnv(mode, config.envDir || process.cwd(), 'VITE_'), ...process.env };
      if (command === 'serve' && !env.VITE_DEMO && !env.VITE_API_BASE_URL) process.env.VITE_DEMO = 'true';
      else choice = readProviderChoice(env);
    },
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    configureServer: (server) => void server.middlewares.use(`/${DEMO_WORKER.fileName}`, (_req, res, next) => {
      bundleDemoWorker(false).then((code) => res.setHeader('Content-Type', 'text/javascript').end(code), next);
    }),
    async generateBundle() {
      if (choice.kind === 'demo') this.emitFile({ type: 'asset', fileName: DEMO_WORKER.fileName, source: await bundleDemoWorker(true) });
    },
    closeBundle() {
      if (choice.kind === 'http') for (const file of DEMO_ONLY_PUBLIC) rmSync(resolve(outDir, file), { recursive: true, force: true });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    wyw({ include: ['src/ui/**/*.{ts,tsx}'] }),
    tvFallback(),
    demoWorker(),
  ],
  appType: 'spa',
  build: {
    target: 'es2022',
    // No source maps in what users are served.
    sourcemap: false,
    rollupOptions: { input: { web: resolve(import.meta.dirname, 'index.html'), tv: resolve(import.meta.dirname, 'tv/index.html') } },
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 5173) },
});
