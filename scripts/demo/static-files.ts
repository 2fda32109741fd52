import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.vtt': 'text/vtt',
  '.mpd': 'application/dash+xml',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};

/** A file under `root` for a URL path, or null (never outside `root`). */
export async function readUnder(root: string, urlPath: string): Promise<Uint8Array | null> {
  const base = resolve(root);
  const file = resolve(join(base, normalize(decodeURIComponent(urlPath))));
  if (!file.startsWith(base)) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
    return new Uint8Array(await readFile(file));
  } catch {
    return null;
  }
}

export function contentType(path: string): string {
  return TYPES[extname(path)] ?? 'application/octet-stream';
}

/**
 * The built app: a file of `dist`, else the layout's page for a client route (no extension):
 * /tv/* gets tv/index.html, anything else index.html.
 */
export async function appFile(dist: string, urlPath: string): Promise<{ body: Uint8Array; type: string } | null> {
  const direct = urlPath.endsWith('/') ? null : await readUnder(dist, urlPath);
  if (direct !== null) return { body: direct, type: contentType(urlPath) };
  if (extname(urlPath) !== '') return null;
  const page = urlPath === '/tv' || urlPath.startsWith('/tv/') ? '/tv/index.html' : '/index.html';
  const body = await readUnder(dist, page);
  return body === null ? null : { body, type: TYPES['.html']! };
}
