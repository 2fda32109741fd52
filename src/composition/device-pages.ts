import type { Container } from 'inversify';
import type { AppInfo } from '../application/diagnostics/diagnostics.model';
import { createPlaybackMonitor } from '../application/diagnostics/playback-monitor';
import { APP_INFO, PLAYBACK_MONITOR } from '../application/tokens';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ENGINE_PROBE, type EngineProbe } from '../ports/engine-probe.port';
import type { AppConfig } from './config';

/**
 * What the TV's device pages read (diagnostics): the app's version and build, the engine probe
 * (its code loads with the page) and the playback monitor every player reports to.
 */
export function bindDevicePages(container: Container, config: AppConfig): void {
  container.bind<AppInfo>(APP_INFO).toConstantValue({
    version: config.version,
    build: `${config.appName} ${import.meta.env.MODE}`,
  });
  container.bind<EngineProbe>(ENGINE_PROBE).toConstantValue({
    probe: async () => (await import('../adapters/system/browser-engine.probe')).createBrowserEngineProbe().probe(),
  });
  container.bind(PLAYBACK_MONITOR).toResolvedValue((clock: Clock) => createPlaybackMonitor(clock), [CLOCK]);
}
