import { DEFAULT_LOCAL_PREFERENCES, type LocalPreferenceName } from '../../domain/account/local-preferences';
import type { AnalyticsRecord } from '../../ports/analytics-record.port';
import type { PreferencesStore } from '../../ports/preferences.port';
import type { TokenStore } from '../../ports/token-store.port';
import { localPreferencesOf } from '../account/local-preferences.service';

/** The kinds of data the privacy page lists (the TV's /privacy). */
export const DEVICE_DATA = ['session', 'preferences', 'history', 'tracks', 'reminders', 'analytics'] as const;
export type DeviceData = (typeof DEVICE_DATA)[number];

/** One kind of data: where it is, how much of it there is, and whether it can be cleared now. */
export interface DeviceDataItem {
  readonly kind: DeviceData;
  /** Kept in a cookie, kept in this device's storage, or sent to the provider. */
  readonly where: 'cookie' | 'device' | 'sent';
  readonly count: number;
  readonly canClear: boolean;
}

/** Where the data lives, and how to sign out (clearing the session signs out). */
export interface DeviceDataDeps {
  readonly tokens: TokenStore;
  readonly preferences: PreferencesStore;
  readonly analytics: AnalyticsRecord;
  /** The reminders of future shows (kept on the device by their own service, which clears them). */
  readonly reminders: { count(): number; clear(): void };
  readonly signOut: () => void;
}

const keysOf = (value: object | undefined) => Object.keys(value ?? {}).length;
const lengthOf = (value: readonly unknown[] | undefined) => (Array.isArray(value) ? value.length : 0);

function changedPreferences(store: PreferencesStore): number {
  const current = localPreferencesOf(store).current();
  const names = Object.keys(DEFAULT_LOCAL_PREFERENCES) as LocalPreferenceName[];
  return names.filter((name) => current[name] !== DEFAULT_LOCAL_PREFERENCES[name]).length;
}

function countOf(kind: DeviceData, { tokens, preferences, analytics, reminders }: DeviceDataDeps): number {
  switch (kind) {
    case 'session':
      return tokens.get() === null ? 0 : 1;
    case 'preferences':
      return changedPreferences(preferences) + lengthOf(preferences.get('dismissedInterstitials'));
    case 'history':
      return lengthOf(preferences.get('liveHistory')) + lengthOf(preferences.get('replayHistory'));
    case 'tracks':
      return keysOf(preferences.get('audioChoices')) + keysOf(preferences.get('textChoices'));
    case 'reminders':
      return reminders.count();
    case 'analytics':
      return analytics.queued();
  }
}

const WHERE: Readonly<Record<DeviceData, DeviceDataItem['where']>> = {
  session: 'cookie',
  preferences: 'device',
  history: 'device',
  tracks: 'device',
  reminders: 'device',
  analytics: 'sent',
};

/** What the app keeps on this device and sends, kind by kind, as the privacy page lists it. */
export function deviceDataItems(deps: DeviceDataDeps): readonly DeviceDataItem[] {
  return DEVICE_DATA.map((kind) => {
    const count = countOf(kind, deps);
    return { kind, where: WHERE[kind], count, canClear: count > 0 };
  });
}

/** Clears one kind of data; clearing the session signs out (the sign-out forgets the token). */
export function clearDeviceData(
  kind: DeviceData,
  { preferences, analytics, reminders, signOut }: DeviceDataDeps,
): void {
  switch (kind) {
    case 'session':
      return signOut();
    case 'preferences': {
      const service = localPreferencesOf(preferences);
      for (const [name, value] of Object.entries(DEFAULT_LOCAL_PREFERENCES)) {
        service.set(name as LocalPreferenceName, value as never);
      }
      return preferences.set('dismissedInterstitials', []);
    }
    case 'history':
      preferences.set('liveHistory', []);
      return preferences.set('replayHistory', []);
    case 'tracks':
      preferences.set('audioChoices', {});
      return preferences.set('textChoices', {});
    case 'reminders':
      return reminders.clear();
    case 'analytics':
      return analytics.clear();
  }
}
