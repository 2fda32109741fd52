/**
 * EPG chunk encodings compared (npm run bench:epg): one 4-hour chunk of a 400-channel demo
 * lineup as FlatBuffers and as JSON of the same data. Prints the bytes of each (and gzipped),
 * then the median time from the received bytes to domain shows, for what a guide screen shows
 * (20 channels x 5 hours) and for every show of the chunk: `window ratio` and `full ratio` are
 * the JSON time divided by the FlatBuffers time.
 */
import { gzipSync } from 'node:zlib';
import { chunkToJson } from '../../../src/adapters/demo/epg/chunk-json';
import { chunkShows } from '../../../src/adapters/demo/epg/chunk-shows';
import { encodeChunk } from '../../../src/adapters/demo/epg/encode-chunk';
import { Catalogue } from '../../../src/adapters/demo/catalogue/catalogue';
import { decodeChunk } from '../../../src/adapters/http/epg/decode-chunk';
import { decodeWindow } from '../../../src/adapters/http/epg/decode-window';
import { chunkIdAt, chunksCovering, chunkWindow } from '../../../src/domain/guide/epg-chunk';
import type { Show } from '../../../src/domain/shows/show';
import { Temporal } from '../../../src/domain/time';
import { jsonChunk, jsonWindow } from './epg-json';
import { medians } from './epg-timing';

const CHANNELS = 400;
const SCREEN_CHANNELS = 20;
/** The screen shows channels from the middle of the lineup, so the lookup is not the easy case. */
const FIRST_SCREEN_CHANNEL = 181;
const WINDOW_FROM = Temporal.Instant.from('2026-11-22T18:00:00Z');
const WINDOW_TO = WINDOW_FROM.add({ hours: 5 });

const catalogue = new Catalogue({ channelCount: CHANNELS });
const encode = (id: number) => {
  const shows = chunkShows(catalogue, id);
  return { fbs: encodeChunk(shows), json: new TextEncoder().encode(JSON.stringify(chunkToJson(shows))), shows };
};
const chunks = chunksCovering({ start: WINDOW_FROM, stop: WINDOW_TO }).map(encode);
const main = encode(chunkIdAt(WINDOW_FROM.add({ hours: 2 })));
const mainId = chunkIdAt(WINDOW_FROM.add({ hours: 2 }));
const count = (channels: ReadonlyMap<string, readonly Show[]>) =>
  [...channels.values()].reduce((sum, shows) => sum + shows.length, 0);
const kb = (bytes: number) => `${bytes.toLocaleString('en').padStart(9)} bytes`;
const us = (ms: number) => `${(ms * 1000).toFixed(1).padStart(9)} µs`;
const signature = (channels: ReadonlyMap<string, readonly Show[]>) =>
  JSON.stringify(
    [...channels].map(([id, shows]) => [
      id,
      shows.map((show) => [
        show.id,
        show.startDate.epochMilliseconds,
        show.stopDate.epochMilliseconds,
        show.title,
        show.serieId,
        show.age,
      ]),
    ]),
  );

const { start, stop } = chunkWindow(mainId);
console.log(
  `EPG chunk ${mainId} (${start} to ${stop}), ${CHANNELS} channels, ${count(main.shows)} shows; node ${process.version}`,
);
console.log('bytes of one chunk:');
console.log(`  FlatBuffers ${kb(main.fbs.length)}   gzip ${kb(gzipSync(main.fbs).length)}`);
console.log(`  JSON        ${kb(main.json.length)}   gzip ${kb(gzipSync(main.json).length)}`);

const ids = Array.from({ length: SCREEN_CHANNELS }, (_, i) => `ch${FIRST_SCREEN_CHANNEL + i}`);
const merge = (parts: Map<string, Show[]>[]) =>
  new Map(ids.map((id) => [id, parts.flatMap((part) => part.get(id) ?? [])]));
const fbsWindow = () => merge(chunks.map((chunk) => decodeWindow(chunk.fbs, ids, WINDOW_FROM, WINDOW_TO)));
const jsonWindowed = () => merge(chunks.map((chunk) => jsonWindow(chunk.json, ids, WINDOW_FROM, WINDOW_TO)));
// A show running across the chunk border is in both chunks: the screen keeps it once.
const dedupe = (channels: Map<string, Show[]>) =>
  new Map(
    [...channels].map(([id, shows]) => [
      id,
      shows.filter((show, i) => shows.findIndex((other) => other.id === show.id) === i),
    ]),
  );
const windowShows = dedupe(fbsWindow());
const sameWindow = signature(windowShows) === signature(dedupe(jsonWindowed()));
console.log(
  `\nguide window: ${SCREEN_CHANNELS} channels (${ids[0]} to ${ids.at(-1)}) x 5 h (${WINDOW_FROM} to ${WINDOW_TO}), ${count(windowShows)} shows;` +
    `\n  the 5 h span two chunks (${chunks.length}): both are decoded, each for the window's part inside it; same shows both ways: ${sameWindow ? 'yes' : 'NO'}`,
);
const [fbsW, jsonW] = medians(
  [
    { label: 'fbs', run: () => count(fbsWindow()) },
    { label: 'json', run: () => count(jsonWindowed()) },
  ],
  201,
  10,
  300,
);
console.log(`  FlatBuffers decodeWindow x2            median ${us(fbsW!)}`);
console.log(`  JSON.parse x2, pick channels, map      median ${us(jsonW!)}`);
console.log(`window ratio: ${(jsonW! / fbsW!).toFixed(1)}`);

const sameFull = signature(decodeChunk(main.fbs)) === signature(jsonChunk(main.json));
console.log(
  `\nfull walk: every show of one chunk to domain shows (${count(main.shows)} shows); same shows both ways: ${sameFull ? 'yes' : 'NO'}`,
);
const [fbsF, jsonF] = medians(
  [
    { label: 'fbs', run: () => count(decodeChunk(main.fbs)) },
    { label: 'json', run: () => count(jsonChunk(main.json)) },
  ],
  101,
  3,
  30,
);
console.log(`  FlatBuffers decodeChunk                median ${us(fbsF!)}`);
console.log(`  JSON.parse, map                        median ${us(jsonF!)}`);
console.log(`full ratio: ${(jsonF! / fbsF!).toFixed(1)}`);
if (!sameWindow || !sameFull) process.exitCode = 1;
