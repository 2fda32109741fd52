import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { interstitialMachine } from '../../../src/application/interstitial/interstitial.machine';
import { INTERSTITIAL_TIMEOUT_MS } from '../../../src/domain/interstitial/interstitial';
import { ApiError } from '../../../src/domain/errors';
import type { Interstitial } from '../../../src/ports/usage.port';

const MESSAGE: Interstitial = {
  id: 'welcome',
  title: 'Nouveau',
  message: 'Toutes les chaînes',
  imageUrl: '',
  linkUrl: '/home',
};

/** The machine over an answer that settles after `after` ms (never: it hangs). */
function start(answer: () => Promise<Interstitial | null>, dismissed: readonly string[] = []) {
  const remembered: string[] = [];
  const actor = createActor(
    interstitialMachine.provide({
      actors: { loadInterstitial: fromPromise(answer) },
      actions: { rememberDismissed: (_, params) => void remembered.push(params.id) },
    }),
    { input: { dismissed } },
  ).start();
  return { actor, remembered };
}

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('interstitial machine (GET /interstitiel before the app)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should show nothing while the message is asked for', () => {
    const { actor } = start(() => later(500, MESSAGE));
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('should show a new message that comes within 2 s', async () => {
    const { actor } = start(() => later(INTERSTITIAL_TIMEOUT_MS - 100, MESSAGE));
    await vi.advanceTimersByTimeAsync(INTERSTITIAL_TIMEOUT_MS - 100);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.message).toEqual(MESSAGE);
  });

  it('should drop a message that comes after 2 s', async () => {
    const { actor } = start(() => later(INTERSTITIAL_TIMEOUT_MS + 500, MESSAGE));
    await vi.advanceTimersByTimeAsync(INTERSTITIAL_TIMEOUT_MS + 1000);
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('should give up on a call that hangs after 2 s', async () => {
    const { actor } = start(() => new Promise<never>(() => undefined));
    await vi.advanceTimersByTimeAsync(INTERSTITIAL_TIMEOUT_MS);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('should show nothing when the provider has no message', async () => {
    const { actor } = start(() => Promise.resolve(null));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it('should show nothing when the call fails', async () => {
    const { actor } = start(() => Promise.reject(new ApiError('generic', 'interstitiel')));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it('should not show again a message dismissed before on this device', async () => {
    const { actor } = start(() => Promise.resolve(MESSAGE), ['older', 'welcome']);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it('should close a dismissed message and remember its id', async () => {
    const { actor, remembered } = start(() => Promise.resolve(MESSAGE));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'interstitial.dismiss' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(actor.getSnapshot().status).toBe('done');
    expect(remembered).toEqual(['welcome']);
  });

  it('should keep a shown message open past 2 s until it is dismissed', async () => {
    const { actor } = start(() => Promise.resolve(MESSAGE));
    await vi.advanceTimersByTimeAsync(INTERSTITIAL_TIMEOUT_MS * 5);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
  });
});
