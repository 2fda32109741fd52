import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../scripts/serve/build.ts';
import { startNginx } from '../../scripts/serve/nginx.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The demo build the server serves (for tests that start a server of their own on it). */
    distDir: string;
  }
}

/**
 * Builds the app once with the demo provider, into a folder of its own (runs side by side do not
 * overwrite each other's build), and serves it as users would (`npm run serve`: Debian's nginx
 * with the production headers and CSP) on a free port for every end-to-end test file.
 */
export default async function setup(project: TestProject) {
  const outDir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
  // nginx started as root serves through workers running as nobody.
  chmodSync(outDir, 0o755);
  await buildApp(outDir, { demo: true });
  const nginx = await startNginx({ root: outDir, host: '127.0.0.1', demo: true });
  project.provide('baseUrl', nginx.origin);
  project.provide('distDir', outDir);
  return async () => {
    await nginx.stop();
    rmSync(outDir, { recursive: true, force: true });
  };
}
