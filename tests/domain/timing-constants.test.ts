import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLOCK_TICK } from '../../src/domain/clock';
import { isClockIncorrect, TIME_TOLERANCE } from '../../src/domain/clock-skew';
import { DATA_STALE_AFTER, FAILED_LOAD_RETRY_AFTER, shouldLoad } from '../../src/domain/freshness';
import {
  KEEP_ALIVE_INTERVAL,
  playbackStart,
  STREAM_EVENT_MIN_DURATION,
  streamStopEvent,
} from '../../src/domain/playback/playback';
import { SESSION_COOKIE_DAYS } from '../../src/domain/session/session';
import { clampVolume, VOLUME_MAX, VOLUME_MIN } from '../../src/domain/playback/volume';
import { at } from '../fakes/shows';

const server = at('2026-11-22T12:00:00Z');

describe('clock skew over 30 s flags an incorrect time (spec point 5)', () => {
  it.each([
    ['2026-11-22T12:00:30Z', false],
    ['2026-11-22T12:00:30.001Z', true],
    ['2026-11-22T11:59:30Z', false],
    ['2026-11-22T11:59:29.999Z', true],
    ['2026-11-22T12:00:00Z', false],
  ])('a device at %s should be incorrect: %s', (device, incorrect) => {
    expect(isClockIncorrect(at(device), server)).toBe(incorrect);
  });

  it('should tolerate 30 seconds', () => {
    expect(TIME_TOLERANCE.total('seconds')).toBe(30);
  });
});

describe('clock tick 60 s, keep-alive 30 s, session cookie 365 days (spec point 9)', () => {
  it('should hold the constants', () => {
    expect(CLOCK_TICK.total('seconds')).toBe(60);
    expect(KEEP_ALIVE_INTERVAL.total('seconds')).toBe(30);
    expect(SESSION_COOKIE_DAYS).toBe(365);
    expect(STREAM_EVENT_MIN_DURATION.total('seconds')).toBe(60);
  });
});

describe('stream event only above 60 s (spec point 4)', () => {
  const start = at('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T12:00:59Z', true, null],
    ['2026-11-22T12:01:00Z', true, null],
    ['2026-11-22T12:01:00.001Z', true, 'LIVEPLAY'],
    ['2026-11-22T12:01:01Z', false, 'PLAY'],
  ])('a stream stopped at %s (live %s) should send %j', (stop, live, event) => {
    expect(streamStopEvent(start, at(stop), live)).toBe(event);
  });
});

describe('playing: a current show plays live, otherwise from its bookmark or the start (spec point 4)', () => {
  it.each([
    [{ isCurrent: true, bookmark: 300, isSeen: false }, { kind: 'live' }],
    [
      { isCurrent: false, bookmark: 300, isSeen: false },
      { kind: 'position', seconds: 300 },
    ],
    [
      { isCurrent: false, bookmark: 0, isSeen: false },
      { kind: 'position', seconds: 0 },
    ],
    [
      { isCurrent: false, bookmark: 3300, isSeen: true },
      { kind: 'position', seconds: 0 },
    ],
  ])('%j should start at %j', (flags, start) => {
    expect(playbackStart(flags)).toEqual(start);
  });
});

describe('data stale after 5 minutes, failed load not retried for 30 s (spec point 9)', () => {
  const loadedAt = at('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T12:04:59.999Z', false],
    ['2026-11-22T12:05:00Z', true],
  ])('data loaded at noon should reload at %s: %s', (now, reload) => {
    expect(shouldLoad({ status: 'success', at: loadedAt, data: 1 }, at(now))).toBe(reload);
  });

  it.each([
    ['2026-11-22T12:00:29.999Z', false],
    ['2026-11-22T12:00:30Z', true],
  ])('a load failed at noon should retry at %s: %s', (now, retry) => {
    expect(shouldLoad({ status: 'failure', at: loadedAt, error: new Error('x') }, at(now))).toBe(retry);
  });

  it('should load what was never loaded and never while loading', () => {
    expect(shouldLoad(undefined, loadedAt)).toBe(true);
    expect(shouldLoad({ status: 'loading', at: loadedAt }, at('2026-11-22T13:00:00Z'))).toBe(false);
    expect(DATA_STALE_AFTER.total('minutes')).toBe(5);
    expect(FAILED_LOAD_RETRY_AFTER.total('seconds')).toBe(30);
  });
});

describe('volume 0 to 1 (clamp)', () => {
  it.each([
    [-0.1, 0],
    [0, 0],
    [0.5, 0.5],
    [1, 1],
    [1.1, 1],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 1],
  ])('%d should clamp to %d', (volume, clamped) => {
    expect(clampVolume(volume)).toBe(clamped);
  });

  it('should always land in 0…1 and keep values already inside', () => {
    fc.assert(
      fc.property(fc.double(), (volume) => {
        const clamped = clampVolume(volume);
        const inside = clamped >= VOLUME_MIN && clamped <= VOLUME_MAX;
        return inside && (volume < VOLUME_MIN || volume > VOLUME_MAX || Number.isNaN(volume) || clamped === volume);
      }),
    );
  });
});
