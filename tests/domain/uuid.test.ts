import { describe, expect, it } from 'vitest';
import { uuidV4 } from '../../src/domain/uuid';

describe('a version 4 UUID from random bytes', () => {
  it('should set the version and variant bits and keep the rest of the bytes', () => {
    expect(uuidV4(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidV4(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('should read the bytes in order', () => {
    expect(uuidV4(Uint8Array.from({ length: 16 }, (_, index) => index))).toBe('00010203-0405-4607-8809-0a0b0c0d0e0f');
  });

  it('should refuse anything but 16 bytes', () => {
    expect(() => uuidV4(new Uint8Array(15))).toThrow(RangeError);
  });
});
