import { createPlaybackMonitor } from '../../src/application/diagnostics/playback-monitor';
import { APP_INFO, PLAYBACK_MONITOR } from '../../src/application/tokens';
import type { Clock } from '../../src/ports/clock.port';
import { ENGINE_PROBE, type EngineProbe } from '../../src/ports/engine-probe.port';

/** What the TV's device pages read, by default: a test version, an engine that plays nothing, a monitor over `clock`. */
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
  ];
}
