/**
 * A small zlib stream (RFC 1950/1951) for the demo's PNG logos: one block of deflate's fixed
 * Huffman codes, matching only runs (the byte before) and the row above (`stride` bytes back),
 * which is what flat pictures repeat. Far from the best compression, a few hundred bytes for a
 * 96 × 54 logo, and short enough to check by reading.
 */

const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const MIN_MATCH = 3;
const MAX_MATCH = 258;
const MAX_DISTANCE = 32768;

/** Bits written least significant first, as deflate packs them. */
class Bits {
  readonly bytes: number[] = [];
  private current = 0;
  private count = 0;

  write(value: number, length: number): void {
    this.current |= value << this.count;
    this.count += length;
    while (this.count >= 8) {
      this.bytes.push(this.current & 0xff);
      this.current >>>= 8;
      this.count -= 8;
    }
  }

  /** A Huffman code: its most significant bit first. */
  code(value: number, length: number): void {
    let reversed = 0;
    for (let i = 0; i < length; i++) reversed |= ((value >>> i) & 1) << (length - 1 - i);
    this.write(reversed, length);
  }

  flush(): void {
    if (this.count === 0) return;
    this.bytes.push(this.current & 0xff);
    this.current = 0;
    this.count = 0;
  }
}

/** A literal/length symbol in the fixed code (RFC 1951, 3.2.6). */
function symbol(bits: Bits, value: number): void {
  if (value < 144) bits.code(0x30 + value, 8);
  else if (value < 256) bits.code(0x190 + value - 144, 9);
  else if (value < 280) bits.code(value - 256, 7);
  else bits.code(0xc0 + value - 280, 8);
}

/** The index of the last base not above `value`. */
const slot = (bases: readonly number[], value: number) => {
  let index = bases.length - 1;
  while (bases[index]! > value) index--;
  return index;
};

function match(bits: Bits, length: number, distance: number): void {
  const l = slot(LENGTH_BASE, length);
  symbol(bits, 257 + l);
  bits.write(length - LENGTH_BASE[l]!, LENGTH_EXTRA[l]!);
  const d = slot(DISTANCE_BASE, distance);
  bits.code(d, 5);
  bits.write(distance - DISTANCE_BASE[d]!, DISTANCE_EXTRA[d]!);
}

const matchLength = (data: Uint8Array, at: number, distance: number) => {
  if (distance > at || distance > MAX_DISTANCE) return 0;
  let length = 0;
  while (length < MAX_MATCH && at + length < data.length && data[at + length] === data[at + length - distance]) length++;
  return length;
};

export function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < data.length; i++) {
    a = (a + data[i]!) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** `data` as a zlib stream; `stride` is the distance of the repeats worth looking for besides runs. */
export function deflate(data: Uint8Array, stride: number): Uint8Array {
  const bits = new Bits();
  bits.write(1, 1); // the last block
  bits.write(1, 2); // fixed Huffman codes
  for (let at = 0; at < data.length; ) {
    const run = matchLength(data, at, 1);
    const above = matchLength(data, at, stride);
    const [length, distance] = above > run ? [above, stride] : [run, 1];
    if (length >= MIN_MATCH) {
      match(bits, length, distance);
      at += length;
    } else symbol(bits, data[at++]!);
  }
  symbol(bits, 256);
  bits.flush();
  const check = adler32(data);
  const out = new Uint8Array(bits.bytes.length + 6);
  out.set([0x78, 0x01]);
  out.set(bits.bytes, 2);
  out.set([check >>> 24, (check >>> 16) & 0xff, (check >>> 8) & 0xff, check & 0xff], bits.bytes.length + 2);
  return out;
}
