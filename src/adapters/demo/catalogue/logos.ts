import { hashString } from '../random';
import { DRAWN_LOGOS } from './generated/logos';
import { GLYPH_HEIGHT, GLYPH_WIDTH, inGlyph } from './font';
import { pngDataUrl } from './png';

/** Up to three initials of a name, in capitals without accents ("Gala Cinéma 2" → "GC2"). */
export function initialsOf(text: string): string {
  return text
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 3)
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
}

/** An SVG drawn as a data address: text on a colour of its own (posters, team badges). */
export function svgBadge(text: string, width = 96, height = 54, shape: 'rect' | 'circle' = 'rect'): string {
  const hue = hashString(text) % 360;
  const initials = initialsOf(text);
  const size = Math.round(Math.min(width, height) * 0.4);
  const back =
    shape === 'circle'
      ? `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 2}" fill="hsl(${hue} 60% 38%)"/>`
      : `<rect width="${width}" height="${height}" rx="8" fill="hsl(${hue} 55% 35%)"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${back}<text x="${width / 2}" y="${height / 2 + size / 3}" font-family="sans-serif" font-size="${size}" fill="white" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An HSL colour (hue in degrees, saturation and lightness 0–1) as red, green and blue, 0–255. */
export function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

export const LOGO_WIDTH = 96;
export const LOGO_HEIGHT = 54;
const CORNER = 8;
/** Each pixel of the font drawn as a square of this side. */
const SCALE = 3;
const TRANSPARENT = 0;
const BACKGROUND = 1;
const INK = 2;

/** Whether (x, y) falls in a rounded corner, outside the rectangle. */
function outsideCorner(x: number, y: number): boolean {
  const cx = x < CORNER ? CORNER : x >= LOGO_WIDTH - CORNER ? LOGO_WIDTH - CORNER : null;
  const cy = y < CORNER ? CORNER : y >= LOGO_HEIGHT - CORNER ? LOGO_HEIGHT - CORNER : null;
  if (cx === null || cy === null) return false;
  return (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 > CORNER ** 2;
}

const logos = new Map<string, string>();

/**
 * A channel's logo as a real provider serves it, a raster picture (a PNG data address, a few
 * hundred bytes): its initials in white on a rounded rectangle of its own colour. The browser
 * decodes a PNG off the page's main thread, where an SVG is a document the main thread parses,
 * lays out and shapes text for (about 2 ms each in the search's in-page bench). The default
 * lineup's and the FAST channels' logos come drawn in advance (generated/logos.ts): drawing
 * them took about half of the demo's script time on every page load. Others are drawn once per name.
 */
export function channelLogo(name: string): string {
  let url = DRAWN_LOGOS[name] ?? logos.get(name);
  if (url !== undefined) return url;
  url = drawChannelLogo(name);
  logos.set(name, url);
  return url;
}

/** Draws a channel's logo (what scripts/demo/gen-logos.ts writes down in advance). */
export function drawChannelLogo(name: string): string {
  const text = initialsOf(name);
  const textWidth = (text.length * (GLYPH_WIDTH + 1) - 1) * SCALE;
  const left = Math.floor((LOGO_WIDTH - textWidth) / 2);
  const top = Math.floor((LOGO_HEIGHT - GLYPH_HEIGHT * SCALE) / 2);
  const ink = (x: number, y: number) => {
    const column = Math.floor((x - left) / SCALE);
    const row = Math.floor((y - top) / SCALE);
    if (x < left || y < top || row >= GLYPH_HEIGHT) return false;
    const char = text[Math.floor(column / (GLYPH_WIDTH + 1))];
    return (
      char !== undefined && column % (GLYPH_WIDTH + 1) < GLYPH_WIDTH && inGlyph(char, column % (GLYPH_WIDTH + 1), row)
    );
  };
  return pngDataUrl({
    width: LOGO_WIDTH,
    height: LOGO_HEIGHT,
    palette: [
      [0, 0, 0, 0],
      [...hslToRgb(hashString(name) % 360, 0.55, 0.35), 255],
      [255, 255, 255, 255],
    ],
    pixel: (x, y) => (outsideCorner(x, y) ? TRANSPARENT : ink(x, y) ? INK : BACKGROUND),
  });
}
