import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeShakaPlayer, fakeMedia } from '../../fakes/fake-shaka-player';

vi.mock('../../../src/adapters/player/shaka.loader', () => ({ loadShaka: async () => ({ Player: FakeShakaPlayer }) }));

const { createShakaPlayer } = await import('../../../src/adapters/player/shaka-player.adapter');

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
/** Lets the runtime report the rejections nobody handled (it does so after the microtasks). */
const reported = () => new Promise((resolve) => setTimeout(resolve, 10));

async function preparingNeighbours() {
  const player = createShakaPlayer();
  await player.attach(fakeMedia());
  await player.load({ url: 'https://ch1.mpd' });
  player.preload({ url: 'https://ch2.mpd' });
  player.preload({ url: 'https://ch3.mpd' });
  return player;
}

describe('when the player is torn down while it prepares the neighbouring channels', () => {
  beforeEach(() => {
    unhandled.length = 0;
    FakeShakaPlayer.reset();
    // Like shaka: destroyed while preparing, a preload rejects its success promise; the player's destroy ends them.
    FakeShakaPlayer.options = { preloadsFailWhenDestroyed: true, destroyEndsPreloads: true };
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
    FakeShakaPlayer.options.destroyFails = true;
    const player = await preparingNeighbours();
    await expect(player.destroy()).resolves.toBeUndefined();
    await reported();
    expect(unhandled).toEqual([]);
  });
});
