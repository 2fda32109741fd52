import { describe, expect, it } from 'vitest';
import { trackMemoryKey } from '../../src/domain/player-tracks';

describe('audio and subtitles are remembered per channel for live and per series for replay', () => {
  it.each([
    [{ kind: 'live', channelId: 'ch3' }, 'channel:ch3'],
    [{ kind: 'replay', showId: 's1', serieId: 'serie-9' }, 'serie:serie-9'],
    [{ kind: 'replay', showId: 's1', serieId: '' }, 'show:s1'],
    [{ kind: 'replay', showId: 's1' }, 'show:s1'],
    [{ kind: 'vod', showId: 'v7' }, 'vod:v7'],
  ] as const)('%j is remembered under %s', (target, key) => {
    expect(trackMemoryKey(target)).toBe(key);
  });

  it('should share one memory between two episodes of a series', () => {
    expect(trackMemoryKey({ kind: 'replay', showId: 'e1', serieId: 'x' })).toBe(trackMemoryKey({ kind: 'replay', showId: 'e2', serieId: 'x' }));
  });
});
