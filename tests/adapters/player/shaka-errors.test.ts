import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerFailure } from '../../../src/domain/playback/player-failure';
import { FakeShakaPlayer, fakeMedia } from '../../fakes/fake-shaka-player';

vi.mock('../../../src/adapters/player/shaka.loader', () => ({ loadShaka: async () => ({ Player: FakeShakaPlayer }) }));

const { createShakaPlayer } = await import('../../../src/adapters/player/shaka-player.adapter');

const shakaError = (severity: number, category: number, code: number) =>
  new CustomEvent('error', { detail: { severity, category, code } });

async function playing() {
  const player = createShakaPlayer();
  await player.attach(fakeMedia());
  await player.load({ url: 'https://stream.mpd' });
  const failures: PlayerFailure[] = [];
  player.onFailure((failure) => failures.push(failure));
  return { player, failures, shaka: FakeShakaPlayer.last! };
}

describe('when shaka reports an error while a stream plays', () => {
  beforeEach(() => FakeShakaPlayer.reset());

  it.each([
    [1, 1001, 'network'],
    [6, 6001, 'drm-level'],
    [4, 4032, 'unsupported-browser'],
    [3, 3016, 'generic'],
  ] as const)('should tell a critical error of category %s, code %s as %s', async (category, code, failure) => {
    const { shaka, failures } = await playing();
    shaka.dispatchEvent(shakaError(2, category, code));
    expect(failures).toEqual([failure]);
  });

  it('should stay quiet on a recoverable error (shaka retries by itself)', async () => {
    const { shaka, failures } = await playing();
    shaka.dispatchEvent(shakaError(1, 1, 1001));
    expect(failures).toEqual([]);
  });

  it('should stop telling once unsubscribed or stopped', async () => {
    const { player, shaka, failures } = await playing();
    await player.stop();
    shaka.dispatchEvent(shakaError(2, 1, 1001));
    expect(failures).toEqual([]);
  });

  it('should fail a load with the kind the user is told', async () => {
    const player = createShakaPlayer();
    await player.attach(fakeMedia());
    FakeShakaPlayer.options.loadError = { severity: 2, category: 6, code: 6001 };
    await expect(player.load({ url: 'https://stream.mpd' })).rejects.toMatchObject({
      kind: 'drm-level',
      call: 'player',
    });
  });
});
