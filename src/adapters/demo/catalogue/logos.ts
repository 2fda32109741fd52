import { hashString } from '../random';

/** An SVG drawn as a data address: text on a colour of its own (logos, posters, team badges). */
export function svgBadge(text: string, width = 96, height = 54, shape: 'rect' | 'circle' = 'rect'): string {
  const hue = hashString(text) % 360;
  const initials = text.split(/\s+/).map((word) => word[0] ?? '').join('').slice(0, 3).toUpperCase();
  const size = Math.round(Math.min(width, height) * 0.4);
  const back =
    shape === 'circle'
      ? `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 2}" fill="hsl(${hue} 60% 38%)"/>`
      : `<rect width="${width}" height="${height}" rx="8" fill="hsl(${hue} 55% 35%)"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${back}<text x="${width / 2}" y="${height / 2 + size / 3}" font-family="sans-serif" font-size="${size}" fill="white" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A poster: the title on a gradient, portrait (224x330) or landscape (480x250). */
export function svgPoster(title: string, landscape = false): string {
  const [width, height] = landscape ? [480, 250] : [224, 330];
  const hue = hashString(title) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 50% 15%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><text x="16" y="${height - 24}" font-family="sans-serif" font-size="22" fill="white">${escapeXml(title)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
