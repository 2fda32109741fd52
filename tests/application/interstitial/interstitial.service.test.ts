import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInterstitialService } from '../../../src/application/interstitial/interstitial.service';
import type { Preferences, PreferencesStore } from '../../../src/ports/preferences.port';
import type { Interstitial, UsageApi } from '../../../src/ports/usage.port';
import { FakeUsageApi } from '../../fakes/fake-usage-api';

const MESSAGE: Interstitial = { id: 'welcome', title: 'Nouveau', message: 'Texte', imageUrl: '', linkUrl: '' };

/** The usage port answering GET /interstitiel with `answer`. */
function usageAnswering(answer: () => Promise<Interstitial | null>): UsageApi {
  const usageApi = new FakeUsageApi();
  usageApi.interstitial = answer;
  return usageApi;
}

function memoryPreferences(initial: Partial<Preferences> = {}): PreferencesStore & { values: Partial<Preferences> } {
  const values: Partial<Preferences> = { ...initial };
  return {
    values,
    get: (key) => values[key],
    set: (key, value) => void (values[key] = value),
  };
}

describe('interstitial service', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should ask for the message once, however often it is started', async () => {
    const interstitial = vi.fn(() => Promise.resolve(MESSAGE));
    const service = createInterstitialService({
      usageApi: usageAnswering(interstitial),
      preferences: memoryPreferences(),
    });
    expect(interstitial).not.toHaveBeenCalled();
    service.start();
    service.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(interstitial).toHaveBeenCalledTimes(1);
    expect(service.actor.getSnapshot().hasTag('open')).toBe(true);
  });

  it('should remember a dismissed message in the preferences and not show it at the next start', async () => {
    const preferences = memoryPreferences({ dismissedInterstitials: ['older'] });
    const usageApi = usageAnswering(() => Promise.resolve(MESSAGE));
    const first = createInterstitialService({ usageApi, preferences });
    first.start();
    await vi.advanceTimersByTimeAsync(0);
    first.actor.send({ type: 'interstitial.dismiss' });
    expect(preferences.values.dismissedInterstitials).toEqual(['welcome', 'older']);
    const next = createInterstitialService({ usageApi, preferences });
    next.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(next.actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it('should read bad stored ids as none', async () => {
    const preferences = memoryPreferences({ dismissedInterstitials: 'welcome' as unknown as string[] });
    const service = createInterstitialService({
      usageApi: usageAnswering(() => Promise.resolve(MESSAGE)),
      preferences,
    });
    service.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(service.actor.getSnapshot().hasTag('open')).toBe(true);
  });
});
