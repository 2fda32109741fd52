import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generateChannels, generateFastChannels } from '../../../src/adapters/demo/catalogue/channels';
import { DRAWN_LOGOS } from '../../../src/adapters/demo/catalogue/generated/logos';
import {
  channelLogo,
  drawChannelLogo,
  hslToRgb,
  initialsOf,
  LOGO_HEIGHT,
  LOGO_WIDTH,
} from '../../../src/adapters/demo/catalogue/logos';
import { crc32 } from '../../../src/adapters/demo/catalogue/png';
import { hashString } from '../../../src/adapters/demo/random';

const ascii = (text: string) => new TextEncoder().encode(text);

/** The chunks of a PNG data address, each with whether its CRC is right. */
function chunksOf(url: string): { type: string; data: Buffer; crcOk: boolean }[] {
  const bytes = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const typed = bytes.subarray(at + 4, at + 8 + length);
    chunks.push({
      type: typed.subarray(0, 4).toString('latin1'),
      data: typed.subarray(4),
      crcOk: crc32(typed) === bytes.readUInt32BE(at + 8 + length),
    });
    at += length + 12;
  }
  return chunks;
}

/** The logo's pixels as RGBA, read back with Node's own inflate (2 bits a pixel, palette). */
function pixelsOf(url: string): (x: number, y: number) => number[] {
  const chunks = chunksOf(url);
  const palette = chunks.find((chunk) => chunk.type === 'PLTE')!.data;
  const alpha = chunks.find((chunk) => chunk.type === 'tRNS')!.data;
  const rows = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)));
  const stride = LOGO_WIDTH / 4 + 1;
  return (x, y) => {
    expect(rows[y * stride]).toBe(0);
    const index = (rows[y * stride + 1 + (x >> 2)]! >> (6 - (x & 3) * 2)) & 3;
    return [...palette.subarray(index * 3, index * 3 + 3), alpha[index] ?? 255];
  };
}

describe("the demo's channel logos", () => {
  it('should check chunks as PNG does (the standard check value)', () => {
    expect(crc32(ascii('123456789'))).toBe(0xcbf43926);
  });

  it("should be a valid PNG of the logo's size, a few hundred bytes as a data address", () => {
    const url = channelLogo('Gala Cinéma 2');
    const chunks = chunksOf(url);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
    expect(chunks.every((chunk) => chunk.crcOk)).toBe(true);
    const header = chunks[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([
      LOGO_WIDTH,
      LOGO_HEIGHT,
      2,
      3,
    ]);
    expect(url.length).toBeLessThan(500);
  });

  it("should draw white initials on the channel's colour, its corners rounded", () => {
    const pixel = pixelsOf(channelLogo('Alpha Une'));
    const colours = new Set<string>();
    for (let y = 0; y < LOGO_HEIGHT; y++) for (let x = 0; x < LOGO_WIDTH; x++) colours.add(pixel(x, y).join());
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(LOGO_WIDTH - 1, LOGO_HEIGHT - 1)[3]).toBe(0);
    expect(pixel(4, LOGO_HEIGHT / 2)).toEqual([...hslToRgb(hashString('Alpha Une') % 360, 0.55, 0.35), 255]);
    expect(colours).toContain('255,255,255,255');
    expect(colours.size).toBe(3);
  });

  it('should give each name its own picture, built once', () => {
    expect(channelLogo('Berg TV')).not.toBe(channelLogo('Berg TV 2'));
    expect(channelLogo('Berg TV')).toBe(channelLogo('Berg TV'));
  });

  it.each([
    ['Alpha Une', 'AU'],
    ['Gala Cinéma 2', 'GC2'],
    ['Édition Spéciale', 'ES'],
    ['Quai des Arts 12', 'QDA'],
  ])('should write %s as %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it.each([
    [0, 1, 0.5, [255, 0, 0]],
    [0, 0, 0.5, [128, 128, 128]],
    [120, 1, 0.25, [0, 128, 0]],
    [240, 1, 0.5, [0, 0, 255]],
    [0, 0, 1, [255, 255, 255]],
  ])('should turn hsl(%i, %f, %f) into %j', (hue, saturation, lightness, rgb) => {
    expect(hslToRgb(hue, saturation, lightness)).toEqual(rgb);
  });

  it('should serve raster logos for the whole lineup, FAST channels too', () => {
    const logos = [...generateChannels(60), ...generateFastChannels()].map(({ channel }) => channel.logo);
    expect(logos.every((logo) => logo.startsWith('data:image/png;base64,'))).toBe(true);
    expect(new Set(logos).size).toBe(logos.length);
  });

  describe('when a page loads the demo', () => {
    const names = [...generateChannels(), ...generateFastChannels()].map(({ channel }) => channel.name);

    it('should have every logo of the default lineup and the FAST channels drawn in advance (else run npx tsx scripts/demo/gen-logos.ts)', () => {
      expect(Object.keys(DRAWN_LOGOS)).toEqual(names);
    });

    it.each(names)('should serve the logo of %s drawn in advance exactly as it draws it', (name) => {
      expect(DRAWN_LOGOS[name]).toBe(drawChannelLogo(name));
      expect(channelLogo(name)).toBe(DRAWN_LOGOS[name]);
    });

    it('should draw the logo of a channel past the default lineup itself', () => {
      const name = generateChannels(400)[399]!.channel.name;
      expect(DRAWN_LOGOS[name]).toBeUndefined();
      expect(channelLogo(name)).toBe(drawChannelLogo(name));
    });
  });
});
