import { LineMeterError, type LineMeter } from '../../ports/line-meter.port';

/** Where the meter measures: a small API read, and stream segments of the provider's stream servers. */
export interface LineTargets {
  readonly apiUrl: string;
  readonly segmentUrls: readonly string[];
}

/** The request, never from a cache: every byte crosses the line. */
async function timed(url: string, signal: AbortSignal): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', credentials: 'same-origin', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new LineMeterError('unreachable', `${url}: ${String(error)}`);
  }
  if (!response.ok) throw new LineMeterError('provider-error', `${url}: HTTP ${response.status}`);
  const body = await response.arrayBuffer();
  return { bytes: body.byteLength, ms: performance.now() - started };
}

/** Measures the line with `fetch` (the demo's API answers through its service worker; its segments are files). */
export function createFetchLineMeter({ apiUrl, segmentUrls }: LineTargets): LineMeter {
  return {
    async roundTrip(signal) {
      return (await timed(apiUrl, signal)).ms;
    },
    download(index, signal) {
      return timed(segmentUrls[index % segmentUrls.length] ?? apiUrl, signal);
    },
  };
}
