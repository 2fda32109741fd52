import { AccountBackend } from './backend/account';
import { BackendContext } from './backend/context';
import { DeviceCodeBackend } from './backend/device-code';
import { GuideBackend } from './backend/guide';
import { RecordingsBackend, type QuotaLimits } from './backend/recordings';
import { SessionBackend } from './backend/session';
import { ShowsBackend } from './backend/shows';
import { UsageBackend } from './backend/usage';
import { VodBackend } from './backend/vod';
import { emptyState, memoryDemoStore, type DemoState, type DemoStore } from './backend/state';
import { Catalogue, DEMO_SEED, type CatalogueOptions } from './catalogue/catalogue';

export interface DemoBackendOptions extends CatalogueOptions {
  /** Storage of every account (tests lower it to reach 509 quickly). */
  readonly quotas?: QuotaLimits;
  /** Give demo@example.com sample recordings, bookmarks and a rental (browser and server; off in tests). */
  readonly sampleData?: boolean;
  /** A catalogue already made from the same options, whose generated guide is kept (the service worker's backend of one request). */
  readonly catalogue?: Catalogue;
}

/**
 * The demo provider's behaviour in domain terms, independent of transport: the MSW handlers
 * (browser worker, node tests, demo server) and the in-memory adapters both wrap it. One
 * module per call group over one state, persisted through the DemoStore.
 */
export class DemoBackend {
  readonly catalogue: Catalogue;
  readonly session: SessionBackend;
  readonly deviceCodes: DeviceCodeBackend;
  readonly account: AccountBackend;
  readonly guide: GuideBackend;
  readonly recordings: RecordingsBackend;
  readonly usage: UsageBackend;
  readonly shows: ShowsBackend;
  readonly vod: VodBackend;
  private readonly store: DemoStore;
  /** The provider's clock, in epoch milliseconds (what its answers' Date header says). */
  readonly now: () => number;

  constructor(store: DemoStore, now: () => number, newToken: () => string, options: DemoBackendOptions = {}) {
    this.store = store;
    this.now = now;
    this.catalogue = options.catalogue ?? new Catalogue(options);
    const ctx = new BackendContext(this.catalogue, store, now, newToken, options.sampleData);
    this.session = new SessionBackend(ctx);
    this.deviceCodes = new DeviceCodeBackend(ctx, this.session);
    this.account = new AccountBackend(ctx);
    this.guide = new GuideBackend(ctx);
    this.recordings = new RecordingsBackend(ctx, options.quotas);
    this.usage = new UsageBackend(ctx);
    this.shows = new ShowsBackend(ctx, this.recordings);
    this.vod = new VodBackend(ctx);
  }

  /** Forgets every session and account change; the catalogue stays (it is regenerated from the seed). */
  reset(): void {
    this.store.save(emptyState());
  }
}

export { Catalogue, DEMO_SEED, memoryDemoStore, type DemoState, type DemoStore };
