import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isClockIncorrect, TIME_TOLERANCE } from '../../src/domain/clock-skew';
import { GUIDE_DAYS_BACK, GUIDE_DAYS_FORWARD, guideBounds } from '../../src/domain/guide';
import { calendarDaysBetween, dayOf } from '../../src/domain/guide-day';
import { EXPIRY_WARNING_DAYS, isExpiringSoon, recordingExpiresAt, remainingExpirationDays } from '../../src/domain/recording';
import { isInReplayWindow } from '../../src/domain/replay';
import { Temporal } from '../../src/domain/time';

/**
 * Issue 18: the time rules hold at any instant (both DST changes of 2026 and 2027 included) and
 * in both zones the app is used in.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const anInstant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const aZone = fc.constantFrom('Europe/Zurich', 'UTC');

describe('the guide reaches 7 calendar days back and 7 on, at any instant and in either zone', () => {
  it('should start at a local midnight 7 days before today and stop at the midnight after the 7th day on', () => {
    fc.assert(fc.property(anInstant, aZone, (now, zone) => {
      const { start, stop } = guideBounds(now, zone);
      expect(start.toZonedDateTimeISO(zone).equals(start.toZonedDateTimeISO(zone).startOfDay())).toBe(true);
      expect(stop.toZonedDateTimeISO(zone).equals(stop.toZonedDateTimeISO(zone).startOfDay())).toBe(true);
      expect(calendarDaysBetween(start, now, zone)).toBe(GUIDE_DAYS_BACK);
      expect(calendarDaysBetween(now, stop, zone)).toBe(GUIDE_DAYS_FORWARD + 1);
      expect(Temporal.Instant.compare(start, now) <= 0 && Temporal.Instant.compare(now, stop) < 0).toBe(true);
      expect(dayOf(now, zone).equals(dayOf(start, zone).add({ days: GUIDE_DAYS_BACK }))).toBe(true);
    }));
  });
});

describe('the replay window counts elapsed hours from the start, across DST changes', () => {
  it('should hold a show until its replayable hours have elapsed, not one millisecond longer', () => {
    fc.assert(fc.property(anInstant, fc.integer({ min: 1, max: 7 * 24 }), (start, hours) => {
      const show = { startDate: start };
      const until = start.epochMilliseconds + hours * HOUR;
      expect(isInReplayWindow(show, { replayableHours: hours }, Temporal.Instant.fromEpochMilliseconds(until - 1))).toBe(true);
      expect(isInReplayWindow(show, { replayableHours: hours }, Temporal.Instant.fromEpochMilliseconds(until))).toBe(false);
      expect(isInReplayWindow(show, { replayableHours: 0 }, start)).toBe(false);
    }));
  });
});

describe('recordings expire 120 × 24 h after their start and warn under 15 days left, at any instant', () => {
  it('should count whole days left that never grow as time passes, and warn exactly under 15 × 24 h', () => {
    fc.assert(fc.property(anInstant, fc.integer({ min: -10 * DAY, max: 130 * DAY }), fc.integer({ min: 0, max: 3 * DAY }), fc.boolean(), (start, elapsed, later, archived) => {
      const show = { startDate: start };
      const now = start.add({ milliseconds: elapsed });
      const left = recordingExpiresAt(show).epochMilliseconds - now.epochMilliseconds;
      expect(remainingExpirationDays(show, now.add({ milliseconds: later }))).toBeLessThanOrEqual(remainingExpirationDays(show, now));
      expect(remainingExpirationDays(show, now)).toBeGreaterThanOrEqual(0);
      expect(isExpiringSoon(show, archived, now)).toBe(!archived && left < EXPIRY_WARNING_DAYS * DAY);
    }));
  });
});

describe('the device clock is called wrong beyond 30 s either way', () => {
  it('should be symmetric, and hold exactly past the tolerance', () => {
    const tolerance = TIME_TOLERANCE.total('milliseconds');
    fc.assert(fc.property(anInstant, fc.integer({ min: -5 * 60_000, max: 5 * 60_000 }), (server, skew) => {
      const device = server.add({ milliseconds: skew });
      expect(isClockIncorrect(device, server)).toBe(Math.abs(skew) > tolerance);
      expect(isClockIncorrect(server, device)).toBe(isClockIncorrect(device, server));
    }));
  });
});
