import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createLineTestActors } from '../../../src/application/performance/line-test.actors';
import { lineTestMachine } from '../../../src/application/performance/line-test.machine';
import { lineVerdict } from '../../../src/application/performance/line-test.model';
import { ROUND_TRIPS } from '../../../src/domain/performance/line-test';
import { LineMeterError, type LineMeter } from '../../../src/ports/line-meter.port';

/** A line of fixed round trips and 250 kB segments taking 100 ms each (20 Mbit/s); `failAt` makes the n-th request fail. */
class FakeLine implements LineMeter {
  requests = 0;
  aborted = false;
  constructor(private readonly failAt: number | null = null) {}
  private async answer<T>(value: T, signal: AbortSignal): Promise<T> {
    this.requests += 1;
    await Promise.resolve();
    if (signal.aborted) {
      this.aborted = true;
      throw new Error('aborted');
    }
    if (this.requests === this.failAt) throw new LineMeterError('provider-error', 'HTTP 503');
    return value;
  }
  roundTrip(signal: AbortSignal) {
    return this.answer(this.requests < 5 ? 20 : 40, signal);
  }
  download(_index: number, signal: AbortSignal) {
    return this.answer({ bytes: 250_000, ms: 100 }, signal);
  }
}

function startTest(line: LineMeter) {
  return createActor(lineTestMachine.provide({ actors: createLineTestActors(line) })).start();
}

describe('the performance test (/performance/{effective})', () => {
  it('should wait for a start', () => {
    expect(startTest(new FakeLine()).getSnapshot().value).toBe('idle');
  });

  it('should measure with growing progress, then give the round trips and the throughput', async () => {
    const actor = startTest(new FakeLine());
    const progress: number[] = [];
    actor.subscribe((snapshot) => progress.push(snapshot.context.progress));
    actor.send({ type: 'lineTest.start' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(done.context.measurement).toEqual({ rttP50Ms: 30, rttP95Ms: 40, throughputBps: 20_000_000 });
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it('should say why it failed', async () => {
    const actor = startTest(new FakeLine(ROUND_TRIPS + 2));
    actor.send({ type: 'lineTest.start' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.failure).toBe('provider-error');
  });

  it('should stop measuring when cancelled, and measure again on a new start', async () => {
    const line = new FakeLine();
    const actor = startTest(line);
    actor.send({ type: 'lineTest.start' });
    actor.send({ type: 'lineTest.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    await Promise.resolve();
    await Promise.resolve();
    expect(line.aborted).toBe(true);
    const asked = line.requests;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(line.requests).toBe(asked);
    actor.send({ type: 'lineTest.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
  });
});

describe('the verdict of a test', () => {
  it('should say the quality the line sustains and compare it with the connection type of the address', () => {
    const verdict = lineVerdict({ rttP50Ms: 30.4, rttP95Ms: 41.6, throughputBps: 9_340_000 }, '3g');
    expect(verdict).toEqual({
      rttP50Ms: 30,
      rttP95Ms: 42,
      throughputMbps: 9.3,
      quality: 'hd',
      measuredType: '4g',
      namedType: '3g',
      comparison: 'better',
    });
    expect(lineVerdict({ rttP50Ms: 30, rttP95Ms: 40, throughputBps: 1 }, 'unknown').comparison).toBe('unknown');
  });
});
