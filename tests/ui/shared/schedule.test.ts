import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterCurrentTask, afterNextPaint } from '../../../src/ui/shared/schedule';

describe('scheduling for the layouts', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }),
  );
  afterEach(() => vi.useRealTimers());

  describe('after the current task', () => {
    it('should run the task once the current one is over, not before', () => {
      const task = vi.fn();
      afterCurrentTask(task);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(task).toHaveBeenCalledOnce();
    });

    it('should not run a cancelled task', () => {
      const task = vi.fn();
      afterCurrentTask(task)();
      vi.advanceTimersByTime(0);
      expect(task).not.toHaveBeenCalled();
    });
  });

  describe('after the next paint', () => {
    it('should run the task in a task after the next frame, not in the frame', () => {
      const task = vi.fn();
      afterNextPaint(task);
      vi.advanceTimersToNextFrame();
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledOnce();
    });

    it('should not run a task cancelled before the frame', () => {
      const task = vi.fn();
      afterNextPaint(task)();
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(20);
      expect(task).not.toHaveBeenCalled();
    });

    it('should not run a task cancelled after the frame', () => {
      const task = vi.fn();
      const cancel = afterNextPaint(task);
      vi.advanceTimersToNextFrame();
      cancel();
      vi.advanceTimersByTime(20);
      expect(task).not.toHaveBeenCalled();
    });
  });
});
