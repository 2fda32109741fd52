import { describe, expect, it } from 'vitest';
import { ResourceCache } from '../../../src/application/resource-cache';
import { createSessionReset } from '../../../src/application/session/session-reset';
import { Temporal } from '../../../src/domain/time';
import type { Preferences, PreferencesStore } from '../../../src/ports/preferences.port';

function memoryPreferences(initial: Partial<Preferences>): PreferencesStore & { values: Partial<Preferences> } {
  const values: Partial<Preferences> = { ...initial };
  return { values, get: (key) => values[key], set: (key, value) => void (values[key] = value) };
}

describe('when a session ends', () => {
  it('should forget cached reads, per-user track choices and the extras, but keep device preferences', async () => {
    const cache = new ResourceCache({
      now: () => Temporal.Instant.from('2026-11-22T12:00:00Z'),
      timeZone: () => 'UTC',
    });
    cache.read('channels', async () => ['ch1']);
    await Promise.resolve();
    const preferences = memoryPreferences({
      language: 'de',
      theme: 'purple',
      audioChoices: { 'serie:s1': { language: 'de', audioDescription: false } },
      textChoices: { 'serie:s1': 'fr' },
    });
    let extras = 0;
    createSessionReset({ cache, preferences, extra: () => (extras += 1) })();
    expect(cache.peek('channels')).toBeUndefined();
    expect(preferences.values).toEqual({
      language: 'de',
      theme: 'purple',
      audioChoices: {},
      textChoices: {},
      liveHistory: [],
      replayHistory: [],
    });
    expect(extras).toBe(1);
  });

  it('should forget what the user watched on this device (live and replay history), but keep the device preferences', () => {
    const cache = new ResourceCache({
      now: () => Temporal.Instant.from('2026-11-22T12:00:00Z'),
      timeZone: () => 'UTC',
    });
    const localPreferences = { rememberLiveHistory: true } as unknown as Preferences['localPreferences'];
    const preferences = memoryPreferences({ localPreferences, liveHistory: ['ch2', 'ch1'], replayHistory: ['show-1'] });
    createSessionReset({ cache, preferences })();
    expect(preferences.values.liveHistory).toEqual([]);
    expect(preferences.values.replayHistory).toEqual([]);
    expect(preferences.values.localPreferences).toBe(localPreferences);
  });
});
