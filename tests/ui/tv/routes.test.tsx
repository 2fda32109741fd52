import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startClock } from '../../../src/application/clock.service';
import { ResourceCache } from '../../../src/application/resource-cache';
import { ACTOR_OPTIONS, AUTH_SERVICE, CLOCK_SERVICE, RESOURCE_CACHE } from '../../../src/application/tokens';
import { ANALYTICS } from '../../../src/ports/analytics.port';
import { CLOCK } from '../../../src/ports/clock.port';
import { PREFERENCES_STORE } from '../../../src/ports/preferences.port';
import { GUIDE_API } from '../../../src/ports/guide.port';
import { createStoragePreferences } from '../../../src/adapters/storage/local-preferences.store';
import { tvRoutes } from '../../../src/ui/tv/routes';
import { FakeSessionApi } from '../../fakes/fake-session-api';
import { ManualClock } from '../../fakes/manual-clock';
import { aChannel } from '../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs } from '../render-with-services';

async function renderTv(path: string) {
  const clock = new ManualClock();
  const auth = await startAuthAs(new FakeSessionApi(), null);
  const channels = [aChannel({ id: 'ch1', name: 'Channel 1', number: 1 }), aChannel({ id: 'ch2', name: 'Channel 2', number: 2 })];
  const services = new Map<symbol, unknown>([
    [AUTH_SERVICE, auth],
    [RESOURCE_CACHE, new ResourceCache(clock)],
    [CLOCK, clock],
    [CLOCK_SERVICE, startClock(clock)],
    [ACTOR_OPTIONS, {}],
    [PREFERENCES_STORE, createStoragePreferences(window.localStorage)],
    [ANALYTICS, { pageView: () => undefined }],
    [GUIDE_API, fakePort({ channels: async () => channels, fastChannels: async () => [], liveShows: async () => new Map() })],
  ]);
  return renderRoutes(services, tvRoutes, path);
}

describe('TV routes (spec point 2)', () => {
  it.each(['/nowhere', '/live', '/live/unknown', '/pair'])('should send %s to the live channels', async (path) => {
    const { router } = await renderTv(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/normal'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('En direct');
    expect((await screen.findAllByRole('button', { name: /^\d+\. Channel/ })).map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^1\. Channel 1, /),
      expect.stringMatching(/^2\. Channel 2, /),
    ]);
  });
});
