import { describe, expect, it } from 'vitest';
import {
  isCodeLifetimeValid,
  verificationAddress,
  MIN_POLL_INTERVAL_SECONDS,
  pollIntervalSeconds,
} from '../../../src/domain/session/device-code';

describe('device code timings announced by the provider', () => {
  it.each([
    [0, 5],
    [-3, 5],
    [Number.NaN, 5],
    [Number.POSITIVE_INFINITY, 5],
    [4.9, 5],
    [5, 5],
    [12, 12],
  ])('an announced interval of %s should poll every %s s', (announced, used) => {
    expect(pollIntervalSeconds(announced)).toBe(used);
    expect(MIN_POLL_INTERVAL_SECONDS).toBe(5);
  });

  it.each([
    [600, true],
    [3_600, true],
    [3_601, false],
    [0, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('a lifetime of %s s should be valid: %s', (seconds, valid) => {
    expect(isCodeLifetimeValid(seconds)).toBe(valid);
  });
});

describe('when the TV shows the address to approve it', () => {
  it.each([
    ['/pair', 'ABCD-1234', 'https://tv.example/', 'https://tv.example/pair?code=ABCD-1234'],
    [
      'https://provider.example/activate',
      'WXYZ-9876',
      'https://tv.example/',
      'https://provider.example/activate?code=WXYZ-9876',
    ],
    [
      'https://provider.example/activate?lang=fr',
      'AB CD',
      'https://tv.example/',
      'https://provider.example/activate?lang=fr&code=AB+CD',
    ],
  ])('%s with the code %s from %s should be %s', (uri, userCode, origin, address) => {
    expect(verificationAddress(uri, userCode, origin)).toBe(address);
  });
});
