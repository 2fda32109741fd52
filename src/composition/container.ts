import { Container } from 'inversify';
import { createCookieTokenStore } from '../adapters/storage/cookie-token.store';
import { storedDeviceIdentity } from '../adapters/storage/device-identity';
import { createStoragePreferences } from '../adapters/storage/local-preferences.store';
import { createDataLayerAnalytics } from '../adapters/system/data-layer.analytics';
import { systemClock } from '../adapters/system/system-clock';
import { startAuth, type AuthActor } from '../application/session/auth.service';
import { ResourceCache } from '../application/resource-cache';
import { createSessionReset } from '../application/session/session-reset';
import { startClock, type ClockService } from '../application/clock/clock.service';
import { createInterstitialService } from '../application/interstitial/interstitial.service';
import { createParentalRouteChallenge } from '../application/account/parental-route-challenge';
import {
  ACTOR_OPTIONS,
  AUTH_SERVICE,
  CLOCK_SERVICE,
  DOWNLOAD_MACHINE,
  INTERSTITIAL_SERVICE,
  REMINDERS_SERVICE,
  PARENTAL_ROUTE_CHALLENGE,
  PLAYBACK_FACTORY,
  PLAYBACK_MONITOR,
  PREVIEW_FACTORY,
  PROVIDER_BASE_URL,
  RESOURCE_CACHE,
  type ActorOptions,
} from '../application/tokens';
import { ANALYTICS, type Analytics } from '../ports/analytics.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { GUIDE_API, type GuideApi } from '../ports/guide.port';
import { PLAYER_FACTORY, type PlayerFactory } from '../ports/player.port';
import { PREFERENCES_STORE, type PreferencesStore } from '../ports/preferences.port';
import { RECORDINGS_API, type RecordingsApi } from '../ports/recordings.port';
import { SHOWS_API, type ShowsApi } from '../ports/shows.port';
import { USAGE_API, type UsageApi } from '../ports/usage.port';
import { VOD_API, type VodApi } from '../ports/vod.port';
import { SESSION_API, type SessionApi } from '../ports/session.port';
import { TOKEN_STORE, type TokenStore } from '../ports/token-store.port';
import { bindAccountMachines } from './account-machines';
import { bindBrowsingMachines } from './browsing-machines';
import { createWorkerSearchEngine } from '../adapters/system/worker-search.engine';
import { HELP_PATH } from '../application/navigation/menu';
import { HELP_DOCUMENT, type HelpDocumentApi } from '../ports/help.port';
import { SEARCH_ENGINE, type SearchEngine } from '../ports/search-engine.port';
import { OFFLINE_STORE, type OfflineStore } from '../ports/offline-store.port';
import { LoadedLater, type LoadLater } from '../application/loaded-later';
import type { AppConfig } from './config';
import type { HttpPorts } from './http-ports';
import { createShakaPlayer } from '../adapters/player/shaka-player.adapter';
import type { PlaybackMonitor } from '../application/diagnostics/playback-monitor';
import { bindDevicePages } from './device-pages';
import { laterModules } from './later-modules';
import { lazyPort, once } from './lazy-port';
import { uuidV4 } from '../domain/uuid';

const TV_DEVICE_ALIAS = 'Zapline TV';

/**
 * Inversify brings the light `reflect-metadata/lite` itself (it numbers bindings in metadata):
 * every binding here is a value or a factory, so no decorator runs and the full polyfill is
 * not loaded.
 *
 * One container per layout: every port bound to its browser adapter, the app's services on top.
 * `providerReady` settles when the provider can answer (the demo's worker has started): no API
 * call leaves before it.
 */
