import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStoragePreferences } from '../../../../../src/adapters/storage/local-preferences.store';
import { DEFAULT_LOCAL_PREFERENCES, type LocalPreferences } from '../../../../../src/domain/account/local-preferences';
import type { GuideApi } from '../../../../../src/ports/guide.port';
import { webRoutes } from '../../../../../src/ui/web/routes';
import { FakePlayer } from '../../../../fakes/fake-player';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { ManualClock } from '../../../../fakes/manual-clock';
import { aChannel } from '../../../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs, loadHostedPlayer } from '../../../render-with-services';
import { liveRights, playingServices } from '../../../../fakes/fake-services';

/** The web live screen with these local preferences kept on the device: three channels, the second not playable. */
async function renderLive(preferences: Partial<LocalPreferences>) {
  createStoragePreferences(window.localStorage).set('localPreferences', {
    ...DEFAULT_LOCAL_PREFERENCES,
    ...preferences,
  });
  const sessionApi = new FakeSessionApi();
  const auth = await startAuthAs(sessionApi, {});
  const guide = fakePort<GuideApi>({
    channels: async () =>
      [1, 2, 3].map((number) =>
        aChannel({ id: `c${number}`, name: `Chaîne ${number}`, number, playable: number !== 2 }),
      ),
    fastChannels: async () => [],
    liveShows: async () => new Map(),
    channelRights: liveRights,
  });
  const services = playingServices({ auth, clock: new ManualClock(), guide, sessionApi, player: new FakePlayer() });
  renderRoutes(services, webRoutes, '/live/normal');
  return screen.findByRole('list', { name: 'Chaînes' }, { timeout: 10_000 });
}

beforeAll(
  () => Promise.all([import('../../../../../src/ui/web/screens/live/live-screen'), loadHostedPlayer()]),
  30_000,
);
afterEach(() => localStorage.clear());

describe('the local preferences on the web live list', () => {
  it('should list every channel in the usual rows by default', async () => {
    const list = await renderLive({});
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(list.dataset.density).toBeUndefined();
  });

  it('compact channel list: should draw the list in denser rows', async () => {
    const list = await renderLive({ compactChannelList: true });
    expect(list.dataset.density).toBe('compact');
  });

  it('playable channels only: should leave out the channel the account cannot play', async () => {
    const list = await renderLive({ playableChannelsOnly: true });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).queryByText(/Chaîne 2/)).toBeNull();
  });
});
