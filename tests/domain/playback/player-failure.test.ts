import { describe, expect, it } from 'vitest';
import { classifyPlayerError } from '../../../src/domain/playback/player-failure';

describe('what the user is told when the player fails', () => {
  it.each([
    [{ severity: 1, category: 1, code: 1001 }, true, null],
    [{ severity: 1, category: 3, code: 3014 }, true, null],
    [{ severity: 2, category: 1, code: 1001 }, true, 'network'],
    [{ severity: 2, category: 3, code: 3014 }, false, 'network'],
    [{ severity: 2, category: 6, code: 6001 }, true, 'drm-level'],
    [{ severity: 2, category: 4, code: 4012 }, true, 'drm-level'],
    [{ severity: 2, category: 6, code: 6000 }, true, 'unsupported-browser'],
    [{ severity: 2, category: 4, code: 4032 }, true, 'unsupported-browser'],
    [{ severity: 2, category: 3, code: 3016 }, true, 'generic'],
  ])('%j (online %s) should be %s', (error, online, failure) => {
    expect(classifyPlayerError(error, online)).toBe(failure);
  });
});
