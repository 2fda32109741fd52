import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the app once, into a folder of its own (runs side by side do not overwrite each other's
 * build), and serves it on a free port for every end-to-end test file.
 */
export default async function setup(project: TestProject) {
  const outDir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
  // The runner sets NODE_ENV=test, which would build React's development bundle.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  process.env.NODE_ENV = nodeEnv;
  const server: PreviewServer = await preview({ preview: { port: 0, host: '127.0.0.1' }, build: { outDir }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  return async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
