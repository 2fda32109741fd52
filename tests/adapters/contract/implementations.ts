import { setupServer } from 'msw/node';
import { createApiClient } from '../../../src/adapters/http/api-client';
import { createKyGuideApi } from '../../../src/adapters/http/ky-guide.adapter';
import { createKyRecordingsApi } from '../../../src/adapters/http/ky-recordings.adapter';
import { createKySessionApi } from '../../../src/adapters/http/ky-session.adapter';
import { createKyShowsApi } from '../../../src/adapters/http/ky-shows.adapter';
import { createKyUsageApi } from '../../../src/adapters/http/ky-usage.adapter';
import { createKyVodApi } from '../../../src/adapters/http/ky-vod.adapter';
import { DemoBackend, memoryDemoStore, type DemoBackendOptions } from '../../../src/adapters/demo/backend';
import { demoHandlers } from '../../../src/adapters/demo/handlers';
import { createInMemoryApis } from '../../../src/adapters/demo/in-memory/apis';
import { createMemoryTokenStore } from '../../../src/adapters/storage/memory-token.store';
import type { DemoControls } from '../../../src/adapters/demo/controls';
import type { GuideApi } from '../../../src/ports/guide.port';
import type { RecordingsApi } from '../../../src/ports/recordings.port';
import type { ShowsApi } from '../../../src/ports/shows.port';
import type { UsageApi } from '../../../src/ports/usage.port';
import type { VodApi } from '../../../src/ports/vod.port';
import type { SessionApi } from '../../../src/ports/session.port';
import type { TokenStore } from '../../../src/ports/token-store.port';

export const BASE = 'http://provider.test';
/** The demo's "now" in every contract test. */
export const NOW = Date.parse('2026-11-22T12:00:00Z');

/** Every API port of one implementation, with what a test needs around it. */
export interface Apis {
  readonly session: SessionApi;
  readonly guide: GuideApi;
  readonly recordings: RecordingsApi;
  readonly usage: UsageApi;
  readonly shows: ShowsApi;
  readonly vod: VodApi;
  readonly tokenStore: TokenStore;
  readonly backend: DemoBackend;
  /** How many times the adapter reported a session expiry. */
  expiries(): number;
  /** Signs in a demo account and keeps its token. */
  signIn(email?: string): Promise<void>;
}

export interface Implementation {
  readonly name: string;
  create(options?: DemoBackendOptions, controls?: DemoControls): Apis;
}

/** Shared by every HTTP fixture of a test file; each fixture installs its own backend's handlers. */
export const server = setupServer();

function newBackend(options: DemoBackendOptions = {}): DemoBackend {
  let tokens = 0;
  return new DemoBackend(
    memoryDemoStore(),
    () => NOW,
    () => `token-${++tokens}`,
    options,
  );
}

function withSignIn(apis: Omit<Apis, 'signIn'>): Apis {
  return {
    ...apis,
    signIn: async (email = 'demo@example.com') =>
      apis.tokenStore.set((await apis.session.login({ email, password: 'demo1234' })).token),
  };
}

export const httpImplementation: Implementation = {
  name: 'HTTP adapter over the MSW handlers',
  create(options, controls = {}) {
    const backend = newBackend(options);
    server.resetHandlers(...demoHandlers(backend, () => controls));
    const tokenStore = createMemoryTokenStore();
    let expired = 0;
    const client = createApiClient({
      baseUrl: BASE,
      appName: 'test',
      version: '1',
      tokenStore,
      onSessionExpired: () => (expired += 1),
    });
    return withSignIn({
      session: createKySessionApi(client),
      guide: createKyGuideApi(client),
      recordings: createKyRecordingsApi(client),
      usage: createKyUsageApi(client),
      shows: createKyShowsApi(client),
      vod: createKyVodApi(client),
      tokenStore,
      backend,
      expiries: () => expired,
    });
  },
};

export const inMemoryImplementation: Implementation = {
  name: 'in-memory adapter over the backend',
  create(options, controls = {}) {
    const backend = newBackend(options);
    const tokenStore = createMemoryTokenStore();
    let expired = 0;
    const apis = createInMemoryApis({
      backend,
      tokenStore,
      onSessionExpired: () => (expired += 1),
      controls: () => controls,
    });
    return withSignIn({ ...apis, tokenStore, backend, expiries: () => expired });
  },
};

export const IMPLEMENTATIONS = [httpImplementation, inMemoryImplementation];
