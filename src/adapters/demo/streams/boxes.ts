/**
 * Minimal ISO-BMFF (MP4) box reading and writing helpers over `Uint8Array`.
 * Pure: no node or DOM APIs, usable in a service worker and in node.
 */

/** Size of a plain box header: 32-bit size + 4-character type. */
export const BOX_HEADER_SIZE = 8;
/** Size of a full box header: box header + 8-bit version + 24-bit flags. */
export const FULL_BOX_HEADER_SIZE = 12;
/** Size of the version and flags fields that open a full box's payload. */
export const VERSION_FLAGS_SIZE = 4;
/** Mask of the 24-bit flags in the first word of a full box's payload. */
export const FLAGS_MASK = 0xff_ffff;
/** Extra bytes when a box uses a 64-bit `largesize`. */
const LARGE_SIZE_EXTRA = 8;
const TYPE_LENGTH = 4;
const TWO_POW_32 = 2 ** 32;

/** One box located inside a byte array. */
export interface Box {
  /** Four-character code, e.g. `moof`. */
  readonly type: string;
  /** Offset of the first header byte. */
  readonly start: number;
  /** Total size including the header. */
  readonly size: number;
  /** Offset of the first payload byte (after size, type and any largesize). */
  readonly payload: number;
}

/** A `DataView` over exactly the bytes of `bytes`. */
export function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Reads an unsigned 64-bit big-endian integer as a (safe) number. */
export function getUint64(view: DataView, offset: number): number {
  return view.getUint32(offset) * TWO_POW_32 + view.getUint32(offset + TYPE_LENGTH);
}

/** Writes a non-negative integer below 2^53 as an unsigned 64-bit big-endian value. */
export function setUint64(view: DataView, offset: number, value: number): void {
  view.setUint32(offset, Math.floor(value / TWO_POW_32));
  view.setUint32(offset + TYPE_LENGTH, value % TWO_POW_32);
}

/** Lists the boxes found one after another in `bytes[from, to)`. */
export function readBoxes(bytes: Uint8Array, from = 0, to = bytes.length): Box[] {
  const view = viewOf(bytes);
  const boxes: Box[] = [];
  let offset = from;
  while (offset + BOX_HEADER_SIZE <= to) {
    let size = view.getUint32(offset);
    let payload = offset + BOX_HEADER_SIZE;
    if (size === 1) {
      size = getUint64(view, payload);
      payload += LARGE_SIZE_EXTRA;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < BOX_HEADER_SIZE || offset + size > to) {
      throw new Error(`Malformed box at offset ${offset}`);
    }
    const type = String.fromCharCode(...bytes.subarray(offset + TYPE_LENGTH, offset + BOX_HEADER_SIZE));
    boxes.push({ type, start: offset, size, payload });
    offset += size;
  }
  return boxes;
}

/** Lists the child boxes of a container box (its payload holds only boxes). */
export function childrenOf(bytes: Uint8Array, parent: Box, skip = 0): Box[] {
  return readBoxes(bytes, parent.payload + skip, parent.start + parent.size);
}

/** Finds the first box of `type` among `boxes`. */
export function findBox(boxes: readonly Box[], type: string): Box | undefined {
  return boxes.find((box) => box.type === type);
}

/** Follows a path of box types (e.g. `['moof', 'traf', 'tfdt']`) from the top level. */
export function findPath(bytes: Uint8Array, path: readonly string[]): Box | undefined {
  let found: Box | undefined;
  for (const type of path) {
    found = findBox(found ? childrenOf(bytes, found) : readBoxes(bytes), type);
    if (!found) return undefined;
  }
  return found;
}
