import { describe, expect, it } from 'vitest';
import { chunkShows } from '../../../src/adapters/demo/epg/chunk-shows';
import { encodeChunk } from '../../../src/adapters/demo/epg/encode-chunk';
import { decodeChunk } from '../../../src/adapters/http/epg/decode-chunk';
import { decodeWindow } from '../../../src/adapters/http/epg/decode-window';
import { chunkWindow } from '../../../src/domain/guide/epg-chunk';
import { Temporal } from '../../../src/domain/time';
import { CHUNK, expectedChunk, newBackend, plainMap } from './fixture';

const HOUR_MS = 3_600_000;

describe('when a demo chunk is encoded to FlatBuffers and decoded', () => {
  const backend = newBackend();
  const bytes = encodeChunk(chunkShows(backend.catalogue, CHUNK));

  it('should give back the catalogue shows overlapping the chunk, on every channel in lineup order', () => {
    const decoded = decodeChunk(bytes);
    expect(plainMap(decoded)).toEqual(expectedChunk(backend, CHUNK));
    expect([...decoded.keys()]).toEqual(backend.catalogue.channels.map(({ channel }) => channel.id));
  });

  it('should cover the whole chunk on a channel, shows back to back', () => {
    const { start, stop } = chunkWindow(CHUNK);
    const shows = decodeChunk(bytes).get('ch1') ?? [];
    expect(shows[0]!.startDate.epochMilliseconds).toBeLessThanOrEqual(start.epochMilliseconds);
    expect(shows.at(-1)!.stopDate.epochMilliseconds).toBeGreaterThanOrEqual(stop.epochMilliseconds);
    shows.slice(1).forEach((show, i) => expect(show.startDate.equals(shows[i]!.stopDate)).toBe(true));
  });

  it('should keep series ids, ages and empty titles, and mark the fields a chunk lacks as unknown', () => {
    const shows = [...decodeChunk(bytes).values()].flat();
    expect(shows.some((show) => show.serieId !== '')).toBe(true);
    expect(shows.some((show) => show.age === 18 || show.age === 16)).toBe(true);
    expect(shows.every((show) => show.categoryId === 0 && show.subTitle === '')).toBe(true);
    const fast = decodeChunk(encodeChunk(new Map([['x', [{ ...shows[0]!, title: '', serieId: '' }]]]))).get('x')![0]!;
    expect(fast).toMatchObject({ title: '', serieId: '' });
  });

  it('should decode a chunk without channels as an empty guide', () => {
    expect(decodeChunk(encodeChunk(new Map())).size).toBe(0);
  });
});

describe('when the guide screen reads a window of a chunk lazily', () => {
  const backend = newBackend();
  const bytes = encodeChunk(chunkShows(backend.catalogue, CHUNK));
  const { start } = chunkWindow(CHUNK);
  const from = start.add({ hours: 1 });
  const to = start.add({ hours: 2 });

  it('should give only the asked channels, in the asked order, with only the shows overlapping the window', () => {
    const window = decodeWindow(bytes, ['ch7', 'ch2', 'ch40'], from, to);
    const full = decodeChunk(bytes);
    expect([...window.keys()]).toEqual(['ch7', 'ch2', 'ch40']);
    for (const [channelId, shows] of window) {
      const overlapping = full
        .get(channelId)!
        .filter(
          (show) =>
            show.stopDate.epochMilliseconds > from.epochMilliseconds &&
            show.startDate.epochMilliseconds < to.epochMilliseconds,
        );
      expect(shows.length).toBeGreaterThan(0);
      expect(plainMap(new Map([[channelId, shows]]))).toEqual(plainMap(new Map([[channelId, overlapping]])));
    }
  });

  it('should leave out channels the chunk does not hold and give nothing for a window outside the chunk', () => {
    expect([...decodeWindow(bytes, ['nope', 'ch1'], from, to).keys()]).toEqual(['ch1']);
    const later = Temporal.Instant.fromEpochMilliseconds(start.epochMilliseconds + 10 * HOUR_MS);
    expect(decodeWindow(bytes, ['ch1'], later, later.add({ hours: 1 })).get('ch1')).toEqual([]);
  });

  it('should tell apart channel ids that share a prefix or a length', () => {
    const shows = (id: string) =>
      decodeChunk(bytes)
        .get('ch1')!
        .map((show) => ({ ...show, channelId: id }));
    const custom = encodeChunk(
      new Map([
        ['ch10', shows('ch10')],
        ['ch1', shows('ch1')],
        ['ch2', shows('ch2')],
      ]),
    );
    expect(
      [...decodeWindow(custom, ['ch1', 'ch2'], from, to).entries()].map(([id, list]) => [id, list[0]?.channelId]),
    ).toEqual([
      ['ch1', 'ch1'],
      ['ch2', 'ch2'],
    ]);
  });
});
