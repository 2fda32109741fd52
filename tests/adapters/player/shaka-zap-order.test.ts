import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeShakaPlayer, fakeMedia } from '../../fakes/fake-shaka-player';

vi.mock('../../../src/adapters/player/shaka.loader', () => ({ loadShaka: async () => ({ Player: FakeShakaPlayer }) }));

const { createShakaPlayer } = await import('../../../src/adapters/player/shaka-player.adapter');

async function attached() {
  const player = createShakaPlayer();
  await player.attach(fakeMedia());
  return player;
}

describe('when the viewer zaps', () => {
  beforeEach(() => FakeShakaPlayer.reset());

  it('should have the first segment of the new stream asked for by the time the load is done (before the app reacts to it)', async () => {
    const player = await attached();
    await player.load({ url: 'https://ch2.mpd' });
    expect(FakeShakaPlayer.last!.requested).toEqual(['https://ch2.mpd segment']);
  });

  it('should stop the old stream without opening a MediaSource the next load prepares itself', async () => {
    const player = await attached();
    await player.load({ url: 'https://ch1.mpd' });
    await player.stop();
    expect(FakeShakaPlayer.last!.unloads).toEqual([false]);
    expect(player.playhead()).toBeNull();
  });
});
