/**
 * Loads and caches `/streams/<id>/clip.json` through a static-file reader, so the same
 * code runs over `fetch` in the service worker and over the file system in node.
 */
import type { ClipMeta } from './clip';

/** Reads a static file by its path from the site root; null when it does not exist. */
export type ReadStatic = (path: string) => Promise<Uint8Array | null>;

const CLIP_ID = /^[\w-]+$/;
const cache = new WeakMap<ReadStatic, Map<string, ClipMeta>>();

function isClipMeta(value: unknown): value is ClipMeta {
  if (typeof value !== 'object' || value === null) return false;
  const clip = value as Partial<ClipMeta>;
  return (
    typeof clip.id === 'string' &&
    typeof clip.segmentDuration === 'number' &&
    typeof clip.segmentCount === 'number' &&
    Array.isArray(clip.representations)
  );
}

/** The parsed clip metadata of `id`, or undefined when absent or malformed. */
export async function loadClip(id: string, readStatic: ReadStatic): Promise<ClipMeta | undefined> {
  if (!CLIP_ID.test(id)) return undefined;
  const known = cache.get(readStatic)?.get(id);
  if (known) return known;
  const bytes = await readStatic(`/streams/${id}/clip.json`);
  if (!bytes) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
  if (!isClipMeta(parsed)) return undefined;
  const byId = cache.get(readStatic) ?? new Map<string, ClipMeta>();
  byId.set(id, parsed);
  cache.set(readStatic, byId);
  return parsed;
}
