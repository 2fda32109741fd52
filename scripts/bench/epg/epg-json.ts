/**
 * The JSON side of the EPG bench: the same chunk as JSON (epg2d/{chunk}/?format=json) read the
 * plain way, JSON.parse of the whole body, then the same domain shows the FlatBuffers decoder gives.
 */
import type { ChunkJson, ChunkShowJson } from '../../../src/adapters/demo/epg/chunk-json';
import type { Show } from '../../../src/domain/shows/show';
import { Temporal } from '../../../src/domain/time';

const decoder = new TextDecoder();

/** Instants made once per decode, as the FlatBuffers decoder does, so the comparison is about the encoding. */
function showMaker() {
  const instants = new Map<number, Temporal.Instant>();
  const instant = (seconds: number) => {
    let value = instants.get(seconds);
    if (value === undefined) instants.set(seconds, (value = Temporal.Instant.fromEpochMilliseconds(seconds * 1000)));
    return value;
  };
  return (show: ChunkShowJson, channelId: string): Show => ({
    id: show.id,
    channelId,
    categoryId: 0,
    startDate: instant(show.start),
    stopDate: instant(show.stop),
    title: show.title,
    subTitle: '',
    serieId: show.serie_id,
    age: show.age,
  });
}

const parse = (bytes: Uint8Array) => JSON.parse(decoder.decode(bytes)) as ChunkJson;

/** Every show of the chunk, by channel id. */
export function jsonChunk(bytes: Uint8Array): Map<string, Show[]> {
  const toShow = showMaker();
  return new Map(
    parse(bytes).channels.map((channel) => [channel.id, channel.shows.map((show) => toShow(show, channel.id))]),
  );
}

/** The shows of `channelIds` overlapping [from, to), in the order of `channelIds`. */
export function jsonWindow(
  bytes: Uint8Array,
  channelIds: readonly string[],
  from: Temporal.Instant,
  to: Temporal.Instant,
): Map<string, Show[]> {
  const byId = new Map(parse(bytes).channels.map((channel) => [channel.id, channel]));
  const [fromS, toS] = [from.epochMilliseconds / 1000, to.epochMilliseconds / 1000];
  const toShow = showMaker();
  const result = new Map<string, Show[]>();
  for (const channelId of channelIds) {
    const channel = byId.get(channelId);
    if (channel !== undefined)
      result.set(
        channelId,
        channel.shows.filter((show) => show.stop > fromS && show.start < toS).map((show) => toShow(show, channelId)),
      );
  }
  return result;
}
