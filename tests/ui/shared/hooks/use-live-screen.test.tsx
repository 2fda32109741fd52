import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStoragePreferences, PREFERENCES_KEY } from '../../../../src/adapters/storage/local-preferences.store';
import { DEFAULT_LOCAL_PREFERENCES } from '../../../../src/domain/account/local-preferences';
import type { Preferences } from '../../../../src/ports/preferences.port';
import type { Profile } from '../../../../src/domain/session/profile';
import type { GuideApi } from '../../../../src/ports/guide.port';
import { useLiveScreen } from '../../../../src/ui/shared/hooks/use-live-screen';
import { usePlayback } from '../../../../src/ui/shared/hooks/use-playback';
import { aChannel } from '../../../fakes/shows';
import { FakePlayer } from '../../../fakes/fake-player';
import { FakeSessionApi } from '../../../fakes/fake-session-api';
import { ManualClock } from '../../../fakes/manual-clock';
import { fakePort, renderRoutes, startAuthAs } from '../../render-with-services';
import { liveRights, playingServices } from '../../../fakes/fake-services';

const isLive = (pathname: string) => pathname.startsWith('/live/');

/** The hook's model rendered plainly: the tabs, the channels as buttons, the login dialog's flag. */
function LiveProbe() {
  const playback = usePlayback();
  const { model, live, choose } = useLiveScreen('web', 'normal', { channelId: null, showId: null }, playback, isLive);
  return (
    <>
      <p>{model.tabs.map((tab) => tab.path).join(' ')}</p>
      {model.loginDialog ? <p role="alert">login</p> : null}
      <p>{playback.playing ? `playing ${playback.channelId}` : 'idle'}</p>
      {live.status === 'success'
        ? live.entries.map((entry) => (
            <button key={entry.channel.id} onClick={() => choose(entry)}>
              {entry.channel.id}
            </button>
          ))
        : null}
    </>
  );
}

async function renderLive(profile: Partial<Profile> | null) {
  const player = new FakePlayer();
  const clock = new ManualClock();
  const sessionApi = new FakeSessionApi();
  const auth = await startAuthAs(sessionApi, profile);
  const guide = fakePort<GuideApi>({
    channels: async () => ['c1', 'c2', 'c3'].map((id, index) => aChannel({ id, number: index + 1, playable: true })),
    liveShows: async () => new Map(),
    channelRights: liveRights,
  });
  const services = playingServices({ auth, clock, guide, sessionApi, player });
  renderRoutes(services, [{ path: '/live/normal', element: <LiveProbe /> }], '/live/normal');
  await screen.findByRole('button', { name: 'c2' });
  return { player };
}

describe('live screen hook (the live model over the playback machine)', () => {
  it('should play the chosen channel, then prepare its neighbours once it has played its first moments', async () => {
    const { player } = await renderLive({});
    expect(screen.getByText('/live/normal /live/fast /live/watchnext')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'c2' }));
    await screen.findByText('playing c2');
    expect(player.loads.map((load) => load.rights.url)).toEqual(['https://live/c2.mpd']);
    await waitFor(() =>
      expect(player.calls.filter((call) => call.startsWith('preload'))).toEqual([
        'preload https://live/c3.mpd',
        'preload https://live/c1.mpd',
      ]),
    );
  });

  it('should ask a visitor to sign in for a channel that is not free, without tabs', async () => {
    const { player } = await renderLive(null);
    expect(screen.queryByText(/\/live\/normal/)).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'c1' })));
    expect(screen.getByRole('alert').textContent).toBe('login');
    expect(player.loads).toEqual([]);
  });
});

describe('remember live history (local preference)', () => {
  afterEach(() => window.localStorage.clear());
  const stored = () => JSON.parse(window.localStorage.getItem(PREFERENCES_KEY) ?? '{}') as Partial<Preferences>;

  it('should keep the channels played on the device, the latest first', async () => {
    await renderLive({});
    fireEvent.click(screen.getByRole('button', { name: 'c2' }));
    await screen.findByText('playing c2');
    fireEvent.click(screen.getByRole('button', { name: 'c3' }));
    await screen.findByText('playing c3');
    await waitFor(() => expect(stored().liveHistory).toEqual(['c3', 'c2']));
  });

  it('when off, should keep no channel on the device', async () => {
    createStoragePreferences(window.localStorage).set('localPreferences', {
      ...DEFAULT_LOCAL_PREFERENCES,
      rememberLiveHistory: false,
    });
    await renderLive({});
    fireEvent.click(screen.getByRole('button', { name: 'c2' }));
    await screen.findByText('playing c2');
    expect(stored().liveHistory).toBeUndefined();
  });
});
