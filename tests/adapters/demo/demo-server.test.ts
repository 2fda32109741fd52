import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DemoBackend, memoryDemoStore } from '../../../src/adapters/demo/backend';
import { demoHandlers } from '../../../src/adapters/demo/handlers';
import { appFile, readUnder } from '../../../scripts/demo/static-files';

function distFixture(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'tv'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), 'web');
  writeFileSync(join(dist, 'tv', 'index.html'), 'tv');
  writeFileSync(join(dist, 'assets', 'app.js'), 'js');
  return dist;
}

const text = (file: { body: Uint8Array } | null) => (file === null ? null : new TextDecoder().decode(file.body));

describe('the demo server', () => {
  it('should serve built files and fall back to the page of each layout for client routes', async () => {
    const dist = distFixture();
    expect(text(await appFile(dist, '/assets/app.js'))).toBe('js');
    expect(text(await appFile(dist, '/tv/guide'))).toBe('tv');
    expect(text(await appFile(dist, '/tv/'))).toBe('tv');
    expect(text(await appFile(dist, '/recordings/completed'))).toBe('web');
    expect(await appFile(dist, '/assets/missing.js')).toBeNull();
  });

  it('should never read outside its root', async () => {
    expect(await readUnder(distFixture(), '/../../etc/passwd')).toBeNull();
  });

  it('should answer API requests through the same MSW handlers', async () => {
    const backend = new DemoBackend(memoryDemoStore(), () => Date.parse('2026-11-22T12:00:00Z'), () => 'token-1');
    const response = await getResponse(demoHandlers(backend), new Request('http://tv.local:8080/api/mobile/channels/'));
    expect(response?.status).toBe(200);
    expect(((await response!.json()) as { channels: unknown[] }).channels.length).toBeGreaterThanOrEqual(40);
  });
});
