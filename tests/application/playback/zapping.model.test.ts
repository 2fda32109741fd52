import { describe, expect, it } from 'vitest';
import { afterZap, lastChannel, NO_HISTORY, zapTarget } from '../../../src/application/playback/zapping.model';
import type { LiveEntry } from '../../../src/domain/playback/live';
import { aChannel } from '../../fakes/shows';

const entries: LiveEntry[] = ['c1', 'c2', 'c3'].map((id) => ({ channel: aChannel({ id, name: id }) }));

describe('zapping', () => {
  describe('when CH+ or CH- is pressed', () => {
    it.each([
      ['CH+ from the first', 'c1', 1, 'c2'],
      ['CH- from a middle one', 'c2', -1, 'c1'],
      ['CH+ from the last, round to the first', 'c3', 1, 'c1'],
      ['CH- from the first, round to the last', 'c1', -1, 'c3'],
      ['CH+ from a channel outside the list', 'other', 1, 'c1'],
      ['CH- with nothing playing', null, -1, 'c3'],
    ] as const)('should go %s', (_, from, direction, to) => {
      expect(zapTarget(entries, from, direction)?.channel.id).toBe(to);
    });

    it('should go nowhere in an empty list', () => {
      expect(zapTarget([], 'c1', 1)).toBeNull();
    });
  });

  describe('when the last-channel key is pressed', () => {
    it('should have no last channel before a second one plays', () => {
      expect(lastChannel(afterZap(NO_HISTORY, 'c1'))).toBeNull();
    });

    it('should go back to the channel before the current one', () => {
      expect(lastChannel(afterZap(afterZap(NO_HISTORY, 'c1'), 'c3'))).toBe('c1');
    });

    it('should toggle between the two channels', () => {
      const watched = afterZap(afterZap(NO_HISTORY, 'c1'), 'c3');
      const back = afterZap(watched, lastChannel(watched)!);
      expect(back).toEqual({ current: 'c1', previous: 'c3' });
      expect(lastChannel(back)).toBe('c3');
    });

    it('should keep the last channel when the same channel plays again', () => {
      const watched = afterZap(afterZap(NO_HISTORY, 'c1'), 'c2');
      expect(afterZap(watched, 'c2')).toEqual(watched);
    });
  });
});
