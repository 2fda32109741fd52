import { describe, expect, it } from 'vitest';
import { createMemoryPreferences } from '../../../src/adapters/storage/memory-preferences.store';
import { createMemoryTokenStore } from '../../../src/adapters/storage/memory-token.store';
import {
  clearDeviceData,
  deviceDataItems,
  type DeviceData,
  type DeviceDataDeps,
} from '../../../src/application/privacy/privacy.model';
import { DEFAULT_LOCAL_PREFERENCES } from '../../../src/domain/account/local-preferences';

function aDevice(): DeviceDataDeps & { signedOut: boolean; views: number; kept: string[] } {
  const device = {
    signedOut: false,
    views: 3,
    kept: ['show-1', 'show-2'],
    tokens: createMemoryTokenStore('token-1'),
    preferences: createMemoryPreferences({
      localPreferences: {
        ...DEFAULT_LOCAL_PREFERENCES,
        compactChannelList: !DEFAULT_LOCAL_PREFERENCES.compactChannelList,
      },
      dismissedInterstitials: ['m1'],
      liveHistory: ['ch1', 'ch2'],
      replayHistory: ['s1'],
      audioChoices: { ch1: { language: 'de', audioDescription: false } },
      textChoices: { ch1: 'fr', ch2: null },
    }),
    analytics: { queued: () => device.views, clear: () => void (device.views = 0) },
    reminders: { count: () => device.kept.length, clear: () => void (device.kept = []) },
    signOut: () => {
      device.signedOut = true;
      device.tokens.clear();
    },
  };
  return device;
}

const countOf = (device: DeviceDataDeps, kind: DeviceData) =>
  deviceDataItems(device).find((item) => item.kind === kind)?.count;

describe('what the app keeps on this device and sends (the TV’s /privacy)', () => {
  it('should list each kind of data with where it is and how much of it there is', () => {
    expect(deviceDataItems(aDevice())).toEqual([
      { kind: 'session', where: 'cookie', count: 1, canClear: true },
      { kind: 'preferences', where: 'device', count: 2, canClear: true },
      { kind: 'history', where: 'device', count: 3, canClear: true },
      { kind: 'tracks', where: 'device', count: 3, canClear: true },
      { kind: 'reminders', where: 'device', count: 2, canClear: true },
      { kind: 'analytics', where: 'sent', count: 3, canClear: true },
    ]);
  });

  it.each(['preferences', 'history', 'tracks', 'reminders', 'analytics'] as const)(
    'should clear the %s and nothing else',
    (kind) => {
      const device = aDevice();
      const before = deviceDataItems(device);
      clearDeviceData(kind, device);
      for (const item of deviceDataItems(device)) {
        const was = before.find((each) => each.kind === item.kind);
        expect(item).toEqual(item.kind === kind ? { ...was, count: 0, canClear: false } : was);
      }
      expect(device.signedOut).toBe(false);
    },
  );

  it('should sign out when the session is cleared', () => {
    const device = aDevice();
    clearDeviceData('session', device);
    expect(device.signedOut).toBe(true);
    expect(countOf(device, 'session')).toBe(0);
  });

  it('should put the preferences back to their defaults', () => {
    const device = aDevice();
    clearDeviceData('preferences', device);
    expect(device.preferences.get('localPreferences')).toEqual(DEFAULT_LOCAL_PREFERENCES);
  });
});
