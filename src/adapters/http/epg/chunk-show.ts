import type { ByteBuffer } from 'flatbuffers';
import type { Show } from '../../../domain/shows/show';
import { Temporal } from '../../../domain/time';
import { malformed } from './chunk-bounds';
import { fieldAt, type ShowTable } from './chunk-reader';

/**
 * The chunk carries no category (spec point 3 lists only start, stop, title, id, serieId and
 * age), so its shows get this one; screens needing it load the show's details.
 */
export const UNKNOWN_CATEGORY = 0;

const SECOND_MS = 1000;
const TITLE = 3;
const SERIE_ID = 4;

/**
 * Turns checked show tables of one buffer into domain shows. Within a chunk most shows start
 * and stop on the same few instants, and titles and series ids are stored once (shared
 * strings), so each instant and each stored string is made once per decode and then reused:
 * both are immutable, and creating them is most of the decoding time.
 */
export class ChunkShowFactory {
  private readonly instants = new Map<number, Temporal.Instant>();
  private readonly texts = new Map<number, string>();

  constructor(private readonly bb: ByteBuffer) {}

  /** A checked show table of channel `channelId` as a domain show. */
  show(table: ShowTable, channelId: string): Show {
    const start = table.start();
    const stop = table.stop();
    if (stop < start) malformed(`show ends before it starts on ${channelId}`);
    return {
      id: table.id() ?? malformed('show without id'),
      channelId,
      categoryId: UNKNOWN_CATEGORY,
      startDate: this.instant(start),
      stopDate: this.instant(stop),
      title: this.text(table.bb_pos, TITLE),
      subTitle: '',
      serieId: this.text(table.bb_pos, SERIE_ID),
      age: table.age(),
    };
  }

  private instant(seconds: number): Temporal.Instant {
    let instant = this.instants.get(seconds);
    if (instant === undefined) {
      instant = Temporal.Instant.fromEpochMilliseconds(seconds * SECOND_MS);
      this.instants.set(seconds, instant);
    }
    return instant;
  }

  /** A checked optional string field, '' when absent, decoded once per stored string. */
  private text(pos: number, slot: number): string {
    const field = fieldAt(this.bb, pos, slot);
    if (field === 0) return '';
    const stored = field + this.bb.readUint32(field);
    let text = this.texts.get(stored);
    if (text === undefined) {
      text = this.bb.__string(field) as string;
      this.texts.set(stored, text);
    }
    return text;
  }
}
