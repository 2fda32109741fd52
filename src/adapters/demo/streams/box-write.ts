/**
 * Writing side of the ISO-BMFF helpers: building boxes and splicing bytes into a box
 * tree while keeping the enclosing boxes' sizes right. Pure, like boxes.ts.
 */
import { BOX_HEADER_SIZE, viewOf, type Box } from './boxes';

const TYPE_OFFSET = 4;
const TYPE_LENGTH = 4;

/** Builds a box from its four-character type and payload parts. */
export function makeBox(type: string, ...parts: Uint8Array[]): Uint8Array {
  const size = BOX_HEADER_SIZE + parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(size);
  const view = viewOf(out);
  view.setUint32(0, size);
  for (let i = 0; i < TYPE_LENGTH; i += 1) out[TYPE_OFFSET + i] = type.charCodeAt(i);
  let offset = BOX_HEADER_SIZE;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Concatenates byte arrays. */
export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Replaces `removeCount` bytes at `at` with `inserted`, and grows (or shrinks) the 32-bit
 * size field of every box in `ancestors` (the boxes that contain `at`) by the difference.
 */
export function spliceBytes(
  bytes: Uint8Array,
  at: number,
  removeCount: number,
  inserted: Uint8Array,
  ancestors: readonly Box[],
): Uint8Array {
  const out = concatBytes(bytes.subarray(0, at), inserted, bytes.subarray(at + removeCount));
  const view = viewOf(out);
  const delta = inserted.length - removeCount;
  for (const box of ancestors) view.setUint32(box.start, view.getUint32(box.start) + delta);
  return out;
}
