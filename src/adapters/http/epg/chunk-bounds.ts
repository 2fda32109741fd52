import type { ByteBuffer } from 'flatbuffers';
import { ApiError } from '../../../domain/errors';

/** The call every EPG chunk failure names. */
export const EPG_CALL = 'epg2d';

/** Inline size of an offset field (string, vector, table). */
export const OFFSET = 4;

/** A chunk that cannot be read: a typed error naming the call, never a crash deeper in. */
export function malformed(detail: string): never {
  throw new ApiError('malformed-response', EPG_CALL, detail);
}

/**
 * Checks that a table at `pos` and its vtable lie inside the buffer, and that each present
 * field (slot i of `fieldSizes` bytes) fits inside the table. FlatBuffers readers in JS do
 * not check bounds: reading past the end yields zeros, and a garbage vector length would
 * make a loop run for billions of steps. So every table is checked before it is read.
 */
export function checkTable(bb: ByteBuffer, pos: number, fieldSizes: readonly number[]): void {
  const end = bb.capacity();
  if (!Number.isInteger(pos) || pos < 0 || pos + 4 > end) malformed(`table out of bounds at ${pos}`);
  const vtable = pos - bb.readInt32(pos);
  if (vtable < 0 || vtable + 4 > end) malformed(`vtable out of bounds at ${pos}`);
  const vtableSize = bb.readUint16(vtable);
  const tableSize = bb.readUint16(vtable + 2);
  if (vtableSize < 4 || vtableSize % 2 !== 0 || vtable + vtableSize > end) malformed(`bad vtable at ${vtable}`);
  if (tableSize < 4 || pos + tableSize > end) malformed(`bad table size at ${pos}`);
  for (let slot = 0; slot < fieldSizes.length; slot += 1) {
    const entry = 4 + slot * 2;
    const field = entry < vtableSize ? bb.readUint16(vtable + entry) : 0;
    if (field !== 0 && (field < 4 || field + (fieldSizes[slot] as number) > tableSize))
      malformed(`field ${slot} outside its table at ${pos}`);
  }
}

/** The absolute position of the data an offset field points to, checked to leave `minBytes`. */
function target(bb: ByteBuffer, fieldPos: number, minBytes: number): number {
  const at = fieldPos + bb.readUint32(fieldPos);
  if (at + minBytes > bb.capacity()) malformed(`offset out of bounds at ${fieldPos}`);
  return at;
}

/** Checks the string an offset field points to: length, bytes and the closing zero inside the buffer. */
export function checkString(bb: ByteBuffer, fieldPos: number): void {
  const at = target(bb, fieldPos, 4);
  if (at + 4 + bb.readUint32(at) + 1 > bb.capacity()) malformed(`string out of bounds at ${at}`);
}

/** Checks the vector an offset field points to: its length times `elementSize` inside the buffer. */
export function checkVector(bb: ByteBuffer, fieldPos: number, elementSize: number): void {
  const at = target(bb, fieldPos, 4);
  if (at + 4 + bb.readUint32(at) * elementSize > bb.capacity()) malformed(`vector out of bounds at ${at}`);
}
