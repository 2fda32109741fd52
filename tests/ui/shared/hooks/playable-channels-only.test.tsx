import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryPreferences } from '../../../../src/adapters/storage/memory-preferences.store';
import { localPreferencesOf } from '../../../../src/application/account/local-preferences.service';
import type { GuideApi } from '../../../../src/ports/guide.port';
import { useGuide } from '../../../../src/ui/shared/hooks/use-guide';
import { useLive } from '../../../../src/ui/shared/hooks/use-live';
import { aChannel } from '../../../fakes/shows';
import { FakeRecordingsApi } from '../../../fakes/fake-recordings-api';
import { FakeSessionApi } from '../../../fakes/fake-session-api';
import { fakePort, renderRoutes, startAuthAs } from '../../render-with-services';
import { fakeServices } from '../../../fakes/fake-services';

/** The channels the live list (and so the mini-guide and zapping) and the guide list. */
function Lists() {
  const live = useLive('normal');
  const guide = useGuide();
  return (
    <>
      <p>live: {live.status === 'success' ? live.entries.map((entry) => entry.channel.id).join(' ') : '…'}</p>
      <p>guide: {guide.channels.map((channel) => channel.id).join(' ')}</p>
    </>
  );
}

async function renderLists() {
  const store = createMemoryPreferences();
  const guide = fakePort<GuideApi>({
    channels: async () => [
      aChannel({ id: 'c1', number: 1, playable: true }),
      aChannel({ id: 'c2', number: 2, playable: false }),
      aChannel({ id: 'c3', number: 3, playable: true }),
    ],
    liveShows: async () => new Map(),
  });
  const sessionApi = new FakeSessionApi();
  const auth = await startAuthAs(sessionApi, {});
  renderRoutes(
    fakeServices({ auth, guide, sessionApi, preferences: store, recordings: new FakeRecordingsApi() }),
    [{ path: '/', element: <Lists /> }],
    '/',
  );
  return localPreferencesOf(store);
}

describe('playable channels only', () => {
  it('should leave out of the live list and the guide, at once, the channels the account cannot play', async () => {
    const preferences = await renderLists();
    await screen.findByText('live: c1 c2 c3');
    await screen.findByText('guide: c1 c2 c3');
    act(() => preferences.set('playableChannelsOnly', true));
    await waitFor(() => expect(screen.getByText('live: c1 c3')).toBeTruthy());
    expect(screen.getByText('guide: c1 c3')).toBeTruthy();
  });
});
