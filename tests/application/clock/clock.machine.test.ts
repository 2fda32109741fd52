import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createClockActors } from '../../../src/application/clock/clock.actors';
import { clockMachine, type ClockSample } from '../../../src/application/clock/clock.machine';
import type { Temporal } from '../../../src/domain/time';
import { ManualClock } from '../../fakes/manual-clock';

function startClock(serverOffsetSeconds: number | Error) {
  const clock = new ManualClock();
  const sampleServerDate = fromPromise<ClockSample>(async () => {
    if (serverOffsetSeconds instanceof Error) throw serverOffsetSeconds;
    return { device: clock.now(), server: clock.now().add({ seconds: serverOffsetSeconds }) };
  });
  const actor = createActor(clockMachine.provide({ actors: { ...createClockActors(clock), sampleServerDate } }), {
    input: { now: clock.now() },
  }).start();
  return { actor, clock };
}

const minutesOf = (instant: Temporal.Instant) => instant.toString();

describe('clock machine (spec points 4 and 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should move "now" once a minute, not before', async () => {
    const { actor, clock } = startClock(0);
    const start = actor.getSnapshot().context.now;
    clock.advance({ seconds: 59 });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(actor.getSnapshot().context.now).toEqual(start);
    clock.advance({ seconds: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(minutesOf(actor.getSnapshot().context.now)).toBe('2026-11-22T12:01:00Z');
    clock.advance({ seconds: 60 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(minutesOf(actor.getSnapshot().context.now)).toBe('2026-11-22T12:02:00Z');
  });

  it('should read the time at once on refresh', async () => {
    const { actor, clock } = startClock(0);
    clock.advance({ seconds: 10 });
    actor.send({ type: 'clock.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(minutesOf(actor.getSnapshot().context.now)).toBe('2026-11-22T12:00:10Z');
  });

  it.each([
    [30, false],
    [31, true],
    [-31, true],
  ])('should flag an incorrect time when the server is %i s away: %s', async (offset, incorrect) => {
    const { actor } = startClock(offset);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.incorrect).toBe(incorrect);
  });

  it('should check again on every server date seen', async () => {
    const { actor, clock } = startClock(0);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'clock.serverDate', device: clock.now(), server: clock.now().add({ minutes: 5 }) });
    expect(actor.getSnapshot().context.incorrect).toBe(true);
    actor.send({ type: 'clock.serverDate', device: clock.now(), server: clock.now() });
    expect(actor.getSnapshot().context.incorrect).toBe(false);
  });

  it('should keep the skew measured, the device ahead of the server positive (the diagnostics show it)', async () => {
    const { actor } = startClock(-12);
    expect(actor.getSnapshot().context.skewMs).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.skewMs).toBe(12_000);
  });

  it('should not call the time wrong when the server date cannot be read', async () => {
    const { actor } = startClock(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toMatchObject({ skew: 'checked' });
    expect(actor.getSnapshot().context.incorrect).toBe(false);
  });

  it('should keep the last time when the clock cannot be read', async () => {
    const actor = createActor(
      clockMachine.provide({
        actors: {
          readClock: fromPromise<Temporal.Instant>(async () => Promise.reject(new Error('no clock'))),
          sampleServerDate: fromPromise<ClockSample>(async () => Promise.reject(new Error('offline'))),
        },
      }),
      { input: { now: new ManualClock().now() } },
    ).start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toMatchObject({ ticking: 'waiting' });
    expect(minutesOf(actor.getSnapshot().context.now)).toBe('2026-11-22T12:00:00Z');
  });
});
