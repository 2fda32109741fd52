import { useState } from 'react';
import {
  clearDeviceData,
  deviceDataItems,
  type DeviceData,
  type DeviceDataDeps,
} from '../../../application/privacy/privacy.model';
import { ANALYTICS_RECORD, type AnalyticsRecord } from '../../../ports/analytics-record.port';
import { PREFERENCES_STORE, type PreferencesStore } from '../../../ports/preferences.port';
import { TOKEN_STORE, type TokenStore } from '../../../ports/token-store.port';
import { useService } from '../services';
import { useAuth } from './use-auth';
import { usePreferences } from './use-preferences';
import { useReminders } from './use-reminders';

/** What the app keeps on this device and sends, kind by kind, and how to clear each (the privacy page). */
export function usePrivacy() {
  const { logout } = useAuth();
  // Read again whenever the preferences change, and after each clearing.
  usePreferences();
  const [, setCleared] = useState(0);
  const { reminders, remove } = useReminders();
  const deps: DeviceDataDeps = {
    tokens: useService<TokenStore>(TOKEN_STORE),
    preferences: useService<PreferencesStore>(PREFERENCES_STORE),
    analytics: useService<AnalyticsRecord>(ANALYTICS_RECORD),
    reminders: {
      count: () => reminders.length,
      clear: () => reminders.forEach((reminder) => remove(reminder.showId)),
    },
    signOut: logout,
  };
  return {
    items: deviceDataItems(deps),
    clear: (kind: DeviceData) => {
      clearDeviceData(kind, deps);
      setCleared((count) => count + 1);
    },
  };
}
