/**
 * Stand-ins for shaka's Player and PreloadManager, for the shaka adapter's tests. A test hands
 * FakeShakaPlayer to the adapter through shaka's loader:
 *
 *   vi.mock('../../../src/adapters/player/shaka.loader', () => ({ loadShaka: async () => ({ Player: FakeShakaPlayer }) }));
 *
 * then reads what the adapter did on `FakeShakaPlayer.last`, and sets `FakeShakaPlayer.options`
 * (reset with `FakeShakaPlayer.reset()`) for the behaviours of shaka it looks at.
 */

/** What differs between the tests: each of shaka's behaviours a test looks at, off unless asked for. */
export interface FakeShakaOptions {
  /** Every load fails with this (shaka's error: severity, category, code). */
  loadError?: unknown;
  /** Like shaka, the player's destroy ends the preloads it made. */
  destroyEndsPreloads?: boolean;
  /**
   * A preload prepares until destroyed, and its destroy then rejects its success promise with
   * whatever shaka's half-torn parser throws (seen on CI as "Cannot read properties of null
   * (reading 'h')"), whether or not anyone waits for it. Otherwise a preload is ready at once.
   */
  preloadsFailWhenDestroyed?: boolean;
  /** Every load takes until this settles (a stream that takes its time to start). */
  loadsWaitFor?: Promise<void>;
  /** Destroying the player or one of its preloads throws (shaka failing to tear itself down). */
  destroyFails?: boolean;
}

const tornParser = () => new TypeError("Cannot read properties of null (reading 'h')");

/** A stand-in for shaka's PreloadManager that says whether it was released. */
export class FakePreloadManager {
  destroyed = false;
  private fail: (reason: unknown) => void = () => undefined;
  private readonly finished: Promise<void>;

  constructor(private readonly options: FakeShakaOptions) {
    this.finished = options.preloadsFailWhenDestroyed
      ? new Promise<void>((_, reject) => (this.fail = reject))
      : Promise.resolve();
  }
  waitForFinish() {
    return this.finished;
  }
  async destroy() {
    this.destroyed = true;
    this.fail(tornParser());
    if (this.options.destroyFails) throw tornParser();
  }
}

/**
 * A stand-in for shaka's Player, an event target (dispatch shaka's `error` events on it). It keeps
 * what it was asked: the assets loaded (a manager handed to `load` is shaka's own from then on),
 * each unload's `initializeMediaSource`, and the preloads it made. Its load, like shaka's, resolves
 * with the first segment request of the new stream scheduled on a timer (`requested`).
 */
export class FakeShakaPlayer extends EventTarget {
  static last: FakeShakaPlayer | null = null;
  static options: FakeShakaOptions = {};

  /** Forgets the last player and the options. */
  static reset() {
    FakeShakaPlayer.last = null;
    FakeShakaPlayer.options = {};
  }

  readonly loaded = new Set<unknown>();
  readonly requested: string[] = [];
  readonly unloads: (boolean | undefined)[] = [];
  readonly managers: FakePreloadManager[] = [];
  /** The preloads the player still holds: like shaka, every one it made, used or destroyed, until `destroyAllPreloads`. */
  held: FakePreloadManager[] = [];

  constructor() {
    super();
    FakeShakaPlayer.last = this;
  }
  configure() {}
  async attach() {}
  /** What shaka's `getStats()` answers (NaN where shaka does not know). */
  stats = { streamBandwidth: NaN, width: NaN, height: NaN, estimatedBandwidth: NaN, droppedFrames: NaN };
  getStats() {
    return this.stats;
  }
  async load(asset: unknown) {
    await FakeShakaPlayer.options.loadsWaitFor;
    // shaka reads a preload over several tasks of its load: destroyed meanwhile, the load fails.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (asset instanceof FakePreloadManager && asset.destroyed) throw new Error('load from a destroyed preload');
    if (FakeShakaPlayer.options.loadError) throw FakeShakaPlayer.options.loadError;
    this.loaded.add(asset);
    setTimeout(() => this.requested.push(`${String(asset)} segment`), 0);
    // Like shaka, a preload handed to load is destroyed once its stream is loaded (what it made is the player's).
    if (asset instanceof FakePreloadManager) asset.destroyed = true;
  }
  async unload(initializeMediaSource?: boolean) {
    this.unloads.push(initializeMediaSource);
  }
  async preload() {
    const manager = new FakePreloadManager(FakeShakaPlayer.options);
    this.managers.push(manager);
    this.held.push(manager);
    return manager;
  }
  async destroyAllPreloads() {
    const held = this.held;
    this.held = [];
    await Promise.all(held.filter((manager) => !manager.destroyed).map((manager) => manager.destroy()));
  }
  async destroy() {
    if (FakeShakaPlayer.options.destroyEndsPreloads) {
      await Promise.all(this.managers.map((manager) => manager.destroy()));
    }
    if (FakeShakaPlayer.options.destroyFails) throw tornParser();
  }
}

/** A media element for the adapter: an event target (dispatch `playing` on it) with a position and a buffered range. */
export class FakeMediaElement extends EventTarget {
  muted = false;
  currentTime = 0;
  bufferedRange: [number, number] | null = null;
  get buffered() {
    const range = this.bufferedRange;
    return { length: range ? 1 : 0, start: () => range?.[0] ?? 0, end: () => range?.[1] ?? 0 };
  }
}

/** A fresh `FakeMediaElement`, typed as the element the adapter attaches to. */
export const fakeMedia = () => new FakeMediaElement() as unknown as HTMLMediaElement;
