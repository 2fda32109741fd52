import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { pictureInGuideMachine } from '../../../src/application/guide/picture-in-guide.machine';
import type { Channel } from '../../../src/domain/guide/channel';
import { PIG_SETTLE_MS } from '../../../src/domain/guide/guide';
import { aChannel } from '../../fakes/shows';

const [one, two, three] = ['ch1', 'ch2', 'ch3'].map((id, index) => aChannel({ id, number: index + 1 })) as [
  Channel,
  Channel,
  Channel,
];

function started() {
  const played: string[] = [];
  const actor = createActor(pictureInGuideMachine);
  actor.on('pig.play', ({ channelId }) => void played.push(channelId));
  actor.start();
  const focus = (channel: Channel | null) => actor.send({ type: 'pig.focus', channel });
  const context = () => actor.getSnapshot().context;
  return { actor, played, focus, context };
}

describe('picture in guide', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should play nothing before a row has a channel', () => {
    const { played, focus, context } = started();
    focus(null);
    vi.advanceTimersByTime(PIG_SETTLE_MS);
    expect(played).toEqual([]);
    expect(context().playing).toBeNull();
  });

  it('should play the channel the guide opens on at once', () => {
    const { played, focus, context } = started();
    focus(one);
    expect(played).toEqual(['ch1']);
    expect(context().playing).toBe(one);
  });

  describe('when the focus moves to another row', () => {
    it('should keep the channel until just before the focus rested long enough', () => {
      const { played, focus, context } = started();
      focus(one);
      focus(two);
      vi.advanceTimersByTime(PIG_SETTLE_MS - 1);
      expect(played).toEqual(['ch1']);
      expect(context().playing).toBe(one);
    });

    it('should play the focused channel once the focus rested on it', () => {
      const { played, focus, context } = started();
      focus(one);
      focus(two);
      vi.advanceTimersByTime(PIG_SETTLE_MS);
      expect(played).toEqual(['ch1', 'ch2']);
      expect(context().playing).toBe(two);
    });

    it('should start no stream for rows passed quickly', () => {
      const { played, focus } = started();
      focus(one);
      focus(two);
      vi.advanceTimersByTime(PIG_SETTLE_MS - 1);
      focus(three);
      vi.advanceTimersByTime(PIG_SETTLE_MS - 1);
      expect(played).toEqual(['ch1']);
      vi.advanceTimersByTime(1);
      expect(played).toEqual(['ch1', 'ch3']);
    });

    it('should not play the same channel again when the focus comes back to it', () => {
      const { played, focus } = started();
      focus(one);
      focus(two);
      focus(one);
      vi.advanceTimersByTime(PIG_SETTLE_MS);
      expect(played).toEqual(['ch1']);
    });

    it('should drop the wait on a row without a channel', () => {
      const { played, focus } = started();
      focus(one);
      focus(two);
      focus(null);
      vi.advanceTimersByTime(PIG_SETTLE_MS * 2);
      expect(played).toEqual(['ch1']);
    });
  });

  describe('when the parental PIN is dropped', () => {
    it('should lock the channel playing', () => {
      const { actor, focus, context } = started();
      focus(one);
      actor.send({ type: 'pig.decline' });
      expect(context().declined).toBe(true);
    });

    it('should keep the lock until another channel plays', () => {
      const { actor, focus, context } = started();
      focus(one);
      actor.send({ type: 'pig.decline' });
      focus(two);
      vi.advanceTimersByTime(PIG_SETTLE_MS - 1);
      expect(context().declined).toBe(true);
      vi.advanceTimersByTime(1);
      expect(context().declined).toBe(false);
    });

    it('should lock nothing before a channel plays', () => {
      const { actor, context } = started();
      actor.send({ type: 'pig.decline' });
      expect(context().declined).toBe(false);
    });
  });
});
