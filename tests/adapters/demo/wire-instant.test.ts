import { describe, expect, it } from 'vitest';
import { Catalogue } from '../../../src/adapters/demo/catalogue/catalogue';
import { instantToWire } from '../../../src/adapters/demo/wire/instant';
import { Temporal } from '../../../src/domain/time';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe("the demo's instants on the wire", () => {
  it.each([
    ['a whole minute', '2026-11-22T12:00:00Z'],
    ['whole seconds', '2026-11-22T12:03:17Z'],
    ['half a second', '2026-11-22T12:03:17.5Z'],
    ['hundredths', '2026-11-22T12:03:17.12Z'],
    ['milliseconds', '2026-11-22T12:03:17.123Z'],
    ['one millisecond', '2026-11-22T12:03:17.001Z'],
    ['nanoseconds', '2026-11-22T12:03:17.123456789Z'],
    ['microseconds', '2026-11-22T12:03:17.000001Z'],
    ['the epoch', '1970-01-01T00:00:00Z'],
    ['before the epoch', '1969-12-31T23:59:58.5Z'],
    ['a year before 1000', '0999-01-01T00:00:00Z'],
    ['the last year of four digits', '9999-12-31T23:59:59.999Z'],
    ['a year of five digits', '+010000-01-01T00:00:00Z'],
    ['a year before zero', '-000001-06-01T00:00:00Z'],
    ['the last day of a leap February', '2028-02-29T23:59:59Z'],
    ['the night Europe leaves summer time', '2026-10-25T01:00:00Z'],
  ])('should write %s as Temporal does (%s)', (_, text) => {
    const instant = Temporal.Instant.from(text);
    expect(instantToWire(instant)).toBe(instant.toString());
  });

  it('should write every time of a fortnight of the guide as Temporal does', () => {
    const catalogue = new Catalogue({ channelCount: 9 });
    const { from, to } = catalogue.span(NOW);
    const instants = catalogue.channels.flatMap(({ channel }) =>
      catalogue.schedule
        .between(channel.id, from, to)
        .flatMap((show) => [show.startDate, show.stopDate, show.exactStartTime ?? show.startDate]),
    );
    expect(instants.length).toBeGreaterThan(3000);
    expect(instants.map(instantToWire)).toEqual(instants.map((instant) => instant.toString()));
  });
});
