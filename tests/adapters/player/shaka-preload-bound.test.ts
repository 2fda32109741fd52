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

  /** 200 zaps up the channels, each preparing both neighbours as the playback machine does; `check` after each. */
  async function zapUp(check: () => void = () => {}) {
    const player = createShakaPlayer();
    await player.attach(fakeMedia());
    for (let channel = 1; channel <= 200; channel++) {
      await player.load({ url: `https://ch${channel}.mpd` });
      player.preload({ url: `https://ch${channel - 1}.mpd` });
      player.preload({ url: `https://ch${channel + 1}.mpd` });
      await settled();
      check();
    }
  }

  it('should keep no more prepared streams than the neighbours, however many zaps', async () => {
    await zapUp(() => expect(alive()).toBeLessThanOrEqual(MAX_PRELOADS));
  });

  it('should leave shaka holding no more preloads than the neighbours, used and released ones included, however many zaps', async () => {
    await zapUp();
    // The last zap's neighbours, still prepared; each zap's load used one of the previous two.
    expect(FakeShakaPlayer.last!.held.length).toBeLessThanOrEqual(MAX_PRELOADS);
    expect(FakeShakaPlayer.last!.held.every((manager) => !manager.destroyed)).toBe(true);
    expect(FakeShakaPlayer.last!.loaded.size).toBe(200);
  });

  it('should keep a neighbour prepared while a load is under way, and use it on the next zap', async () => {
    const player = createShakaPlayer();
    await player.attach(fakeMedia());
    await player.load({ url: 'https://ch1.mpd' });
    let started = () => {};
    FakeShakaPlayer.options.loadsWaitFor = new Promise((resolve) => (started = resolve));
    const loading = player.load({ url: 'https://ch2.mpd' });
    await settled();
    player.preload({ url: 'https://ch3.mpd' });
    started();
    await loading;
    await settled();
    const prepared = FakeShakaPlayer.last!.managers.at(-1)!;
    expect(prepared.destroyed).toBe(false);
    await player.load({ url: 'https://ch3.mpd' });
    expect(FakeShakaPlayer.last!.loaded.has(prepared)).toBe(true);
  });

  it('should leave the next zap its prepared stream when a load ends after that zap began', async () => {
    const player = createShakaPlayer();
    await player.attach(fakeMedia());
    let started = () => {};
    FakeShakaPlayer.options.loadsWaitFor = new Promise((resolve) => (started = resolve));
    const first = player.load({ url: 'https://ch1.mpd' });
    await settled();
    player.preload({ url: 'https://ch2.mpd' });
    await settled();
    const prepared = FakeShakaPlayer.last!.managers.at(-1)!;
    const second = player.load({ url: 'https://ch2.mpd' });
    await settled();
    started();
    await first;
    await second;
    expect(FakeShakaPlayer.last!.loaded.has(prepared)).toBe(true);
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
