import { describe, expect, it } from 'vitest';
import { jitter, RETRY_MAX_DELAY_MS, retryDelay } from '../../../src/adapters/http/call-policy';
import { withBodyDeadline } from '../../../src/adapters/http/body-deadline';

describe('retries of reads', () => {
  it.each([
    [1, 250],
    [2, 500],
    [3, 1_000],
    [4, 2_000],
    [9, 2_000],
  ])('retry %s should wait %s ms before jitter (exponential, capped)', (attempt, ms) => {
    expect(retryDelay(attempt)).toBe(ms);
    expect(retryDelay(attempt)).toBeLessThanOrEqual(RETRY_MAX_DELAY_MS);
  });

  it.each([
    [0, 500],
    [0.5, 750],
    [0.999, 999.5],
  ])('jitter with a random %s should wait %s ms of 1000', (random, ms) => {
    expect(jitter(1_000, () => random)).toBeCloseTo(ms);
  });
});

describe('the body deadline', () => {
  it('should fail a body that stalls past the deadline', async () => {
    const stalled = new Response(
      new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"a":')) }),
    );
    await expect(withBodyDeadline(stalled, 30).json()).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('should pass a body that arrives in time unchanged', async () => {
    const response = withBodyDeadline(Response.json({ a: 1 }, { status: 201, headers: { 'X-Test': 'yes' } }), 1_000);
    expect(response.status).toBe(201);
    expect(response.headers.get('X-Test')).toBe('yes');
    expect(await response.json()).toEqual({ a: 1 });
  });

  it('should leave a response without body alone', () => {
    const empty = new Response(null, { status: 204 });
    expect(withBodyDeadline(empty, 10)).toBe(empty);
  });
});
