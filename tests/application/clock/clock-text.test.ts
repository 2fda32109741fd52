import { describe, expect, it } from 'vitest';
import { clockText } from '../../../src/application/clock/clock-text';

describe('clock text of the player controls', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [75, '1:15'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-4, '0:00'],
  ])('should write %s s as %s', (seconds, text) => {
    expect(clockText(seconds)).toBe(text);
  });
});
