import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { zapBannerMachine } from '../../../src/application/playback/zap-banner.machine';
import { ZAP_BANNER_MS } from '../../../src/domain/playback/zapping';

const started = () => createActor(zapBannerMachine).start();
const visible = (actor: ReturnType<typeof started>) => actor.getSnapshot().hasTag('visible');

describe('zap banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should be hidden before any zap', () => {
    expect(visible(started())).toBe(false);
  });

  describe('when a zap shows it', () => {
    it('should stay until just before the wait is over', () => {
      const actor = started();
      actor.send({ type: 'banner.show' });
      vi.advanceTimersByTime(ZAP_BANNER_MS - 1);
      expect(visible(actor)).toBe(true);
    });

    it('should hide once the wait is over', () => {
      const actor = started();
      actor.send({ type: 'banner.show' });
      vi.advanceTimersByTime(ZAP_BANNER_MS);
      expect(visible(actor)).toBe(false);
    });

    it('should start the wait again on a further zap', () => {
      const actor = started();
      actor.send({ type: 'banner.show' });
      vi.advanceTimersByTime(ZAP_BANNER_MS - 1000);
      actor.send({ type: 'banner.show' });
      vi.advanceTimersByTime(ZAP_BANNER_MS - 1);
      expect(visible(actor)).toBe(true);
      vi.advanceTimersByTime(1);
      expect(visible(actor)).toBe(false);
    });

    it('should hide at once when asked', () => {
      const actor = started();
      actor.send({ type: 'banner.show' });
      actor.send({ type: 'banner.hide' });
      expect(visible(actor)).toBe(false);
    });
  });

  describe('when the remote focuses it', () => {
    it('should stay however long the focus stays', () => {
      const actor = started();
      actor.send({ type: 'banner.show' });
      actor.send({ type: 'banner.focus' });
      vi.advanceTimersByTime(ZAP_BANNER_MS * 10);
      expect(visible(actor)).toBe(true);
    });

    it('should stay through a zap while focused', () => {
      const actor = started();
      actor.send({ type: 'banner.show' });
      actor.send({ type: 'banner.focus' });
      actor.send({ type: 'banner.show' });
      vi.advanceTimersByTime(ZAP_BANNER_MS * 2);
      expect(visible(actor)).toBe(true);
    });

    it('should hide a full wait after the focus leaves', () => {
      const actor = started();
      actor.send({ type: 'banner.show' });
      actor.send({ type: 'banner.focus' });
      vi.advanceTimersByTime(ZAP_BANNER_MS * 2);
      actor.send({ type: 'banner.blur' });
      vi.advanceTimersByTime(ZAP_BANNER_MS - 1);
      expect(visible(actor)).toBe(true);
      vi.advanceTimersByTime(1);
      expect(visible(actor)).toBe(false);
    });

    it('should not show when focused while hidden', () => {
      const actor = started();
      actor.send({ type: 'banner.focus' });
      expect(visible(actor)).toBe(false);
    });
  });
});
