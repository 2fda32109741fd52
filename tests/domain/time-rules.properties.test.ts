import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isClockIncorrect, TIME_TOLERANCE } from '../../src/domain/clock-skew';
import { GUIDE_DAYS_BACK, GUIDE_DAYS_FORWARD, guideBounds } from '../../src/domain/guide/guide';
import { calendarDaysBetween, dayOf, dayWindow } from '../../src/domain/guide/guide-day';
import {
  EXPIRY_WARNING_DAYS,
  isExpiringSoon,
  RECORDING_LIFETIME,
  recordingExpiresAt,
  remainingExpirationDays,
} from '../../src/domain/recordings/recording';
import { isInReplayWindow } from '../../src/domain/playback/replay';
import { Temporal } from '../../src/domain/time';

/**
 * Issue 18: the time rules hold at any instant (both DST changes of 2026 and 2027 included) and
 * in both zones the app is used in.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const anInstant = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const aZone = fc.constantFrom('Europe/Zurich', 'UTC');

describe('the guide reaches 7 calendar days back and 7 on, at any instant and in either zone', () => {
  it('should start at a local midnight 7 days before today and stop at the midnight after the 7th day on', () => {
    fc.assert(
      fc.property(anInstant, aZone, (now, zone) => {
        const { start, stop } = guideBounds(now, zone);
        expect(start.toZonedDateTimeISO(zone).equals(start.toZonedDateTimeISO(zone).startOfDay())).toBe(true);
        expect(stop.toZonedDateTimeISO(zone).equals(stop.toZonedDateTimeISO(zone).startOfDay())).toBe(true);
        expect(calendarDaysBetween(start, now, zone)).toBe(GUIDE_DAYS_BACK);
        expect(calendarDaysBetween(now, stop, zone)).toBe(GUIDE_DAYS_FORWARD + 1);
        expect(Temporal.Instant.compare(start, now) <= 0 && Temporal.Instant.compare(now, stop) < 0).toBe(true);
        expect(dayOf(now, zone).equals(dayOf(start, zone).add({ days: GUIDE_DAYS_BACK }))).toBe(true);
      }),
    );
  });
});

describe('the replay window counts elapsed hours from the start, across DST changes', () => {
  it('should hold a show until its replayable hours have elapsed, not one millisecond longer', () => {
    fc.assert(
      fc.property(anInstant, fc.integer({ min: 1, max: 7 * 24 }), (start, hours) => {
        const show = { startDate: start };
        const until = start.epochMilliseconds + hours * HOUR;
        expect(
          isInReplayWindow(show, { replayableHours: hours }, Temporal.Instant.fromEpochMilliseconds(until - 1)),
        ).toBe(true);
        expect(isInReplayWindow(show, { replayableHours: hours }, Temporal.Instant.fromEpochMilliseconds(until))).toBe(
          false,
        );
        expect(isInReplayWindow(show, { replayableHours: 0 }, start)).toBe(false);
      }),
    );
  });
});

describe("recordings expire 120 × 24 h after their start and count calendar days left in the user's zone, at any instant", () => {
  const aNowAndExpiry = fc.tuple(anInstant, fc.integer({ min: -10 * DAY, max: 130 * DAY })).map(([now, left]) => ({
    now,
    show: { startDate: now.add({ milliseconds: left }).subtract(RECORDING_LIFETIME) },
  }));
  const wallClockDays = (from: Temporal.Instant, to: Temporal.Instant, zone: string) =>
    Math.floor(
      from
        .toZonedDateTimeISO(zone)
        .toPlainDateTime()
        .until(to.toZonedDateTimeISO(zone).toPlainDateTime())
        .total('hours') / 24,
    );

  it('should count the calendar days to the expiry day, never below 0, and warn exactly under 15 of them', () => {
    fc.assert(
      fc.property(aNowAndExpiry, aZone, fc.boolean(), ({ now, show }, zone, archived) => {
        const days = calendarDaysBetween(now, recordingExpiresAt(show), zone);
        expect(remainingExpirationDays(show, now, zone)).toBe(Math.max(0, days));
        expect(isExpiringSoon(show, archived, now, zone)).toBe(!archived && days < EXPIRY_WARNING_DAYS);
      }),
    );
  });

  it('should be the wall-clock 24-hour count or one more, which in UTC is the elapsed 24-hour count', () => {
    fc.assert(
      fc.property(aNowAndExpiry, aZone, ({ now, show }, zone) => {
        const expiry = recordingExpiresAt(show);
        const wholeDays = Math.max(0, wallClockDays(now, expiry, zone));
        expect(remainingExpirationDays(show, now, zone) - wholeDays).toBeOneOf([0, 1]);
        const elapsed = Math.max(0, Math.floor((expiry.epochMilliseconds - now.epochMilliseconds) / DAY));
        if (zone === 'UTC') expect(remainingExpirationDays(show, now, zone) - elapsed).toBeOneOf([0, 1]);
      }),
    );
  });

  it('should decrease by exactly 1 per calendar day until the expiry day, and never grow as time passes', () => {
    fc.assert(
      fc.property(aNowAndExpiry, aZone, fc.integer({ min: 0, max: 3 * DAY }), ({ now, show }, zone, later) => {
        const left = remainingExpirationDays(show, now, zone);
        const tomorrow = now.toZonedDateTimeISO(zone).add({ days: 1 }).toInstant();
        expect(remainingExpirationDays(show, tomorrow, zone)).toBe(Math.max(0, left - 1));
        expect(remainingExpirationDays(show, now.add({ milliseconds: later }), zone)).toBeLessThanOrEqual(left);
      }),
    );
  });

  it('should be 0 at any instant of the expiry day', () => {
    fc.assert(
      fc.property(
        anInstant,
        aZone,
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (expiry, zone, part) => {
          const show = { startDate: expiry.subtract(RECORDING_LIFETIME) };
          const { start, stop } = dayWindow(dayOf(expiry, zone), zone);
          const now = start.add({
            milliseconds: Math.floor(part * (stop.epochMilliseconds - start.epochMilliseconds)),
          });
          expect(remainingExpirationDays(show, now, zone)).toBe(0);
        },
      ),
    );
  });
});

describe('the device clock is called wrong beyond 30 s either way', () => {
  it('should be symmetric, and hold exactly past the tolerance', () => {
    const tolerance = TIME_TOLERANCE.total('milliseconds');
    fc.assert(
      fc.property(anInstant, fc.integer({ min: -5 * 60_000, max: 5 * 60_000 }), (server, skew) => {
        const device = server.add({ milliseconds: skew });
        expect(isClockIncorrect(device, server)).toBe(Math.abs(skew) > tolerance);
        expect(isClockIncorrect(server, device)).toBe(isClockIncorrect(device, server));
      }),
    );
  });
});
