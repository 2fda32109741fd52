import { describe, expect, it, vi } from 'vitest';
import { streamClockMessage, streamDelayMessage } from '../../../src/adapters/demo/page-messages';
import { createStreamWorker, type StreamFetchEvent } from '../../../src/adapters/demo/stream-worker';
import { DEMO_AVAILABILITY_START } from '../../../src/adapters/demo/streams/clip';
import { cachedStaticReader } from '../../../src/adapters/demo/streams/stream-response';
import { readPublic } from './streams/stream-files';

const ORIGIN = 'http://demo.test';
const NOW_MS = Date.UTC(2026, 10, 22, 12);
/** The committed clips are cut in 2 s segments. */
const SEGMENT_SECONDS = 2;

/** A fetch event as the service worker receives it; `answer` is what the listener responded, if anything. */
function fetchEvent(url: string, method = 'GET') {
  const event = {
    request: new Request(url, { method }),
    answer: undefined as Promise<Response> | undefined,
    respondWith(response: Promise<Response>) {
      event.answer = response;
    },
  };
  return event satisfies StreamFetchEvent;
}

describe('the demo service worker answers the streams itself', () => {
  const worker = () => createStreamWorker(ORIGIN, () => NOW_MS, readPublic);

  it('answers a live manifest of this origin and says it did', async () => {
    const event = fetchEvent(`${ORIGIN}/streams/live/a.mpd`);
    expect(worker().fetch(event)).toBe(true);
    const response = await event.answer!;
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/dash+xml');
    expect(await response.text()).toContain('type="dynamic"');
  });

  it('answers an elapsed live segment with media bytes, and 404 for one not yet available', async () => {
    const latest = Math.floor((NOW_MS / 1000 - DEMO_AVAILABILITY_START) / SEGMENT_SECONDS) - 1;
    const elapsed = fetchEvent(`${ORIGIN}/streams/live/a/video/${latest}.m4s`);
    const future = fetchEvent(`${ORIGIN}/streams/live/a/video/${latest + 5}.m4s`);
    worker().fetch(elapsed);
    worker().fetch(future);
    const response = await elapsed.answer!;
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('video/mp4');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await future.answer!).status).toBe(404);
  });

  it("leaves API calls, other origins and other methods to the listener's caller", () => {
    for (const event of [
      fetchEvent(`${ORIGIN}/api/mobile/channels/`),
      fetchEvent('http://elsewhere.test/streams/live/a.mpd'),
      fetchEvent(`${ORIGIN}/streams/live/a.mpd`, 'POST'),
    ]) {
      expect(worker().fetch(event)).toBe(false);
      expect(event.answer).toBeUndefined();
    }
  });

  it("applies the testers' delay the page sends, and ignores other messages", async () => {
    vi.useFakeTimers();
    try {
      const streams = worker();
      streams.message('KEEPALIVE_REQUEST');
      streams.message({ type: 'demo-stream-delay', delay: -5 });
      streams.message(streamDelayMessage(800));
      const event = fetchEvent(`${ORIGIN}/streams/live/a.mpd`);
      streams.fetch(event);
      let answered = false;
      void event.answer!.then(() => {
        answered = true;
      });
      await vi.advanceTimersByTimeAsync(799);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(answered).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('when the page runs on another clock than the worker (a test clock, or a provider set off)', () => {
  it('should time the live window by the clock the page sends, not its own', async () => {
    const pageNow = Date.UTC(2026, 2, 29, 0, 55);
    const streams = createStreamWorker(ORIGIN, () => NOW_MS, readPublic);
    streams.message(streamClockMessage(pageNow));
    const latest = Math.floor((pageNow / 1000 - DEMO_AVAILABILITY_START) / SEGMENT_SECONDS) - 1;
    const atPageTime = fetchEvent(`${ORIGIN}/streams/live/a/video/${latest}.m4s`);
    const atOwnTime = fetchEvent(
      `${ORIGIN}/streams/live/a/video/${Math.floor((NOW_MS / 1000 - DEMO_AVAILABILITY_START) / SEGMENT_SECONDS) - 1}.m4s`,
    );
    streams.fetch(atPageTime);
    streams.fetch(atOwnTime);
    expect((await atPageTime.answer!).status).toBe(200);
    expect((await atOwnTime.answer!).status).toBe(404);
  });

  it('should keep the offset while its own clock runs on, and ignore a clock that is not a number', async () => {
    let own = NOW_MS;
    const pageNow = NOW_MS - 86_400_000;
    const streams = createStreamWorker(ORIGIN, () => own, readPublic);
    streams.message(streamClockMessage(pageNow));
    streams.message({ type: 'demo-stream-clock', now: 'soon' });
    own += 60_000;
    const manifest = fetchEvent(`${ORIGIN}/streams/live/a.mpd`);
    streams.fetch(manifest);
    expect(await (await manifest.answer!).text()).toContain(
      `value="${new Date(pageNow + 60_000).toISOString().replace(/\.\d+Z$/, '')}`,
    );
  });
});

describe('the static reader of the worker', () => {
  it('fetches each clip file once and asks again for a missing one', async () => {
    const fetchFile = vi.fn(async (url: URL) =>
      url.pathname === '/streams/a/clip.json' ? new Response('{}') : new Response(null, { status: 404 }),
    );
    const read = cachedStaticReader(fetchFile, ORIGIN);
    expect(await read('/streams/a/clip.json')).toEqual(new TextEncoder().encode('{}'));
    await read('/streams/a/clip.json');
    expect(await read('/streams/zz/clip.json')).toBeNull();
    await read('/streams/zz/clip.json');
    expect(fetchFile.mock.calls.map(([url]) => url.href)).toEqual([
      `${ORIGIN}/streams/a/clip.json`,
      `${ORIGIN}/streams/zz/clip.json`,
      `${ORIGIN}/streams/zz/clip.json`,
    ]);
  });
});
