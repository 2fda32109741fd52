import { CODECS, KEY_SYSTEMS, type Capability, type EngineReport } from '../../domain/diagnostics/engine';
import type { EngineProbe } from '../../ports/engine-probe.port';

/** The Network Information API where the engine has it (Chromium; not in its TypeScript types). */
interface NetworkInformationLike {
  readonly type?: string;
  readonly effectiveType?: string;
  readonly downlink?: number;
  readonly rtt?: number;
}

// The smallest configuration every key system must accept for a clear-lead MP4 video.
const KEY_SYSTEM_CONFIG: MediaKeySystemConfiguration[] = [
  {
    initDataTypes: ['cenc'],
    videoCapabilities: [{ contentType: 'video/mp4; codecs="avc1.64001f"' }],
  },
];

async function keySystem(name: string, id: string): Promise<Capability> {
  if (typeof navigator.requestMediaKeySystemAccess !== 'function') return { name, supported: false };
  try {
    await navigator.requestMediaKeySystemAccess(id, KEY_SYSTEM_CONFIG);
    return { name, supported: true };
  } catch {
    return { name, supported: false };
  }
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function network(): EngineReport['network'] {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection === undefined) return null;
  return {
    type: stringOrNull(connection.type),
    effectiveType: stringOrNull(connection.effectiveType),
    downlinkMbps: numberOrNull(connection.downlink),
    rttMs: numberOrNull(connection.rtt),
  };
}

/** Probes the engine the app runs in: Media Source, EME key systems, codecs, screen, network. */
export function createBrowserEngineProbe(): EngineProbe {
  return {
    async probe() {
      const mediaSource = typeof MediaSource === 'function';
      return {
        userAgent: navigator.userAgent,
        screen: { width: screen.width, height: screen.height, pixelRatio: window.devicePixelRatio },
        mediaSource,
        keySystems: await Promise.all(KEY_SYSTEMS.map(({ name, id }) => keySystem(name, id))),
        codecs: CODECS.map(({ name, mime }) => ({ name, supported: mediaSource && MediaSource.isTypeSupported(mime) })),
        network: network(),
      };
    },
  };
}
