import { defineConfig, loadEnv, type Plugin, type Connect } from 'vite';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { appPreload } from './scripts/build/app-preload.ts';
import { firstLoadGroups, pageScripts, SHARED_GROUP, sharedName } from './scripts/build/chunk-groups.ts';
import { languageTexts } from './scripts/build/language-texts.ts';
import { layoutPassOf, TV_ASSETS_DIR, TV_ENGINE, type LayoutPass } from './scripts/build/layout-pass.ts';
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

/**
 * The demo's service worker (the provider's API and streams), served from the site root. TVs run
 * the demo too, so it is lowered for the oldest TV engine (it also brings the polyfills it needs,
 * src/adapters/demo/service-worker.ts).
 */
const DEMO_WORKER_SCRIPTS = [
  { entry: resolve(import.meta.dirname, 'src/adapters/demo/service-worker.ts'), fileName: 'demo-worker.js' },
] as const;

async function bundleWorkerScript(entryFile: string, minify: boolean): Promise<string> {
  const bundle = await rolldown({
    input: entryFile,
    platform: 'browser',
    logLevel: 'warn',
    transform: { target: TV_ENGINE.target },
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/** Files of public/ that only the demo provider uses: left out of a provider's build. */
const DEMO_ONLY_PUBLIC = ['streams'];

/**
 * A build names its provider (scripts/build/provider-choice.ts) and fails with a clear message
 * otherwise; the development server and the tests use the demo unless told. The demo's service
 * worker (src/adapters/demo/service-worker.ts) is one classic script at the site root, so that
 * its scope is the whole site: emitted (with MSW's) by a demo build only, bundled on request by
 * the dev server.
 */
function demoWorker(pass: LayoutPass): Plugin {
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
    configureServer(server) {
      for (const script of DEMO_WORKER_SCRIPTS) {
        server.middlewares.use(`/${script.fileName}`, (_req, res, next) => {
          bundleWorkerScript(script.entry, false).then(
            (code) => res.setHeader('Content-Type', 'text/javascript').end(code),
            next,
          );
        });
      }
    },
    async generateBundle() {
      if (choice.kind !== 'demo' || pass !== 'web') return;
      for (const script of DEMO_WORKER_SCRIPTS)
        this.emitFile({
          type: 'asset',
          fileName: script.fileName,
          source: await bundleWorkerScript(script.entry, true),
        });
    },
    closeBundle() {
      if (choice.kind === 'http')
        for (const file of DEMO_ONLY_PUBLIC) rmSync(resolve(outDir, file), { recursive: true, force: true });
    },
  };
}

/**
 * The app's builds and its development server use the browser's Temporal (the entry installs the
 * polyfill first where it is missing, src/composition/temporal-ready.ts); the unit tests, in
 * Node, which has none, keep the polyfill that src/domain/time.ts names.
 */
function nativeTemporal(): Plugin {
  return {
    name: 'native-temporal',
    config: (_config, { mode }) =>
      mode === 'test'
        ? undefined
        : {
            resolve: {
              alias: [{ find: /^temporal-polyfill$/, replacement: entry('src/composition/native-temporal.ts') }],
            },
          },
  };
}

/**
 * Linaria's rules are extracted to CSS in the builds and the development server (wyw-in-js); the
 * unit tests, which load no CSS, take each rule as its class name (tests/support/linaria-in-tests.ts).
 */
function stylesInTests(): Plugin[] {
  const notInTests = (_config: unknown, { mode }: { mode: string }) => mode !== 'test';
  return [
    { ...wyw({ include: ['src/ui/**/*.{ts,tsx}'] }), apply: notInTests },
    {
      name: 'styles-in-tests',
      apply: (config, env) => !notInTests(config, env),
      config: () => ({
        resolve: {
          alias: [{ find: /^@linaria\/core$/, replacement: entry('tests/support/linaria-in-tests.ts') }],
        },
      }),
    },
  ];
}

const pass = layoutPassOf(process.env);
const entry = (file: string) => resolve(import.meta.dirname, file);

/**
 * The web pass (the default) builds the web entry and copies public/; the TV pass adds the TV
 * entry lowered for TV_ENGINE (syntax by Oxc, CSS by lightningcss, APIs by the polyfills that
 * tv/index.html loads first, shaka's ES2015 build instead of its ES2021 one) under tv/assets/.
 */
const passes = {
  web: { target: 'es2022', input: { web: entry('index.html') }, emptyOutDir: true },
  tv: {
    target: TV_ENGINE.target,
    cssTarget: TV_ENGINE.target,
    input: { tv: entry('tv/index.html') },
    assetsDir: TV_ASSETS_DIR,
    emptyOutDir: false,
  },
} as const;
const { input, ...buildPass } = passes[pass];
const assetsDir = 'assetsDir' in buildPass ? buildPass.assetsDir : 'assets';

export default defineConfig({
  plugins: [
    react(),
    ...stylesInTests(),
    tvFallback(),
    demoWorker(pass),
    languageTexts(),
    appPreload(),
    nativeTemporal(),
  ],
  appType: 'spa',
  publicDir: pass === 'tv' ? false : 'public',
  resolve: {
    alias: [
      // The spatial navigation's lodash: its twelve functions without lodash's iteratee machinery.
      { find: /^lodash-es$/, replacement: entry('src/ui/tv/spatial/lodash-subset.ts') },
      ...(pass === 'tv'
        ? [
            {
              find: 'shaka-player/dist/shaka-player.compiled-es2021.js',
              replacement: 'shaka-player/dist/shaka-player.compiled.js',
            },
          ]
        : []),
    ],
  },
  build: {
    ...buildPass,
    // No source maps in what users are served.
    sourcemap: false,
    // What each entry loads first (scripts/bench/first-load/first-load.ts); one manifest per pass, as both write to one folder.
    manifest: pass === 'tv' ? '.vite/manifest-tv.json' : true,
    rollupOptions: {
      input,
      output: {
        // Without it the groups could run a module sooner than its importers ask for it.
        strictExecutionOrder: true,
        codeSplitting: { groups: [...firstLoadGroups(Object.values(input).flatMap(pageScripts)), SHARED_GROUP] },
        chunkFileNames: (chunk) => `${assetsDir}/${sharedName(chunk.name)}-[hash].js`,
        assetFileNames: (asset) => `${assetsDir}/${sharedName(asset.names[0])}-[hash][extname]`,
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 5173) },
});
