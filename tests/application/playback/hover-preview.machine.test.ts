import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { hoverPreviewMachine, type PreviewTarget } from '../../../src/application/playback/hover-preview.machine';
import type { ConnectionInfo, PreviewPlan } from '../../../src/domain/playback/preview';

const current: PreviewTarget = {
  show: { id: 's1', url: '' },
  channel: { id: 'c1', liveUrl: 'https://live/c1.mpd' },
  isCurrent: true,
};
const replay: PreviewTarget = {
  show: { id: 's2', url: 'https://replay/s2.mpd' },
  channel: { id: 'c1', liveUrl: 'https://live/c1.mpd' },
  isCurrent: false,
};

function startPreview({ connection, failLoad = false }: { connection?: ConnectionInfo; failLoad?: boolean } = {}) {
  const calls: string[] = [];
  const plans: PreviewPlan[] = [];
  const actor = createActor(
    hoverPreviewMachine.provide({
      actors: {
        startPreview: fromPromise<void, PreviewPlan>(async ({ input }) => {
          calls.push('start');
          plans.push(input);
          if (failLoad) throw new Error('load failed');
        }),
        stopPreview: fromPromise<void>(async () => {
          calls.push('stop');
        }),
      },
    }),
    { input: { connection } },
  ).start();
  const view = () => {
    const snapshot = actor.getSnapshot();
    return { spinner: snapshot.hasTag('spinner'), visible: snapshot.hasTag('visible') };
  };
  return { actor, calls, plans, view };
}

describe('hover preview machine (spec point 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('when the pointer stays on a card', () => {
    it('should show a spinner after 250 ms and start the preview 500 ms later', async () => {
      const { actor, calls, view } = startPreview();
      actor.send({ type: 'preview.hover', target: current });
      await vi.advanceTimersByTimeAsync(249);
      expect(view()).toEqual({ spinner: false, visible: false });
      await vi.advanceTimersByTimeAsync(1);
      expect(view()).toEqual({ spinner: true, visible: false });
      await vi.advanceTimersByTimeAsync(499);
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toEqual(['start']);
      expect(view()).toEqual({ spinner: false, visible: true });
    });

    it('should preview a current show live from the channel with the bandwidth cap and adaptive bitrate', async () => {
      const { actor, plans } = startPreview();
      actor.send({ type: 'preview.hover', target: current });
      await vi.advanceTimersByTimeAsync(750);
      expect(plans).toEqual([
        { url: 'https://live/c1.mpd', startSeconds: 0, maxBandwidth: 900_000, adaptiveBitrate: true },
      ]);
    });

    it('should preview any other show from its own url 900 s in', async () => {
      const { actor, plans } = startPreview();
      actor.send({ type: 'preview.hover', target: replay });
      await vi.advanceTimersByTimeAsync(750);
      expect(plans[0]).toMatchObject({ url: 'https://replay/s2.mpd', startSeconds: 900 });
    });

    it('should not restart when the same card is hovered again', async () => {
      const { actor, calls } = startPreview();
      actor.send({ type: 'preview.hover', target: current });
      await vi.advanceTimersByTimeAsync(750);
      actor.send({ type: 'preview.hover', target: current });
      await vi.advanceTimersByTimeAsync(750);
      expect(calls).toEqual(['start']);
    });
  });

  describe('when the pointer leaves', () => {
    it('should start nothing when it leaves before the delay', async () => {
      const { actor, calls } = startPreview();
      actor.send({ type: 'preview.hover', target: current });
      await vi.advanceTimersByTimeAsync(400);
      actor.send({ type: 'preview.leave' });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(calls).toEqual([]);
      expect(actor.getSnapshot().value).toBe('idle');
    });

    it('should stop and release a preview that plays', async () => {
      const { actor, calls, view } = startPreview();
      actor.send({ type: 'preview.hover', target: current });
      await vi.advanceTimersByTimeAsync(750);
      actor.send({ type: 'preview.leave' });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toEqual(['start', 'stop']);
      expect(view().visible).toBe(false);
      expect(actor.getSnapshot().context.target).toBeNull();
    });

    it('should restart the delays when the pointer moves to another card', async () => {
      const { actor, plans } = startPreview();
      actor.send({ type: 'preview.hover', target: current });
      await vi.advanceTimersByTimeAsync(600);
      actor.send({ type: 'preview.hover', target: replay });
      await vi.advanceTimersByTimeAsync(600);
      expect(plans).toEqual([]);
      await vi.advanceTimersByTimeAsync(150);
      expect(plans.map((plan) => plan.url)).toEqual(['https://replay/s2.mpd']);
    });

    it('should release a playing preview before previewing the next card', async () => {
      const { actor, calls, plans } = startPreview();
      actor.send({ type: 'preview.hover', target: current });
      await vi.advanceTimersByTimeAsync(750);
      actor.send({ type: 'preview.hover', target: replay });
      await vi.advanceTimersByTimeAsync(750);
      expect(calls).toEqual(['start', 'stop', 'start']);
      expect(plans[1]?.url).toBe('https://replay/s2.mpd');
    });
  });

  describe('when the connection is slow', () => {
    it.each<ConnectionInfo>([
      { effectiveType: '2g' },
      { effectiveType: 'slow-2g' },
      { effectiveType: '4g', saveData: true },
    ])('should ignore hover on %o', async (connection) => {
      const { actor, calls, view } = startPreview({ connection });
      actor.send({ type: 'preview.hover', target: current });
      await vi.advanceTimersByTimeAsync(2_000);
      expect(calls).toEqual([]);
      expect(view()).toEqual({ spinner: false, visible: false });
    });

    it('should follow connection changes', async () => {
      const { actor, calls } = startPreview({ connection: { effectiveType: '2g' } });
      actor.send({ type: 'preview.connectionChanged', connection: { effectiveType: '4g' } });
      actor.send({ type: 'preview.hover', target: current });
      await vi.advanceTimersByTimeAsync(750);
      expect(calls).toEqual(['start']);
    });
  });

  describe('when the preview fails', () => {
    it('should stop and release silently when it cannot load', async () => {
      const { actor, calls, view } = startPreview({ failLoad: true });
      actor.send({ type: 'preview.hover', target: current });
      await vi.advanceTimersByTimeAsync(750);
      expect(calls).toEqual(['start', 'stop']);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(view()).toEqual({ spinner: false, visible: false });
    });

    it('should stop and release when the player fails while playing', async () => {
      const { actor, calls } = startPreview();
      actor.send({ type: 'preview.hover', target: current });
      await vi.advanceTimersByTimeAsync(750);
      actor.send({ type: 'preview.failed' });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toEqual(['start', 'stop']);
      expect(actor.getSnapshot().value).toBe('idle');
    });

    it('should not start the card hovered during release when it is left again', async () => {
      const { actor, calls } = startPreview();
      actor.send({ type: 'preview.hover', target: current });
      await vi.advanceTimersByTimeAsync(750);
      actor.send({ type: 'preview.leave' });
      actor.send({ type: 'preview.hover', target: replay });
      actor.send({ type: 'preview.leave' });
      await vi.advanceTimersByTimeAsync(2_000);
      expect(calls).toEqual(['start', 'stop']);
      expect(actor.getSnapshot().value).toBe('idle');
    });
  });
});
