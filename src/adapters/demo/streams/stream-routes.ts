/**
 * Transport-agnostic request handler of the demo streams, wrapped by the MSW service
 * worker and the node server. URL layout (paths from the site root):
 *   /streams/live/<id>.mpd                         dynamic MPD (BaseURL `<id>/`)
 *   /streams/live/<id>/<rep>/init.mp4              init segment, from the static files
 *   /streams/live/<id>/<rep>/<N>.m4s | <N>.vtt     live segment N, 404 outside the window
 *   /streams/replay/<id>.mpd?start=<s>&stop=<s>    static MPD of a programme (epoch seconds)
 *   /streams/replay/<id>/<rep>/init.mp4 | <N>.m4s | <N>.vtt   as live, any elapsed N
 * Static files are read through `readStatic('/streams/<id>/...')`.
 */
import { liveSegmentAvailable, segmentElapsed } from './availability';
import { DEFAULT_TIME_SHIFT_SECONDS, DEMO_AVAILABILITY_START, findRepresentation, type ClipMeta } from './clip';
import { loadClip, type ReadStatic } from './clip-loader';
import { buildLiveMpd } from './live-mpd';
import { buildReplayMpd } from './replay-mpd';
import { clipSegmentIndex, retimeSegment } from './retime';
import { vttSegment } from './vtt-segment';

export type { ReadStatic } from './clip-loader';

/** What the transport wrapper sends back. */
export interface StreamResponse {
  readonly status: number;
  readonly contentType: string;
  readonly body: Uint8Array | string;
}

/** Channel timing; defaults to the demo constants. */
export interface StreamRouteOptions {
  readonly availabilityStart?: number;
  readonly timeShiftBufferDepth?: number;
}

const HTTP = { ok: 200, badRequest: 400, notFound: 404 } as const;
const MPD_TYPE = 'application/dash+xml';
const VTT_TYPE = 'text/vtt';
const MANIFEST = /^\/streams\/(live|replay)\/([\w-]+)\.mpd$/;
const SEGMENT = /^\/streams\/(live|replay)\/([\w-]+)\/([\w-]+)\/(?:(init)\.mp4|(\d+)\.(m4s|vtt))$/;

const fail = (status: number, message: string): StreamResponse => ({
  status,
  contentType: 'text/plain',
  body: message,
});

/** Reads `start` and `stop` (integer epoch seconds) from a query string. */
function programmeBounds(query: string): { start: number; stop: number } | undefined {
  const params = new Map<string, string>();
  for (const pair of query.split('&')) {
    const [name = '', value = ''] = pair.split('=');
    params.set(name, value);
  }
  const start = Number(params.get('start'));
  const stop = Number(params.get('stop'));
  return Number.isInteger(start) && Number.isInteger(stop) && stop > start ? { start, stop } : undefined;
}

function manifest(
  clip: ClipMeta,
  mode: string,
  query: string,
  now: number,
  ast: number,
  depth: number,
): StreamResponse {
  const basePath = `${clip.id}/`;
  if (mode === 'live') {
    return {
      status: HTTP.ok,
      contentType: MPD_TYPE,
      body: buildLiveMpd(clip, { availabilityStart: ast, now, basePath, timeShiftBufferDepth: depth }),
    };
  }
  const bounds = programmeBounds(query);
  if (!bounds || bounds.start < ast) return fail(HTTP.badRequest, 'start and stop must be epoch seconds, start >= AST');
  if (bounds.stop > now) return fail(HTTP.notFound, 'programme not finished yet');
  const body = buildReplayMpd(clip, { programmeStart: bounds.start, programmeStop: bounds.stop, ast, basePath });
  return { status: HTTP.ok, contentType: MPD_TYPE, body };
}

/** Serves one demo stream request; `nowEpochSeconds` is the server's current time. */
export async function handleStreamRequest(
  path: string,
  nowEpochSeconds: number,
  readStatic: ReadStatic,
  options: StreamRouteOptions = {},
): Promise<StreamResponse> {
  const ast = options.availabilityStart ?? DEMO_AVAILABILITY_START;
  const depth = options.timeShiftBufferDepth ?? DEFAULT_TIME_SHIFT_SECONDS;
  const [pathname = '', query = ''] = path.split('?', 2);
  const m = MANIFEST.exec(pathname);
  const s = m ? null : SEGMENT.exec(pathname);
  const id = m?.[2] ?? s?.[2];
  const clip = id ? await loadClip(id, readStatic) : undefined;
  if (!clip) return fail(HTTP.notFound, 'no such stream');
  if (m) return manifest(clip, m[1] ?? '', query, nowEpochSeconds, ast, depth);
  const [, mode, , repId = '', init, number, extension] = s ?? [];
  const rep = findRepresentation(clip, repId);
  if (!rep) return fail(HTTP.notFound, 'no such representation');
  if (init) {
    const bytes = rep.init ? await readStatic(`/streams/${clip.id}/${rep.init}`) : null;
    return bytes ? { status: HTTP.ok, contentType: rep.mimeType, body: bytes } : fail(HTTP.notFound, 'no init segment');
  }
  const n = Number(number);
  const available =
    mode === 'live'
      ? liveSegmentAvailable(n, nowEpochSeconds, clip, { availabilityStart: ast, timeShiftBufferDepth: depth })
      : segmentElapsed(n, nowEpochSeconds, clip, ast);
  const wantsText = extension === 'vtt';
  if (!available || wantsText !== (rep.kind === 'text')) return fail(HTTP.notFound, 'segment not available');
  const file = wantsText ? rep.source : rep.media.replace('$Number$', String(clipSegmentIndex(n, clip)));
  const bytes = file ? await readStatic(`/streams/${clip.id}/${file}`) : null;
  if (!bytes) return fail(HTTP.notFound, 'missing clip file');
  if (wantsText)
    return { status: HTTP.ok, contentType: VTT_TYPE, body: vttSegment(new TextDecoder().decode(bytes), n, clip) };
  return {
    status: HTTP.ok,
    contentType: rep.mimeType,
    body: retimeSegment(bytes, { segmentNumber: n, clip, representation: rep }),
  };
}
