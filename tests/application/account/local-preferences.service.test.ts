import { describe, expect, it } from 'vitest';
import { localPreferencesOf } from '../../../src/application/account/local-preferences.service';
import { createMemoryPreferences } from '../../../src/adapters/storage/memory-preferences.store';
import { DEFAULT_LOCAL_PREFERENCES } from '../../../src/domain/account/local-preferences';

describe('the local preferences of a device', () => {
  it('should start from the defaults when nothing is stored', () => {
    expect(localPreferencesOf(createMemoryPreferences()).current()).toEqual(DEFAULT_LOCAL_PREFERENCES);
  });

  it('should fall back to the defaults for bad stored values', () => {
    const store = createMemoryPreferences();
    store.set('localPreferences', JSON.parse('{"compactChannelList":"yes","videoPreviews":false}'));
    expect(localPreferencesOf(store).current()).toEqual({ ...DEFAULT_LOCAL_PREFERENCES, videoPreviews: false });
  });

  it('should keep a change on the device, where a new start reads it back', () => {
    const store = createMemoryPreferences();
    localPreferencesOf(store).set('playableChannelsOnly', true);
    localPreferencesOf(store).set('defaultSubtitle', 'en');
    expect(store.get('localPreferences')).toMatchObject({ playableChannelsOnly: true, defaultSubtitle: 'en' });
    const restarted = createMemoryPreferences({ localPreferences: store.get('localPreferences') });
    expect(localPreferencesOf(restarted).current()).toMatchObject({
      playableChannelsOnly: true,
      defaultSubtitle: 'en',
    });
  });

  it('should tell every listener of a change at once, and no longer once it stopped listening', () => {
    const service = localPreferencesOf(createMemoryPreferences());
    let calls = 0;
    const stop = service.subscribe(() => (calls += 1));
    service.set('compactChannelList', true);
    expect(calls).toBe(1);
    expect(service.current().compactChannelList).toBe(true);
    stop();
    service.set('compactChannelList', false);
    expect(calls).toBe(1);
  });

  it('should be one service per store, so that every screen shares the changes', () => {
    const store = createMemoryPreferences();
    expect(localPreferencesOf(store)).toBe(localPreferencesOf(store));
  });
});

describe('remember live history and remember replay history', () => {
  it.each(['live', 'replay'] as const)('should keep the %s watched on the device, the latest first', (kind) => {
    const service = localPreferencesOf(createMemoryPreferences());
    service.watched(kind, 'a');
    service.watched(kind, 'b');
    service.watched(kind, 'a');
    expect(service.history(kind)).toEqual(['a', 'b']);
  });

  it.each([
    ['live', 'rememberLiveHistory'],
    ['replay', 'rememberReplayHistory'],
  ] as const)('when off, the device should keep no %s history and forget the one it had', (kind, name) => {
    const store = createMemoryPreferences();
    const service = localPreferencesOf(store);
    service.watched(kind, 'a');
    service.set(name, false);
    expect(store.get(kind === 'live' ? 'liveHistory' : 'replayHistory')).toEqual([]);
    service.watched(kind, 'b');
    expect(service.history(kind)).toEqual([]);
    expect(store.get(kind === 'live' ? 'liveHistory' : 'replayHistory')).toEqual([]);
  });

  it('should keep the live history apart from the replay one', () => {
    const service = localPreferencesOf(createMemoryPreferences());
    service.watched('live', 'ch1');
    service.set('rememberReplayHistory', false);
    expect(service.history('live')).toEqual(['ch1']);
  });
});
