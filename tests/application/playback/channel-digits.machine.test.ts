import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { channelDigitsMachine } from '../../../src/application/playback/channel-digits.machine';
import type { NumberedChannel } from '../../../src/application/playback/channel-digits.model';
import { ZAP_DIGIT_WAIT_MS } from '../../../src/domain/playback/zapping';

/** Channels 1 to 12: 1 may still become 10, 11 or 12; 2 to 9 are the only ones starting so. */
const lineup: NumberedChannel[] = Array.from({ length: 12 }, (_, index) => ({
  id: `ch${index + 1}`,
  number: index + 1,
}));

function started(channels: readonly NumberedChannel[] = lineup) {
  const switched: string[] = [];
  const actor = createActor(channelDigitsMachine, { input: { channels } });
  actor.on('digits.switch', ({ channelId }) => void switched.push(channelId));
  actor.start();
  const type = (...digits: number[]) => digits.forEach((digit) => actor.send({ type: 'digits.type', digit }));
  const shown = () => {
    const snapshot = actor.getSnapshot();
    return snapshot.hasTag('shown') ? snapshot.context.outcome?.typed : null;
  };
  return { actor, switched, type, shown, state: () => actor.getSnapshot().value };
}

describe('channel digits', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should show nothing before a digit', () => {
    const { state, shown } = started();
    expect(state()).toBe('idle');
    expect(shown()).toBeNull();
  });

  describe('when a number only one channel has is typed', () => {
    it('should switch to it at once and show nothing', () => {
      const { type, switched, state, shown } = started();
      type(7);
      expect(switched).toEqual(['ch7']);
      expect(state()).toBe('idle');
      expect(shown()).toBeNull();
    });

    it('should start afresh with the next digit', () => {
      const { type, switched } = started();
      type(7, 3);
      expect(switched).toEqual(['ch7', 'ch3']);
    });
  });

  describe('when a number others start with is typed', () => {
    it('should show it until just before the wait is over', () => {
      const { type, switched, state, shown } = started();
      type(1);
      vi.advanceTimersByTime(ZAP_DIGIT_WAIT_MS - 1);
      expect(state()).toBe('typing');
      expect(shown()).toBe('1');
      expect(switched).toEqual([]);
    });

    it('should switch to it once the wait is over', () => {
      const { type, switched, state, shown } = started();
      type(1);
      vi.advanceTimersByTime(ZAP_DIGIT_WAIT_MS);
      expect(switched).toEqual(['ch1']);
      expect(state()).toBe('idle');
      expect(shown()).toBeNull();
    });

    it('should switch at once on a second digit that makes one number', () => {
      const { type, switched } = started();
      type(1);
      vi.advanceTimersByTime(ZAP_DIGIT_WAIT_MS - 500);
      type(1);
      expect(switched).toEqual(['ch11']);
      vi.advanceTimersByTime(ZAP_DIGIT_WAIT_MS);
      expect(switched).toEqual(['ch11']);
    });

    it('should start the wait again on each further digit', () => {
      const { type, switched, shown } = started(
        Array.from({ length: 120 }, (_, index) => ({ id: `ch${index + 1}`, number: index + 1 })),
      );
      type(1);
      vi.advanceTimersByTime(ZAP_DIGIT_WAIT_MS - 1);
      type(0);
      vi.advanceTimersByTime(ZAP_DIGIT_WAIT_MS - 1);
      expect(shown()).toBe('10');
      expect(switched).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(switched).toEqual(['ch10']);
    });

    it('should decide on the lineup of the end of the wait', () => {
      const { actor, type, switched, state, shown } = started();
      type(1);
      actor.send({ type: 'digits.lineup', channels: lineup.filter((channel) => channel.number !== 1) });
      vi.advanceTimersByTime(ZAP_DIGIT_WAIT_MS);
      expect(switched).toEqual([]);
      expect(state()).toBe('noMatch');
      expect(shown()).toBe('1');
    });
  });

  describe('when a number no channel has is typed', () => {
    it('should show it until just before the wait is over', () => {
      const { type, state, shown } = started();
      type(0);
      vi.advanceTimersByTime(ZAP_DIGIT_WAIT_MS - 1);
      expect(state()).toBe('noMatch');
      expect(shown()).toBe('0');
    });

    it('should forget it once the wait is over, switching nowhere', () => {
      const { type, switched, state, shown } = started();
      type(0);
      vi.advanceTimersByTime(ZAP_DIGIT_WAIT_MS);
      expect(state()).toBe('idle');
      expect(shown()).toBeNull();
      expect(switched).toEqual([]);
    });

    it('should take the next digit as a new number', () => {
      const { type, switched } = started();
      type(0, 5);
      expect(switched).toEqual(['ch5']);
    });
  });
});