export function createAppContainer(
  config: AppConfig,
  actorOptions: ActorOptions = {},
  resetProvider?: () => void,
  providerReady: Promise<unknown> = Promise.resolve(),
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const loadLater: LoadedLater<unknown>[] = [];
  const later: LoadLater = (load) => {
    const service = new LoadedLater(load);
    loadLater.push(service);
    return service;
  };
  const baseUrl = config.provider.kind === 'http' ? config.provider.baseUrl : '';

  container.bind<ActorOptions>(ACTOR_OPTIONS).toConstantValue(actorOptions);
  container.bind<string>(PROVIDER_BASE_URL).toConstantValue(baseUrl);
  container.bind<Clock>(CLOCK).toConstantValue(systemClock);
  container.bind<Analytics>(ANALYTICS).toConstantValue(createDataLayerAnalytics());
  container.bind<TokenStore>(TOKEN_STORE).toConstantValue(createCookieTokenStore());
  container.bind(PREFERENCES_STORE).toConstantValue(createStoragePreferences(window.localStorage, document));
  container.bind<PlayerFactory>(PLAYER_FACTORY).toConstantValue(createShakaPlayer);
  container
    .bind(OFFLINE_STORE)
    .toConstantValue(later(async () => (await laterModules.offlineStore()).createShakaOfflineStore()));
  container.bind<SearchEngine>(SEARCH_ENGINE).toDynamicValue(createWorkerSearchEngine);
  // The provider's help pages, served beside the app, read for the TV's help web view.
  // Its reader loads with the help screen, not with the app.
  container.bind<HelpDocumentApi>(HELP_DOCUMENT).toConstantValue({
    document: async () =>
      (await import('../adapters/system/help-document.adapter')).createHelpDocumentApi(HELP_PATH).document(),
  });
  container.bind(RESOURCE_CACHE).toResolvedValue((clock: Clock) => new ResourceCache(clock), [CLOCK]);
  // Started on its first use (start.tsx asks for it in a task of its own).
  container.bind<ClockService>(CLOCK_SERVICE).toDynamicValue(() => startClock(systemClock, actorOptions));

  // TV devices introduce themselves to the provider (spec point 7: profile/ with device_id, device_alias).
  const device =
    config.variant === 'tv'
      ? storedDeviceIdentity(
          window.localStorage,
          () => uuidV4(crypto.getRandomValues(new Uint8Array(16))),
          TV_DEVICE_ALIAS,
        )
      : undefined;
  // The HTTP adapters (ky, zod, every schema) load on the first call, once the provider is ready
  // (the demo's worker has started): they leave the page's first load, and the first paint waits for neither.
  const ports = once(async (): Promise<HttpPorts> => {
    const [{ createHttpPorts }] = await Promise.all([import('./http-ports'), providerReady]);
    return createHttpPorts(
      {
        baseUrl,
        appName: config.appName,
        version: config.version,
        tokenStore: container.get<TokenStore>(TOKEN_STORE),
        // Resolved when it happens: the auth actor itself needs this client.
        onSessionExpired: () => container.get<AuthActor>(AUTH_SERVICE).send({ type: 'auth.expired' }),
        onServerDate: (server) => container.get<ClockService>(CLOCK_SERVICE).serverDate(server),
      },
      device,
    );
  });
  // Their code is fetched at once, beside the first render: the session check, the first call, finds it there.
  void import('./http-ports').catch(() => undefined);
  const port = <K extends keyof HttpPorts>(name: K) => lazyPort(() => ports().then((all) => all[name]));
  container.bind<SessionApi>(SESSION_API).toConstantValue(port('session'));
  container.bind<GuideApi>(GUIDE_API).toConstantValue(port('guide'));
  container.bind<RecordingsApi>(RECORDINGS_API).toConstantValue(port('recordings'));
  container.bind<ShowsApi>(SHOWS_API).toConstantValue(port('shows'));
  container.bind<VodApi>(VOD_API).toConstantValue(port('vod'));
  container.bind<UsageApi>(USAGE_API).toConstantValue(port('usage'));
  bindBrowsingMachines(container, later);
  bindAccountMachines(container, later);
  container.bind(DOWNLOAD_MACHINE).toConstantValue(
    later(async () => {
      const [{ provideDownload }, store] = await Promise.all([
        laterModules.download(),
        loaded<OfflineStore>(container, OFFLINE_STORE),
      ]);
      return provideDownload(container.get<RecordingsApi>(RECORDINGS_API), store);
    }),
  );
  container
    .bind<AuthActor>(AUTH_SERVICE)
    .toResolvedValue(
      (sessionApi: SessionApi, tokenStore: TokenStore, cache: ResourceCache, preferences: PreferencesStore) =>
        startAuth(
          { sessionApi, tokenStore, resetData: createSessionReset({ cache, preferences, extra: resetProvider }) },
          actorOptions,
        ),
      [SESSION_API, TOKEN_STORE, RESOURCE_CACHE, PREFERENCES_STORE],
    );
  // The provider's message before the app: asked for once, by the shell's first render.
  container
    .bind(INTERSTITIAL_SERVICE)
    .toResolvedValue(
      (usageApi: UsageApi, preferences: PreferencesStore) =>
        createInterstitialService({ usageApi, preferences }, actorOptions),
      [USAGE_API, PREFERENCES_STORE],
    );
  // The reminders of future shows: their machine loads beside the first screen, and starts then.
  container
    .bind(REMINDERS_SERVICE)
    .toConstantValue(
      later(async () =>
        (await laterModules.reminders()).startReminders(
          { clock: container.get<Clock>(CLOCK), preferences: container.get<PreferencesStore>(PREFERENCES_STORE) },
          actorOptions,
        ),
      ),
    );
  bindDevicePages(container, config, baseUrl, later);
  bindPlayers(container, later);
  // Loaded once the first render has started, beside the first screen's own chunk: a screen that
  // plays finds them there instead of asking for them after its own code has arrived.
  // Each in a task of its own: one module's evaluation at a time, no long task (issue 17).
  loadLater.forEach((service) => setTimeout(() => void service.load().catch(() => undefined), 0));
  return container;
}

