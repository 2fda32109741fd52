import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoBackend, memoryDemoStore } from '../../../src/adapters/demo/backend';
import type { DemoControls } from '../../../src/adapters/demo/controls';
import { demoRoutes, routeMatcher } from '../../../src/adapters/demo/routes';

/** GET /interstitiel through the demo's routes, under these tester controls. */
function askInterstitial(controls: DemoControls): Promise<Response> {
  const backend = new DemoBackend(
    memoryDemoStore(),
    () => Date.UTC(2026, 10, 22, 12),
    () => 'token',
    {
      channelCount: 4,
    },
  );
  const match = routeMatcher(demoRoutes(backend, () => controls))('GET', '/interstitiel');
  if (match === undefined) throw new Error('no route for /interstitiel');
  return match.route.answer(new Request('http://demo.test/interstitiel'), match.params);
}

describe("the demo's interstitial and its tester controls", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should serve no message by default', async () => {
    await expect((await askInterstitial({})).json()).resolves.toEqual({ interstitial: null });
  });

  it('should serve its message when the testers switch it on', async () => {
    const body = (await (await askInterstitial({ interstitial: true })).json()) as { interstitial: { id: string } };
    expect(body.interstitial.id).toBe('welcome-demo');
  });

  it('should hold a call back as long as a forced delay says, then answer as usual', async () => {
    let answered = false;
    const answer = askInterstitial({ interstitial: true, force: { 'GET interstitiel': { delay: 5000 } } }).then(
      (response) => ((answered = true), response),
    );
    await vi.advanceTimersByTimeAsync(4999);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).status).toBe(200);
  });
});
