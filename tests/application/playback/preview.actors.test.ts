import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { hoverPreviewMachine } from '../../../src/application/playback/hover-preview.machine';
import { createPreviewActors } from '../../../src/application/playback/preview.actors';
import { FakePlayer } from '../../fakes/fake-player';

describe('hover preview actors over a player', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should load the preview muted with its cap, offset and adaptive bitrate, and release it on leave', async () => {
    const player = new FakePlayer();
    const actor = createActor(hoverPreviewMachine.provide({ actors: createPreviewActors(player) }), {
      input: {},
    }).start();
    actor.send({
      type: 'preview.hover',
      target: { show: { id: 's1', url: '' }, channel: { id: 'c1', liveUrl: 'https://live/c1.mpd' }, isCurrent: false },
    });
    await vi.advanceTimersByTimeAsync(750);
    expect(player.loads).toEqual([
      {
        rights: { url: 'https://live/c1.mpd' },
        options: { startSeconds: 900, maxBandwidth: 900_000, adaptiveBitrate: true, muted: true },
      },
    ]);
    actor.send({ type: 'preview.leave' });
    await vi.advanceTimersByTimeAsync(0);
    expect(player.calls).toEqual(['load https://live/c1.mpd', 'stop']);
  });

  it('should release silently when the preview fails to load', async () => {
    const player = new FakePlayer();
    player.loadError = new Error('manifest 404');
    const actor = createActor(hoverPreviewMachine.provide({ actors: createPreviewActors(player) }), {
      input: {},
    }).start();
    actor.send({
      type: 'preview.hover',
      target: { show: { id: 's1', url: 'https://replay/s1.mpd' }, channel: { id: 'c1', liveUrl: '' }, isCurrent: true },
    });
    await vi.advanceTimersByTimeAsync(750);
    expect(player.calls).toEqual(['load https://replay/s1.mpd', 'stop']);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
