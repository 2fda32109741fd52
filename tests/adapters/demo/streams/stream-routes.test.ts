import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_SHIFT_SECONDS,
  DEMO_AVAILABILITY_START,
  WINDOW_MARGIN_SEGMENTS,
} from '../../../../src/adapters/demo/streams/clip';
import { retimeSegment } from '../../../../src/adapters/demo/streams/retime';
import { handleStreamRequest } from '../../../../src/adapters/demo/streams/stream-routes';
import { clipMeta, parseXml, readPublic, streamFile } from './stream-files';

const D = 2;
/** "now" sits 0.5 s into live segment LIVE: segments up to LIVE − 1 have fully elapsed. */
const LIVE = 500_000;
const NOW = DEMO_AVAILABILITY_START + LIVE * D + 0.5;
const OLDEST = LIVE - DEFAULT_TIME_SHIFT_SECONDS / D - WINDOW_MARGIN_SEGMENTS;
const get = (path: string, now = NOW) => handleStreamRequest(path, now, readPublic);

describe('when serving live segments', () => {
  it.each([
    [LIVE - 1, 200],
    [LIVE, 404],
    [LIVE + 1, 404],
    [OLDEST + 1, 200],
    [OLDEST, 200],
    [OLDEST - 1, 404],
    [0, 404],
  ])('should answer segment %i with %i', async (n, status) => {
    expect((await get(`/streams/live/a/video/${n}.m4s`)).status).toBe(status);
  });

  it('should serve clip segment N mod K re-timed for N', async () => {
    const clip = clipMeta('a');
    const n = LIVE - 3;
    const response = await get(`/streams/live/a/audio/${n}.m4s`);
    const expected = retimeSegment(streamFile(`a/audio/${n % 8}.m4s`), {
      segmentNumber: n,
      clip,
      representation: clip.representations[1]!,
    });
    expect(response.contentType).toBe('audio/mp4');
    expect(response.body).toEqual(expected);
  });

  it('should pass init segments through unchanged', async () => {
    const response = await get('/streams/live/clearkey/video/init.mp4');
    expect([response.status, response.contentType]).toEqual([200, 'video/mp4']);
    expect(response.body).toEqual(streamFile('clearkey/video/init.mp4'));
  });

  it('should cut the subtitles into re-timed WebVTT segments', async () => {
    const n = 8 * 1000 + 1; // clip segment 1 covers [2 s, 4 s) of the loop
    const response = await get(`/streams/live/multi/text-de/${n}.vtt`, DEMO_AVAILABILITY_START + (n + 1) * D);
    expect(response.contentType).toBe('text/vtt');
    expect(response.body).toBe(
      'WEBVTT\n\n04:26:42.000 --> 04:26:43.000\n[DE] Guten Tag und willkommen\n\n' +
        '04:26:43.500 --> 04:26:44.000\n[DE] Dies ist ein Test-Untertitel\n',
    );
  });

  it.each([
    '/streams/live/nope.mpd',
    '/streams/live/a/nope/1.m4s',
    '/streams/live/a/video/x.m4s',
    '/streams/live/a/video/5.vtt',
    '/streams/live/multi/text-fr/5.m4s',
    '/streams/live/../a.mpd',
    '/other/a.mpd',
  ])('should answer 404 to %s', async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});

describe('when serving manifests', () => {
  it('should serve the live MPD with now in UTCTiming', async () => {
    const response = await get('/streams/live/multi.mpd');
    expect([response.status, response.contentType]).toEqual([200, 'application/dash+xml']);
    const mpd = parseXml(String(response.body));
    expect(mpd.getElementsByTagName('BaseURL')[0]?.textContent).toBe('multi/');
    expect(mpd.getElementsByTagName('UTCTiming')[0]?.getAttribute('value')).toBe('2026-01-12T13:46:40.500Z');
  });

  it('should serve a replay MPD numbered from the programme start', async () => {
    const start = DEMO_AVAILABILITY_START + 3600;
    const response = await get(`/streams/replay/c.mpd?start=${start}&stop=${start + 1800}`);
    const template = parseXml(String(response.body)).getElementsByTagName('SegmentTemplate')[0];
    expect(template?.getAttribute('startNumber')).toBe('1800');
  });

  it.each([
    ['start=abc&stop=1', 400],
    [`start=${DEMO_AVAILABILITY_START - 10}&stop=${DEMO_AVAILABILITY_START + 10}`, 400],
    [`start=${Math.floor(NOW) - 60}&stop=${Math.floor(NOW) + 60}`, 404],
    ['', 400],
  ])('should reject replay query %s with %i', async (query, status) => {
    expect((await get(`/streams/replay/c.mpd?${query}`)).status).toBe(status);
  });

  it('should serve replay segments older than the live window but not future ones', async () => {
    expect((await get('/streams/replay/c/video/10.m4s')).status).toBe(200);
    expect((await get(`/streams/replay/c/video/${LIVE}.m4s`)).status).toBe(404);
  });
});
