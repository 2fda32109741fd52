/** Builds the app for production with an explicit provider (scripts/build/provider-choice.ts). */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { build } from 'vite';
import type { LayoutPass } from '../build/layout-pass.ts';

export type BuildFor = { readonly demo: true } | { readonly demo: false; readonly apiBaseUrl: string };

/** A provider on the origin the app was loaded from: the build `npm run demo-server -- --build` makes. */
export const SAME_ORIGIN_PROVIDER: BuildFor = { demo: false, apiBaseUrl: '/' };

/** The build's provider variables, as the build reads them from the environment. */
export function providerEnv(target: BuildFor): Record<'VITE_DEMO' | 'VITE_API_BASE_URL', string | undefined> {
  return target.demo
    ? { VITE_DEMO: 'true', VITE_API_BASE_URL: undefined }
    : { VITE_DEMO: undefined, VITE_API_BASE_URL: target.apiBaseUrl };
}

function setEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

/** The web pass empties `outDir`, the TV pass adds to it (scripts/build/layout-pass.ts). */
const PASSES: readonly LayoutPass[] = ['web', 'tv'];

const ROOT = resolve(import.meta.dirname, '../..');

/** Builds both layouts into `outDir` (emptied first), then prerenders their first screens; the environment is as it was afterwards. */
export async function buildApp(outDir: string, target: BuildFor, logLevel: 'warn' | 'error' = 'warn'): Promise<void> {
  // The web pass empties outDir: an empty name would be the working directory, the repository itself.
  if (outDir.trim() === '' || ROOT.startsWith(resolve(outDir))) throw new Error(`refusing to build into ${outDir}`);
  const before = {
    VITE_DEMO: process.env.VITE_DEMO,
    VITE_API_BASE_URL: process.env.VITE_API_BASE_URL,
    NODE_ENV: process.env.NODE_ENV,
    ZAPLINE_LAYOUT: process.env.ZAPLINE_LAYOUT,
  };
  // A test runner sets NODE_ENV=test, which would build React's development bundle.
  setEnv({ ...providerEnv(target), NODE_ENV: 'production' });
  try {
    for (const pass of PASSES) {
      setEnv({ ZAPLINE_LAYOUT: pass });
      await build({ mode: 'production', logLevel, build: { outDir } });
    }
    // A process of its own: the prerender's DOM-like global scope and the app's timers stay there.
    execFileSync(resolve(ROOT, 'node_modules/.bin/tsx'), [resolve(ROOT, 'scripts/build/prerender.ts'), outDir], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    setEnv(before);
  }
}
