import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  dayInView,
  dayOf,
  dayWindow,
  isToday,
  overlapsDay,
} from '../../../src/domain/guide/guide-day';
import { Temporal } from '../../../src/domain/time';
import { at } from '../../fakes/shows';

const ZONES = ['Europe/Zurich', 'UTC'] as const;
const HOUR = 3_600_000;
const hours = (count: number) => Temporal.Duration.from({ milliseconds: count * HOUR });
/** Instants of 2026 and 2027, both DST changes of each year included. */
const anInstant = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const aZone = fc.constantFrom(...ZONES);
/** A guide view of 1 to 8 hours. */
const aView = fc
  .tuple(anInstant, fc.integer({ min: 1, max: 8 }))
  .map(([start, length]) => ({ start, stop: start.add(hours(length)) }));

describe('the day the user is looking at in the guide (issue 18)', () => {
  it.each([
    [
      'at 23:33 with the view reaching past midnight, it is still today',
      '2026-11-23T22:03:00Z',
      '2026-11-23T22:33:00Z',
      'Europe/Zurich',
      '2026-11-23',
    ],
    [
      'at 00:05 with the view starting the evening before, it is the new today',
      '2026-11-23T21:35:00Z',
      '2026-11-23T23:05:00Z',
      'Europe/Zurich',
      '2026-11-24',
    ],
    ['in UTC, at 23:55 UTC, it is today in UTC', '2026-11-23T22:25:00Z', '2026-11-23T23:55:00Z', 'UTC', '2026-11-23'],
  ])('when %s', (_, viewStart, now, zone, expected) => {
    const start = at(viewStart);
    expect(dayInView({ start, stop: start.add(hours(5)) }, at(now), zone).toString()).toBe(expected);
  });

  it('when now is out of view, should name the day of the middle of the view', () => {
    const start = at('2026-11-20T21:00:00Z'); // its middle is 00:30 in Zurich, on the 21st
    expect(
      dayInView({ start, stop: start.add(hours(5)) }, at('2026-11-23T20:00:00Z'), 'Europe/Zurich').toString(),
    ).toBe('2026-11-21');
  });

  it('should always be today while now is in view, and a day the view shows', () => {
    fc.assert(
      fc.property(aView, anInstant, aZone, (view, now, zone) => {
        const day = dayInView(view, now, zone);
        const inView = Temporal.Instant.compare(view.start, now) <= 0 && Temporal.Instant.compare(now, view.stop) < 0;
        if (inView) expect(isToday(day, now, zone)).toBe(true);
        else expect(overlapsDay(view, day, zone)).toBe(true);
      }),
    );
  });
});

describe('a calendar day in the user’s zone', () => {
  it.each([
    ['the spring change of Europe/Zurich', '2026-03-29', 'Europe/Zurich', 23],
    ['the autumn change of Europe/Zurich', '2026-10-25', 'Europe/Zurich', 25],
    ['an ordinary day of Europe/Zurich', '2026-11-23', 'Europe/Zurich', 24],
    ['the spring change date in UTC', '2026-03-29', 'UTC', 24],
  ])('should last as long as its clocks say on %s', (_, day, zone, length) => {
    const { start, stop } = dayWindow(Temporal.PlainDate.from(day), zone);
    expect((stop.epochMilliseconds - start.epochMilliseconds) / HOUR).toBe(length);
  });

  it('should hold every instant of its day, and follow the previous day without a gap', () => {
    fc.assert(
      fc.property(anInstant, aZone, (instant, zone) => {
        const day = dayOf(instant, zone);
        const window = dayWindow(day, zone);
        expect(
          Temporal.Instant.compare(window.start, instant) <= 0 && Temporal.Instant.compare(instant, window.stop) < 0,
        ).toBe(true);
        expect(dayWindow(day.subtract({ days: 1 }), zone).stop.equals(window.start)).toBe(true);
        expect([23, 24, 25]).toContain((window.stop.epochMilliseconds - window.start.epochMilliseconds) / HOUR);
      }),
    );
  });

  it('should hold a show that runs over midnight on both days, and one that ends at midnight on its first day only', () => {
    const zone = 'Europe/Zurich';
    const overMidnight = { start: at('2026-11-23T22:30:00Z'), stop: at('2026-11-24T00:30:00Z') };
    const toMidnight = { start: at('2026-11-23T22:00:00Z'), stop: at('2026-11-23T23:00:00Z') };
    expect([
      overlapsDay(overMidnight, Temporal.PlainDate.from('2026-11-23'), zone),
      overlapsDay(overMidnight, Temporal.PlainDate.from('2026-11-24'), zone),
    ]).toEqual([true, true]);
    expect([
      overlapsDay(toMidnight, Temporal.PlainDate.from('2026-11-23'), zone),
      overlapsDay(toMidnight, Temporal.PlainDate.from('2026-11-24'), zone),
    ]).toEqual([true, false]);
  });
});

describe('calendar days between two instants, in the user’s zone', () => {
  it.each([
    ['23:55 to 00:05 the next day', '2026-11-23T22:55:00Z', '2026-11-23T23:05:00Z', 'Europe/Zurich', 1],
    ['the same instants in UTC', '2026-11-23T22:55:00Z', '2026-11-23T23:05:00Z', 'UTC', 0],
    ['over the 23-hour day', '2026-03-28T12:00:00Z', '2026-03-29T23:00:00Z', 'Europe/Zurich', 2],
    ['over the 25-hour day', '2026-10-24T22:30:00Z', '2026-10-25T23:30:00Z', 'Europe/Zurich', 1],
    ['backwards', '2026-11-24T10:00:00Z', '2026-11-22T10:00:00Z', 'Europe/Zurich', -2],
  ])('should count %s', (_, from, to, zone, days) => {
    expect(calendarDaysBetween(at(from), at(to), zone)).toBe(days);
  });

  it('should count one more day for each day added in the zone, whatever the DST change between', () => {
    fc.assert(
      fc.property(anInstant, fc.integer({ min: -200, max: 200 }), aZone, (from, days, zone) => {
        const to = from.toZonedDateTimeISO(zone).add({ days }).toInstant();
        expect(calendarDaysBetween(from, to, zone)).toBe(days);
      }),
    );
  });
});
