import { setupServer } from 'msw/node';
import { DemoBackend, memoryDemoStore } from '../../../src/adapters/demo/backend';
import { demoHandlers } from '../../../src/adapters/demo/handlers';
import { createInMemoryApis } from '../../../src/adapters/demo/in-memory/apis';
import { createApiClient } from '../../../src/adapters/http/api-client';
import { createKyGuideApi } from '../../../src/adapters/http/ky-guide.adapter';
import { createMemoryTokenStore } from '../../../src/adapters/storage/memory-token.store';
import { chunkIdAt, chunkWindow, type ChunkId } from '../../../src/domain/guide/epg-chunk';
import type { Show } from '../../../src/domain/shows/show';
import { Temporal } from '../../../src/domain/time';

export const BASE = 'http://provider.test';
/** The demo's "now" in these tests; its chunk runs from 12:00 to 16:00 UTC. */
export const NOW = Date.parse('2026-11-22T12:30:00Z');
export const CHUNK: ChunkId = chunkIdAt(Temporal.Instant.fromEpochMilliseconds(NOW));

export function newBackend(): DemoBackend {
  return new DemoBackend(
    memoryDemoStore(),
    () => NOW,
    () => 'token',
  );
}

/** Shared by the tests of a file; each fixture installs its backend's handlers. */
export const server = setupServer();

/** The HTTP guide adapter over the demo's MSW handlers, and the in-memory one over the same backend. */
export function adapters() {
  const backend = newBackend();
  server.resetHandlers(...demoHandlers(backend));
  const tokenStore = createMemoryTokenStore();
  const client = createApiClient({
    baseUrl: BASE,
    appName: 'test',
    version: '1',
    tokenStore,
    onSessionExpired: () => undefined,
  });
  return {
    backend,
    http: createKyGuideApi(client),
    inMemory: createInMemoryApis({ backend, tokenStore, onSessionExpired: () => undefined }).guide,
  };
}

/** A show as comparable data: the chunk's fields with instants as epoch milliseconds. */
export function plain(show: Show) {
  return {
    id: show.id,
    channelId: show.channelId,
    start: show.startDate.epochMilliseconds,
    stop: show.stopDate.epochMilliseconds,
    title: show.title,
    serieId: show.serieId,
    age: show.age,
  };
}

export function plainMap(channels: ReadonlyMap<string, readonly Show[]>) {
  return [...channels].map(([channelId, shows]) => [channelId, shows.map(plain)] as const);
}

/** What the catalogue itself says chunk `id` holds: every channel's shows of the days it touches, overlapping it. */
export function expectedChunk(backend: DemoBackend, id: ChunkId) {
  const { start, stop } = chunkWindow(id);
  const [from, to] = [start.epochMilliseconds, stop.epochMilliseconds];
  const days = [Math.floor(from / 86_400_000), Math.floor((to - 1) / 86_400_000)];
  return backend.catalogue.channels.map(({ channel }) => {
    const shows = [...new Set(days)].flatMap((day) => backend.catalogue.schedule.day(channel.id, day));
    return [
      channel.id,
      shows
        .filter((show) => show.stopDate.epochMilliseconds > from && show.startDate.epochMilliseconds < to)
        .map(plain),
    ] as const;
  });
}
