import type { Container } from 'inversify';
import type { AppInfo } from '../application/diagnostics/diagnostics.model';
import { createPlaybackMonitor } from '../application/diagnostics/playback-monitor';
import type { LoadLater } from '../application/loaded-later';
import { APP_INFO, LINE_TEST_MACHINE, PLAYBACK_MONITOR } from '../application/tokens';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ENGINE_PROBE, type EngineProbe } from '../ports/engine-probe.port';
import { ANALYTICS_RECORD, type AnalyticsRecord } from '../ports/analytics-record.port';
import { PRIVACY_DOCUMENT, type HelpDocumentApi } from '../ports/help.port';
import { createDataLayerRecord } from '../adapters/system/data-layer.analytics';
import type { AppConfig } from './config';
import { laterModules } from './later-modules';

/** The provider's privacy policy, served beside the app as its help pages are. */
const PRIVACY_PATH = '/privacy.html';
/** The provider's brand, whose resources (a small cached API read) the performance test times. */
const BRAND = 'zapline';
/** The demo's stream files the performance test downloads: the video segments of its six clear clips. */
const STREAM_CLIPS = ['a', 'b', 'c', 'd', 'e', 'f'];
const SEGMENTS_PER_CLIP = 8;

/** Where the performance test measures: the provider's API and its stream servers' segments. */
export function lineTargets(baseUrl: string) {
  return {
    apiUrl: `${baseUrl}/api/cache/resources/${BRAND}/fr/`,
    segmentUrls: STREAM_CLIPS.flatMap((clip) =>
      Array.from({ length: SEGMENTS_PER_CLIP }, (_, index) => `${baseUrl}/streams/${clip}/video/${index}.m4s`),
    ),
  };
}

/**
 * What the TV's device pages read: the app's version and build, the engine probe (its code loads
 * with the page), the playback monitor every player reports to, the performance test, and the
 * page views waiting for the provider's analytics (the privacy page).
 */
export function bindDevicePages(container: Container, config: AppConfig, baseUrl: string, later: LoadLater): void {
  container.bind<AppInfo>(APP_INFO).toConstantValue({
    version: config.version,
    build: `${config.appName} ${import.meta.env.MODE}`,
  });
  container.bind<EngineProbe>(ENGINE_PROBE).toConstantValue({
    probe: async () => (await import('../adapters/system/browser-engine.probe')).createBrowserEngineProbe().probe(),
  });
  // Read as text by the help pages' reader, which loads with the page.
  container.bind<HelpDocumentApi>(PRIVACY_DOCUMENT).toConstantValue({
    document: async () =>
      (await import('../adapters/system/help-document.adapter')).createHelpDocumentApi(PRIVACY_PATH).document(),
  });
  container.bind<AnalyticsRecord>(ANALYTICS_RECORD).toConstantValue(createDataLayerRecord());
  container.bind(PLAYBACK_MONITOR).toResolvedValue((clock: Clock) => createPlaybackMonitor(clock), [CLOCK]);
  container.bind(LINE_TEST_MACHINE).toConstantValue(
    later(async () => {
      const [{ provideLineTest }, { createFetchLineMeter }] = await Promise.all([
        laterModules.lineTest(),
        laterModules.lineMeter(),
      ]);
      return provideLineTest(createFetchLineMeter(lineTargets(baseUrl)));
    }),
  );
}
