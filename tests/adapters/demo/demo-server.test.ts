import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DemoBackend, memoryDemoStore } from '../../../src/adapters/demo/backend';
import { demoHandlers } from '../../../src/adapters/demo/handlers';
import { streamsOn } from '../../../src/adapters/demo/handlers/respond';
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
    const backend = new DemoBackend(
      memoryDemoStore(),
      () => Date.parse('2026-11-22T12:00:00Z'),
      () => 'token-1',
    );
    const response = await getResponse(demoHandlers(backend), new Request('http://tv.local:8080/api/mobile/channels/'));
    expect(response?.status).toBe(200);
    expect(((await response!.json()) as { channels: unknown[] }).channels.length).toBeGreaterThanOrEqual(40);
  });

  it('should give its streams on its own origin, for an app that reaches its API through a proxy', async () => {
    const backend = new DemoBackend(
      memoryDemoStore(),
      () => Date.parse('2026-11-22T12:00:00Z'),
      () => 'token-1',
    );
    const rights = async (absoluteStreams: boolean) => {
      const response = await getResponse(
        demoHandlers(backend, undefined, absoluteStreams),
        new Request('http://demo.local:8080/api/mobile/channel/rights/ch1/'),
      );
      return ((await response!.json()) as { url: string }).url;
    };
    expect(await rights(false)).toBe('/streams/live/a.mpd');
    expect(await rights(true)).toBe('http://demo.local:8080/streams/live/a.mpd');
  });

  it('should make only stream paths absolute, in objects and lists at any depth', () => {
    const instant = new Date(0);
    expect(
      streamsOn('http://demo.local', {
        url: '/streams/replay/b.mpd?start=1',
        title: '/streams',
        image: '/api/cache/images/x',
        list: [{ trailer_url: '/streams/replay/c.mpd' }],
        at: instant,
        n: 3,
      }),
    ).toEqual({
      url: 'http://demo.local/streams/replay/b.mpd?start=1',
      title: '/streams',
      image: '/api/cache/images/x',
      list: [{ trailer_url: 'http://demo.local/streams/replay/c.mpd' }],
      at: instant,
      n: 3,
    });
  });
});
