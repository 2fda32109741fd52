import { describe, expect, it } from 'vitest';
import { startClock } from '../../../src/application/clock/clock.service';
import { Temporal } from '../../../src/domain/time';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the app clock checked against server dates', () => {
  it('should flag an incorrect time when a server date differs by more than 30 seconds, and clear it after', async () => {
    const device = Temporal.Instant.from('2026-11-22T12:00:00Z');
    const service = startClock({ now: () => device, timeZone: () => 'UTC' });
    expect(service.actor.getSnapshot().context.incorrect).toBe(false);
    service.serverDate(device.add({ seconds: 31 }));
    await flush();
    expect(service.actor.getSnapshot().context.incorrect).toBe(true);
    service.serverDate(device.add({ seconds: 30 }));
    expect(service.actor.getSnapshot().context.incorrect).toBe(false);
    expect(service.actor.getSnapshot().context.now.equals(device)).toBe(true);
  });
});

describe("the user's time zone", () => {
  it('should be the one the clock port gives', () => {
    expect(
      startClock({ now: () => Temporal.Instant.from('2026-11-22T12:00:00Z'), timeZone: () => 'Europe/Zurich' })
        .timeZone,
    ).toBe('Europe/Zurich');
  });
});
