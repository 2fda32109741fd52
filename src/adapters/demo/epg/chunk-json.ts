import type { Show } from '../../../domain/shows/show';

const seconds = (instant: Show['startDate']) => Math.floor(instant.epochMilliseconds / 1000);

/** One show of the JSON form of a chunk: the FlatBuffers fields under the same names. */
export interface ChunkShowJson {
  readonly id: string;
  readonly start: number;
  readonly stop: number;
  readonly title: string;
  readonly serie_id: string;
  readonly age: number;
}

/** The JSON form of a chunk (epg2d/{chunk}/?format=json): the same data as the FlatBuffers form. */
export interface ChunkJson {
  readonly channels: readonly { readonly id: string; readonly shows: readonly ChunkShowJson[] }[];
}

export function chunkToJson(channels: ReadonlyMap<string, readonly Show[]>): ChunkJson {
  return {
    channels: [...channels].map(([id, shows]) => ({
      id,
      shows: shows.map((show) => ({
        id: show.id,
        start: seconds(show.startDate),
        stop: seconds(show.stopDate),
        title: show.title,
        serie_id: show.serieId,
        age: show.age,
      })),
    })),
  };
}
