import { CARD_IMAGE_HEIGHT, CARD_WIDTH, NARROW_CARD_WIDTH, VOD_LANDSCAPE, VOD_PORTRAIT } from '../../../domain/layout';
import { hashString } from '../random';

/** The pictures the demo draws, each at the size of the card that shows it (spec point 9). */
export const IMAGE_SIZES = {
  show: { width: CARD_WIDTH, height: CARD_IMAGE_HEIGHT },
  portrait: { width: NARROW_CARD_WIDTH, height: CARD_IMAGE_HEIGHT },
  poster: VOD_PORTRAIT,
  landscape: VOD_LANDSCAPE,
} as const;
export type ImageKind = keyof typeof IMAGE_SIZES;

/** Where the demo serves its pictures: under the provider's cached base, like any other image. */
export const IMAGE_PATH = '/api/cache/images/';

/** A hue per programme category (news blue, sport green, films red...), so a row reads at a glance. */
const CATEGORY_HUES: Readonly<Record<number, number>> = {
  1: 210,
  2: 280,
  3: 30,
  4: 130,
  5: 330,
  6: 190,
  7: 50,
  9: 0,
  10: 160,
  11: 250,
  12: 90,
};

/** Built addresses by kind, category and title: the titles are the catalogue's own strings, whose hashes the engine keeps. */
const urls = new Map<string, Map<number, Map<string, string>>>();

/** The address of a generated picture: its kind (size), title and category (gradient); titles repeat, so each is built once. */
export function imageUrl(kind: ImageKind, title: string, category = 0): string {
  let byCategory = urls.get(kind);
  if (byCategory === undefined) urls.set(kind, (byCategory = new Map()));
  let byTitle = byCategory.get(category);
  if (byTitle === undefined) byCategory.set(category, (byTitle = new Map()));
  let url = byTitle.get(title);
  if (url === undefined) {
    url = `${IMAGE_PATH}${kind}.svg?c=${category}&t=${encodeURIComponent(title)}`;
    byTitle.set(title, url);
  }
  return url;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Splits a title into lines of about `width` characters (at most three). */
function lines(title: string, width: number): string[] {
  const out: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = out[out.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

/** The picture itself: the title over a gradient of its category's hue (a person's silhouette on a portrait). */
export function imageSvg(kind: ImageKind, title: string, category: number): string {
  const { width, height } = IMAGE_SIZES[kind];
  const hue = CATEGORY_HUES[category] ?? hashString(title) % 360;
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,48%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,14%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>`;
  if (kind === 'portrait') {
    // A head and shoulders in a lighter shade of the person's colour (the card writes the name).
    const skin = `hsl(${hue},35%,78%)`;
    const head = `<circle cx="${width / 2}" cy="${height * 0.38}" r="${width * 0.22}" fill="${skin}"/>`;
    const shoulders = `<path d="M${width * 0.1} ${height} Q${width * 0.12} ${height * 0.62} ${width / 2} ${height * 0.62} Q${width * 0.88} ${height * 0.62} ${width * 0.9} ${height}Z" fill="${skin}" opacity="0.85"/>`;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${gradient}${head}${shoulders}</svg>`;
  }
  const size = kind === 'landscape' ? 30 : 24;
  const text = lines(title, Math.floor((width - 32) / (size * 0.55)));
  const tspans = text
    .map((line, index) => `<tspan x="16" dy="${index === 0 ? 0 : size * 1.2}">${escapeXml(line)}</tspan>`)
    .join('');
  const top = height - 20 - (text.length - 1) * size * 1.2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${gradient}<text y="${top}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="white">${tspans}</text></svg>`;
}

/** Reads a picture's address back (the demo's handler); null when it is not one of the demo's. */
export function parseImageRequest(
  kindFile: string,
  query: URLSearchParams,
): { kind: ImageKind; title: string; category: number } | null {
  const kind = kindFile.replace(/\.svg$/, '');
  if (!(kind in IMAGE_SIZES)) return null;
  return { kind: kind as ImageKind, title: query.get('t') ?? '', category: Number(query.get('c') ?? 0) };
}
