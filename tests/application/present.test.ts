import { describe, expect, it } from 'vitest';
import { present } from '../../src/application/present';

describe('present', () => {
  it('should give back a value the state holds', () => {
    expect(present('show-1', 'show')).toBe('show-1');
    expect(present(0, 'position')).toBe(0);
  });

  it.each([null, undefined])('should throw, naming what is missing, on %s', (value) => {
    expect(() => present(value, 'show')).toThrow('no show in this state');
  });
});
