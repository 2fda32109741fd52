import { zlibSync } from 'fflate';
import { concatBytes } from '../streams/box-write';

/**
 * A palette PNG of `width` × `height` pixels, 2 bits a pixel (up to 4 colours): what a real
 * provider serves as a channel logo, which the browser decodes off the page's main thread. Pure
 * TypeScript, no canvas and no Node-only API: the demo builds its catalogue in Node and in the
 * browser's service worker alike.
 */
export interface PalettePicture {
  readonly width: number;
  readonly height: number;
  /** Up to 4 colours: [red, green, blue, alpha], 0–255 each. */
  readonly palette: readonly (readonly [number, number, number, number])[];
  /** The colour index of a pixel. */
  readonly pixel: (x: number, y: number) => number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

/** A chunk: its length, type and data, and the CRC-32 of its type and data. */
function chunk(type: string, data: ArrayLike<number>): Uint8Array {
  const out = new Uint8Array(data.length + 12);
  out.set(u32(data.length));
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  out.set(u32(crc32(out.subarray(4, 8 + data.length))), 8 + data.length);
  return out;
}

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const BITS = 2;

/** The picture's rows, each led by its filter byte (none), 4 pixels a byte, leftmost in the high bits. */
function scanlines({ width, height, pixel }: PalettePicture): Uint8Array {
  const stride = Math.ceil((width * BITS) / 8) + 1;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = pixel(x, y) & 3;
      rows[y * stride + 1 + (x >> 2)]! |= index << (6 - (x & 3) * 2);
    }
  }
  return rows;
}

/** The PNG file's bytes. */
export function encodePng(picture: PalettePicture): Uint8Array {
  const { width, height, palette } = picture;
  const header = [...u32(width), ...u32(height), BITS, 3, 0, 0, 0];
  return concatBytes(
    SIGNATURE,
    chunk('IHDR', header),
    chunk(
      'PLTE',
      palette.flatMap(([r, g, b]) => [r, g, b]),
    ),
    chunk(
      'tRNS',
      palette.map((colour) => colour[3]),
    ),
    chunk('IDAT', zlibSync(scanlines(picture), { level: 9 })),
    chunk('IEND', []),
  );
}

/** The PNG as a data address. */
export function pngDataUrl(picture: PalettePicture): string {
  let binary = '';
  const bytes = encodePng(picture);
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!);
  return `data:image/png;base64,${btoa(binary)}`;
}
