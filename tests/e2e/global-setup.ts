import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp, SAME_ORIGIN_PROVIDER } from '../../scripts/serve/build.ts';
import { startNginx } from '../../scripts/serve/nginx.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The demo build the server serves (for tests that start a server of their own on it). */
    distDir: string;
    /** A provider's build, the one `npm run demo-server -- --build` makes (SAME_ORIGIN_PROVIDER). */
    providerDistDir: string;
  }
}

/**
 * Builds the app once with the demo provider, into a folder of its own (runs side by side do not
 * overwrite each other's build), and serves it as users would (`npm run serve`: Debian's nginx
 * with the production headers and CSP) on a free port for every end-to-end test file. Builds a
 * provider's build once too, for the files that look at one or serve it (first-load, lan-demo).
 */
export default async function setup(project: TestProject) {
  const [outDir, providerDir] = ['e2e-dist-', 'e2e-provider-dist-'].map((prefix) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    // nginx started as root serves through workers running as nobody.
    chmodSync(dir, 0o755);
    return dir;
  }) as [string, string];
  await buildApp(outDir, { demo: true });
  await buildApp(providerDir, SAME_ORIGIN_PROVIDER, 'error');
  const nginx = await startNginx({ root: outDir, host: '127.0.0.1', demo: true });
  project.provide('baseUrl', nginx.origin);
  project.provide('distDir', outDir);
  project.provide('providerDistDir', providerDir);
  return async () => {
    await nginx.stop();
    for (const dir of [outDir, providerDir]) rmSync(dir, { recursive: true, force: true });
  };
}
