import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeShakaPlayer, fakeMedia } from '../../fakes/fake-shaka-player';

vi.mock('../../../src/adapters/player/shaka.loader', () => ({ loadShaka: async () => ({ Player: FakeShakaPlayer }) }));

const { createShakaPlayer, MAX_PRELOADS } = await import('../../../src/adapters/player/shaka-player.adapter');

/** Lets the released managers' destroy calls run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Prepared streams still held for a zap: neither released nor played. */
const alive = () =>
  FakeShakaPlayer.last!.managers.filter((manager) => !manager.destroyed && !FakeShakaPlayer.last!.loaded.has(manager))
    .length;

describe('when a viewer zaps for a long while (the TV heap loop)', () => {
  beforeEach(() => FakeShakaPlayer.reset());

  it('should keep no more prepared streams than the neighbours, however many zaps', async () => {
    const player = createShakaPlayer();
    await player.attach(fakeMedia());
    for (let channel = 1; channel <= 200; channel++) {
      await player.load({ url: `https://ch${channel}.mpd` });
      player.preload({ url: `https://ch${channel - 1}.mpd` });
      player.preload({ url: `https://ch${channel + 1}.mpd` });
      await settled();
      expect(alive()).toBeLessThanOrEqual(MAX_PRELOADS);
    }
  });

  it('should release every prepared stream when the screen closes', async () => {
    const player = createShakaPlayer();
    await player.attach(fakeMedia());
    for (let channel = 1; channel <= 5; channel++) player.preload({ url: `https://ch${channel}.mpd` });
    await player.destroy();
    await settled();
    expect(alive()).toBe(0);
  });
});
