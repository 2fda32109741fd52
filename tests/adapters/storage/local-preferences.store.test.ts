import { describe, expect, it } from 'vitest';
import {
  createStoragePreferences,
  LANGUAGE_COOKIE,
  PREFERENCES_KEY,
} from '../../../src/adapters/storage/local-preferences.store';

/** A Storage and a document's cookie jar as far as the store uses them. */
function device(stored: Record<string, string> = {}) {
  const items = new Map(Object.entries(stored));
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage;
  const written: string[] = [];
  const cookies = {
    get cookie() {
      return written.map((entry) => entry.split(';')[0]).join('; ');
    },
    set cookie(entry: string) {
      written.push(entry);
    },
  };
  return { storage, cookies, written };
}

describe('local preferences store', () => {
  it('should read back what it wrote and read bad data as empty', () => {
    const { storage, cookies } = device({ [PREFERENCES_KEY]: '{oops' });
    const store = createStoragePreferences(storage, cookies);
    expect(store.get('theme')).toBeUndefined();
    store.set('theme', 'crimson');
    expect(store.get('theme')).toBe('crimson');
  });

  it('should keep the chosen language in a cookie too, so that the server sends the page in it', () => {
    const { storage, cookies, written } = device();
    createStoragePreferences(storage, cookies).set('language', 'de');
    expect(written).toEqual([`${LANGUAGE_COOKIE}=de; Path=/; Max-Age=31536000; SameSite=Lax`]);
  });

  it('should write the cookie of a language chosen before the cookie existed', () => {
    const { storage, cookies, written } = device({ [PREFERENCES_KEY]: '{"language":"en"}' });
    createStoragePreferences(storage, cookies);
    expect(written).toEqual([`${LANGUAGE_COOKIE}=en; Path=/; Max-Age=31536000; SameSite=Lax`]);
    createStoragePreferences(storage, cookies);
    expect(written).toHaveLength(1);
  });

  it('should write no cookie for a value that is not a language code', () => {
    const { storage, cookies, written } = device({ [PREFERENCES_KEY]: '{"language":"fr; Domain=evil"}' });
    createStoragePreferences(storage, cookies);
    expect(written).toEqual([]);
  });
});

describe('the ten local preferences on the device', () => {
  it('should read back the local preferences written, after a restart', () => {
    const { storage } = device();
    const preferences = {
      playableChannelsOnly: true,
      compactChannelList: true,
      videoPreviews: false,
      playerAlwaysOn: false,
      rememberReplayHistory: false,
      rememberLiveHistory: true,
      personaliseChannelUsage: true,
      lastChannel: false,
      defaultAudioLanguage: 'de',
      defaultSubtitle: null,
    } as const;
    createStoragePreferences(storage).set('localPreferences', preferences);
    expect(createStoragePreferences(storage).get('localPreferences')).toEqual(preferences);
  });
});
