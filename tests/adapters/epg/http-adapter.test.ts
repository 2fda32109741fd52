import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeChunk } from '../../../src/adapters/http/epg/decode-chunk';
import { ApiError } from '../../../src/domain/errors';
import { adapters, BASE, CHUNK, expectedChunk, plainMap, server } from './fixture';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const url = (query = '') => `${BASE}/api/cache/epg2d/${CHUNK}/${query}`;

describe('when the HTTP guide adapter reads an EPG chunk from the demo provider', () => {
  it('should decode every channel of the lineup with the catalogue shows of the chunk', async () => {
    const { http: guide, backend } = adapters();
    expect(plainMap(await guide.epgChunk(CHUNK))).toEqual(expectedChunk(backend, CHUNK));
  });

  it('should answer as the in-memory adapter does over the same backend', async () => {
    const { http: guide, inMemory } = adapters();
    expect(plainMap(await guide.epgChunk(CHUNK + 1))).toEqual(plainMap(await inMemory.epgChunk(CHUNK + 1)));
  });

  it('should ask the cached base for the FlatBuffers format and get octet-stream bytes', async () => {
    adapters();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    const response = await fetch(url('?format=fbs'));
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(4, 8))).toBe('EPG2');
    server.events.removeAllListeners();
    await adapters().http.epgChunk(CHUNK);
    expect(requests.at(-1)).toBe(url('?format=fbs'));
  });

  it('should serve the same data as JSON with format=json or no format', async () => {
    adapters();
    const fbs = decodeChunk(new Uint8Array(await (await fetch(url('?format=fbs'))).arrayBuffer()));
    const json = (await (await fetch(url('?format=json'))).json()) as {
      channels: {
        id: string;
        shows: { id: string; start: number; stop: number; title: string; serie_id: string; age: number }[];
      }[];
    };
    expect(await (await fetch(url())).json()).toEqual(json);
    const fromJson = json.channels.map(
      ({ id, shows }) =>
        [
          id,
          shows.map((show) => ({
            id: show.id,
            channelId: id,
            start: show.start * 1000,
            stop: show.stop * 1000,
            title: show.title,
            serieId: show.serie_id,
            age: show.age,
          })),
        ] as const,
    );
    expect(fromJson).toEqual(plainMap(fbs));
  });

  it('should refuse a chunk id that is not a whole number and an unknown format with 400', async () => {
    adapters();
    expect((await fetch(`${BASE}/api/cache/epg2d/abc/?format=fbs`)).status).toBe(400);
    expect((await fetch(url('?format=xml'))).status).toBe(400);
    await expect(adapters().inMemory.epgChunk(-1)).rejects.toMatchObject({ call: 'epg2d' });
  });
});

describe('when the provider sends bytes that are not an EPG chunk', () => {
  it.each([
    [
      'garbage bytes',
      () =>
        new HttpResponse(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), {
          headers: { 'Content-Type': 'application/octet-stream' },
        }),
    ],
    ['an empty body', () => new HttpResponse(new Uint8Array(0))],
    ['a JSON body', () => HttpResponse.json({ channels: [] })],
  ])('should fail with malformed-response naming epg2d: %s', async (_label, answer) => {
    const { http: guide } = adapters();
    server.use(http.get(`${BASE}/api/cache/epg2d/:chunk/`, answer));
    const failure = await guide.epgChunk(CHUNK).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'malformed-response', call: 'epg2d' });
  });

  it('should fail with a typed error naming epg2d on an HTTP failure (a 404 no call names is generic)', async () => {
    const { http: guide } = adapters();
    server.use(http.get(`${BASE}/api/cache/epg2d/:chunk/`, () => new HttpResponse(null, { status: 404 })));
    await expect(guide.epgChunk(CHUNK)).rejects.toMatchObject({ kind: 'generic', call: 'epg2d' });
  });
});
