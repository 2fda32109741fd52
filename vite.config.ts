import { defineConfig, type Plugin, type Connect } from 'vite';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';

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

/**
 * The demo provider's service worker (src/adapters/demo/service-worker.ts) as one classic
 * script at the site root, so that its scope is the whole site: emitted by the build, bundled
 * on request by the dev server.
 */
function demoWorker(): Plugin {
  return {
    name: 'demo-worker',
    configureServer: (server) => void server.middlewares.use(`/${DEMO_WORKER.fileName}`, (_req, res, next) => {
      bundleDemoWorker(false).then((code) => res.setHeader('Content-Type', 'text/javascript').end(code), next);
    }),
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEMO_WORKER.fileName, source: await bundleDemoWorker(true) });
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
    sourcemap: true,
    rollupOptions: { input: { web: resolve(import.meta.dirname, 'index.html'), tv: resolve(import.meta.dirname, 'tv/index.html') } },
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 5173) },
});
