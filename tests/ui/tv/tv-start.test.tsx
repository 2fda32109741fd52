import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStoragePreferences } from '../../../src/adapters/storage/local-preferences.store';
import { DEFAULT_LOCAL_PREFERENCES, type LocalPreferences } from '../../../src/domain/account/local-preferences';
import type { Profile } from '../../../src/domain/session/profile';
import { TvStart } from '../../../src/ui/tv/tv-start';
import { FakeSessionApi } from '../../fakes/fake-session-api';
import { fakeServices } from '../../fakes/fake-services';
import { renderRoutes, startAuthAs } from '../render-with-services';

/** The TV's bare address on a device that watched ch2 last, with these preferences; the screens it may open stand in. */
async function startTv(preferences: Partial<LocalPreferences> = {}, profile: Partial<Profile> | null = {}) {
  const store = createStoragePreferences(window.localStorage);
  store.set('localPreferences', { ...DEFAULT_LOCAL_PREFERENCES, ...preferences });
  store.set('liveHistory', ['ch2', 'ch1']);
  const auth = await startAuthAs(new FakeSessionApi(), profile);
  return renderRoutes(
    fakeServices({ auth, preferences: true }),
    [
      { path: '/', element: <TvStart /> },
      { path: '/home', element: <p>home</p> },
      { path: '/player/live', element: <p>player</p> },
    ],
    '/',
  );
}

afterEach(() => window.localStorage.clear());

describe('last channel: where the TV starts', () => {
  it('should start a subscriber on the last channel watched', async () => {
    const { router } = await startTv({ lastChannel: true });
    await screen.findByText('player');
    expect(router.state.location.search).toBe('?channel=ch2');
  });

  it.each([{}, { lastChannel: false }, { lastChannel: true, rememberLiveHistory: false }])(
    'should start on home with %j',
    async (off) => {
      await startTv(off);
      expect(await screen.findByText('home')).toBeTruthy();
    },
  );

  it('should start a visitor on home (which asks to sign in), not on a channel', async () => {
    await startTv({ lastChannel: true }, null);
    expect(await screen.findByText('home')).toBeTruthy();
  });
});
