import { createPlaybackMonitor } from '../../src/application/diagnostics/playback-monitor';
import { provideLineTest } from '../../src/application/performance/line-test.provide';
import { APP_INFO, LINE_TEST_MACHINE, PLAYBACK_MONITOR } from '../../src/application/tokens';
import type { LineMeter } from '../../src/ports/line-meter.port';
import { createMemoryTokenStore } from '../../src/adapters/storage/memory-token.store';
import { ANALYTICS_RECORD, type AnalyticsRecord } from '../../src/ports/analytics-record.port';
import { TOKEN_STORE } from '../../src/ports/token-store.port';
import { PRIVACY_DOCUMENT, type HelpDocumentApi } from '../../src/ports/help.port';
import type { Clock } from '../../src/ports/clock.port';
import { ENGINE_PROBE, type EngineProbe } from '../../src/ports/engine-probe.port';

/** A line that never answers (until the test is cancelled). */
const silentLine: LineMeter = {
  roundTrip: (signal) =>
    new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
  download: (_index, signal) =>
    new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
};

/**
 * What the TV's device pages read, by default: a test version, an engine that plays nothing, a
 * monitor over `clock`, a performance test over a line that never answers, a session token,
 * no page view waiting for the analytics, and a short privacy policy.
 */
export function fakeDevicePages(clock: Clock): (readonly [symbol, unknown])[] {
  const probe: EngineProbe = {
    probe: async () => ({
      userAgent: 'jsdom',
      screen: { width: 1920, height: 1080, pixelRatio: 1 },
      mediaSource: false,
      keySystems: [],
      codecs: [],
      network: null,
    }),
  };
  return [
    [APP_INFO, { version: '0.0.0', build: 'test' }],
    [ENGINE_PROBE, probe],
    [PLAYBACK_MONITOR, createPlaybackMonitor(clock)],
    [LINE_TEST_MACHINE, provideLineTest(silentLine)],
    [TOKEN_STORE, createMemoryTokenStore('token')],
    [
      PRIVACY_DOCUMENT,
      {
        document: async () => [
          { kind: 'heading', text: 'Politique de confidentialité' },
          { kind: 'paragraph', text: 'Zapline garde le jeton de votre session.' },
        ],
      } satisfies HelpDocumentApi,
    ],
    [ANALYTICS_RECORD, { queued: () => 0, clear: () => undefined } satisfies AnalyticsRecord],
  ];
}