/** A service loaded later: its value, awaited (a test may have bound the service itself). */
const loaded = async <T>(container: Container, token: symbol): Promise<T> => {
  const service = container.get<T | LoadedLater<T>>(token);
  return service instanceof LoadedLater ? service.load() : service;
};

/**
 * The machines that drive players, each given its actors here (never inside a component); the
 * hover preview's code loads after the first paint (`LoadedLater`, useService).
 */
function bindPlayers(container: Container, later: LoadLater): void {
  // Loaded beside the first screen: the web's screens draw without it (their player is the
  // layout's, PlaybackHost, which waits for it alone); the TV's player screens wait for it.
  container.bind(PLAYBACK_FACTORY).toConstantValue(
    later(async () =>
      (await laterModules.playback()).createPlaybackFactory({
        guideApi: container.get<GuideApi>(GUIDE_API),
        showsApi: container.get<ShowsApi>(SHOWS_API),
        vodApi: container.get<VodApi>(VOD_API),
        usageApi: container.get<UsageApi>(USAGE_API),
        sessionApi: container.get<SessionApi>(SESSION_API),
        clock: container.get<Clock>(CLOCK),
        createPlayer: container.get<PlayerFactory>(PLAYER_FACTORY),
        monitor: container.get<PlaybackMonitor>(PLAYBACK_MONITOR),
      }),
    ),
  );
  container.bind(PREVIEW_FACTORY).toConstantValue(
    later(async () => {
      const { createPreviewFactory } = await laterModules.preview();
      return createPreviewFactory({
        guideApi: container.get<GuideApi>(GUIDE_API),
        showsApi: container.get<ShowsApi>(SHOWS_API),
        createPlayer: container.get<PlayerFactory>(PLAYER_FACTORY),
      });
    }),
  );
  container
    .bind(PARENTAL_ROUTE_CHALLENGE)
    .toResolvedValue((sessionApi: SessionApi) => createParentalRouteChallenge(sessionApi), [SESSION_API]);
}
