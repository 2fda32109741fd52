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
