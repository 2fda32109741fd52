import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DemoBackend, memoryDemoStore } from '../../../src/adapters/demo/backend';
import { CLEARKEY_KEY, CLEARKEY_KID } from '../../../src/adapters/demo/catalogue/streams';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const DAY_MS = 86_400_000;
let tokens = 0;
const backendOn = (store = memoryDemoStore(), options = {}) =>
  new DemoBackend(
    store,
    () => NOW,
    () => `t-${++tokens}`,
    options,
  );

describe('the demo backend', () => {
  it('should keep state in its store, so a second backend on the same store (another tab) sees it', () => {
    const store = memoryDemoStore();
    const web = backendOn(store);
    const tv = backendOn(store);
    const code = tv.deviceCodes.request();
    const { token } = web.session.login('demo@example.com', 'demo1234');
    web.deviceCodes.verify(web.session.authenticate(token), code.userCode, true);
    expect(tv.deviceCodes.poll(code.deviceCode)?.profile.username).toBe('demo@example.com');
  });

  it('should expire a device code after its lifetime with code-expired', () => {
    let now = NOW;
    const backend = new DemoBackend(
      memoryDemoStore(),
      () => now,
      () => `t-${++tokens}`,
    );
    const code = backend.deviceCodes.request();
    now += code.expiresInSeconds * 1000;
    expect(() => backend.deviceCodes.poll(code.deviceCode)).toThrow(
      expect.objectContaining({ kind: 'code-expired', status: 410 }),
    );
  });

  it('should forget sessions and changes on reset', () => {
    const backend = backendOn();
    const { token } = backend.session.login('demo@example.com', 'demo1234');
    backend.usage.saveBackupConfig('demo@example.com', { people: [], homeFeeds: [] });
    backend.reset();
    expect(() => backend.session.authenticate(token)).toThrow(expect.objectContaining({ kind: 'session-expired' }));
    expect(backend.usage.backupConfig('demo@example.com')).toBeNull();
  });

  it('should generate the same catalogue for the same seed and another for another seed', () => {
    const titles = (seed: number) =>
      backendOn(memoryDemoStore(), { seed })
        .catalogue.channelGuide('ch1', NOW)
        .map((show) => show.title);
    expect(titles(1)).toEqual(titles(1));
    expect(titles(1)).not.toEqual(titles(2));
  });

  it('should serve a 400-channel lineup over 15 days lazily and fast', () => {
    const backend = backendOn(memoryDemoStore(), { channelCount: 400 });
    const started = performance.now();
    expect(backend.guide.channels(null)).toHaveLength(400);
    expect(backend.guide.live().size).toBe(400);
    const last = backend.catalogue.channelGuide('ch400', NOW);
    expect(last[0]!.startDate.epochMilliseconds).toBeLessThanOrEqual(NOW - 7 * DAY_MS);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('should use every category id of the category order in the guide', () => {
    const backend = backendOn();
    const categories = new Set(
      backend.catalogue.channels.flatMap(({ channel }) =>
        backend.catalogue.channelGuide(channel.id, NOW).map((show) => show.categoryId),
      ),
    );
    expect([...categories].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12]);
  });

  it('should hand out the key of the committed ClearKey clip', () => {
    const clip = JSON.parse(readFileSync('public/streams/clearkey/clip.json', 'utf8')) as {
      encryption: { kid: string; key: string };
    };
    expect([CLEARKEY_KID, CLEARKEY_KEY]).toEqual([clip.encryption.kid, clip.encryption.key]);
  });
});

describe('the sample data of the browser demo', () => {
  it('should give demo@example.com recordings, an archive, a series, bookmarks and a rental that the calls see', () => {
    const backend = new DemoBackend(
      memoryDemoStore(),
      () => NOW,
      () => `t-${++tokens}`,
      { sampleData: true },
    );
    const extras = backend.account.extras('demo@example.com');
    expect(extras.recordings.size).toBeGreaterThanOrEqual(4);
    expect(extras.archives.size).toBe(1);
    expect(extras.serials.has('serie-ch1')).toBe(true);
    expect(extras.bookmarks.size).toBe(2);
    expect(backend.recordings.recordedShows('demo@example.com').some((show) => (show.episodes?.length ?? 0) > 0)).toBe(
      true,
    );
    expect(backend.vod.account('demo@example.com').licences.get('p-vod-film-2-rent')).toBe('48H');
    expect(backend.account.extras('basic@example.com').recordings.size).toBe(0);
  });
});
