import { describe, expect, it } from 'vitest';
import { livePlayPath, liveReplayPath, liveTabPath } from '../../src/application/live-paths';

describe('live screen paths', () => {
  it.each([
    ['a channel of the lineup', livePlayPath('c1'), '/live/normal?play=c1'],
    ['a FAST channel from its tab', livePlayPath('f 1', 'fast'), '/live/fast?play=f%201'],
    ['a show by its flags', liveReplayPath('s/1'), '/live/normal?replay=s%2F1'],
    ['the watch-next tab', liveTabPath('watchnext'), '/live/watchnext'],
  ])('should lead to %s', (_, path, expected) => {
    expect(path).toBe(expected);
  });
});
