import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeMediaElement, FakeShakaPlayer } from '../../fakes/fake-shaka-player';

vi.mock('../../../src/adapters/player/shaka.loader', () => ({ loadShaka: async () => ({ Player: FakeShakaPlayer }) }));

const { createShakaPlayer } = await import('../../../src/adapters/player/shaka-player.adapter');

async function attached() {
  const media = new FakeMediaElement();
  const player = createShakaPlayer();
  await player.attach(media as unknown as HTMLMediaElement);
  return { player, media, shaka: FakeShakaPlayer.last! };
}

describe('the playing stream as the diagnostics read it', () => {
  beforeEach(() => FakeShakaPlayer.reset());

  it('should tell nothing before a stream is loaded', async () => {
    const { player } = await attached();
    expect(player.stats()).toBeNull();
  });

  it('should give shaka’s figures and the seconds buffered ahead, unknown ones as null', async () => {
    const { player, media, shaka } = await attached();
    await player.load({ url: 'https://stream.mpd' });
    shaka.stats = { streamBandwidth: 2_000_000, width: 1280, height: 720, estimatedBandwidth: NaN, droppedFrames: 2 };
    media.currentTime = 10;
    media.bufferedRange = [8, 14.5];
    expect(player.stats()).toEqual({
      bitrate: 2_000_000,
      width: 1280,
      height: 720,
      bufferSeconds: 4.5,
      bandwidthEstimate: null,
      droppedFrames: 2,
    });
  });

  it('should tell each time the element starts showing frames, until unsubscribed', async () => {
    const { player, media } = await attached();
    let frames = 0;
    const stop = player.onFirstFrame(() => (frames += 1));
    media.dispatchEvent(new Event('playing'));
    stop();
    media.dispatchEvent(new Event('playing'));
    expect(frames).toBe(1);
  });
});
