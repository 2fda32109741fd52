import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A stand-in for shaka's PreloadManager: destroyed while it still prepares a stream, shaka rejects
 * its success promise with whatever its half-torn parser throws (seen on CI as "Cannot read
 * properties of null (reading 'h')"), whether or not anyone waits for it.
 */
class FakePreloadManager {
  private fail: (reason: unknown) => void = () => undefined;
  private readonly finished = new Promise<void>((_, reject) => (this.fail = reject));
  waitForFinish() {
    return this.finished;
  }
  async destroy() {
    this.fail(new TypeError("Cannot read properties of null (reading 'h')"));
    if (FakeShakaPlayer.destroyFails) throw new TypeError("Cannot read properties of null (reading 'h')");
  }
}

/** A stand-in for shaka's Player: like shaka, its destroy ends the preloads it made. */
class FakeShakaPlayer extends EventTarget {
  static destroyFails = false;
  readonly managers: FakePreloadManager[] = [];
  configure() {}
  async attach() {}
  async load() {}
  async unload() {}
  async preload() {
    const manager = new FakePreloadManager();
    this.managers.push(manager);
    return manager;
  }
  async destroy() {
    await Promise.all(this.managers.map((manager) => manager.destroy()));
    if (FakeShakaPlayer.destroyFails) throw new TypeError("Cannot read properties of null (reading 'h')");
  }
}

vi.mock('../../../src/adapters/player/shaka.loader', () => ({ loadShaka: async () => ({ Player: FakeShakaPlayer }) }));

const { createShakaPlayer } = await import('../../../src/adapters/player/shaka-player.adapter');

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
/** Lets the runtime report the rejections nobody handled (it does so after the microtasks). */
const reported = () => new Promise((resolve) => setTimeout(resolve, 10));

async function preparingNeighbours() {
  const player = createShakaPlayer();
  await player.attach({ muted: false } as HTMLMediaElement);
  await player.load({ url: 'https://ch1.mpd' });
  player.preload({ url: 'https://ch2.mpd' });
  player.preload({ url: 'https://ch3.mpd' });
  return player;
}

describe('when the player is torn down while it prepares the neighbouring channels', () => {
  beforeEach(() => {
    unhandled.length = 0;
    FakeShakaPlayer.destroyFails = false;
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(() => process.off('unhandledRejection', onUnhandled));

  it('should leave no rejection unhandled when the screen closes (Back from the full-screen player)', async () => {
    const player = await preparingNeighbours();
    await player.destroy();
    await reported();
    expect(unhandled).toEqual([]);
  });

  it('should leave no rejection unhandled when a zap releases the neighbours it does not play', async () => {
    const player = await preparingNeighbours();
    await player.load({ url: 'https://ch4.mpd' });
    await reported();
    expect(unhandled).toEqual([]);
  });

  it('should end quietly even when shaka fails to tear itself down', async () => {
    FakeShakaPlayer.destroyFails = true;
    const player = await preparingNeighbours();
    await expect(player.destroy()).resolves.toBeUndefined();
    await reported();
    expect(unhandled).toEqual([]);
  });
});
