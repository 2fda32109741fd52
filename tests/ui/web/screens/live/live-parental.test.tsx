import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Show } from '../../../../../src/domain/shows/show';
import type { GuideApi } from '../../../../../src/ports/guide.port';
import { webRoutes } from '../../../../../src/ui/web/routes';
import { FakePlayer } from '../../../../fakes/fake-player';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { ManualClock } from '../../../../fakes/manual-clock';
import { aChannel, aShow } from '../../../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs, loadHostedPlayer } from '../../../render-with-services';
import { liveRights, playingServices } from '../../../../fakes/fake-services';

/** The web live screen at `path` over fakes: four playable channels, c3 with an 18+ show on air, a subscriber of level 16. */
async function renderLive(path: string) {
  const player = new FakePlayer();
  const clock = new ManualClock();
  const sessionApi = new FakeSessionApi();
  const auth = await startAuthAs(sessionApi, { parentalControlLevel: 16 });
  const channels = Array.from({ length: 4 }, (_, index) =>
    aChannel({ id: `c${index + 1}`, name: `Chaîne ${index + 1}`, number: index + 1, playable: true }),
  );
  const liveShows = new Map<string, Show[]>(
    channels.map((channel) => [
      channel.id,
      [
        aShow({
          id: `${channel.id}-now`,
          channelId: channel.id,
          title: channel.id === 'c3' ? 'Film de minuit' : 'Journal',
          age: channel.id === 'c3' ? 18 : 0,
        }),
      ],
    ]),
  );
  const guide = fakePort<GuideApi>({
    channels: async () => channels,
    fastChannels: async () => [],
    liveShows: async () => liveShows,
    bookmarkedShows: async () => [],
    channelRights: liveRights,
  });
  const services = playingServices({ auth, clock, guide, sessionApi, player });
  return { ...renderRoutes(services, webRoutes, path), player, sessionApi };
}

const loaded = (player: FakePlayer) => player.loads.map((load) => load.rights.url);
const typePin = (dialog: HTMLElement, pin: string) => {
  fireEvent.input(within(dialog).getByLabelText('Code parental'), { target: { value: pin } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
};

// The live screen's module loads on first use (a lazy route): loaded once before the tests, not inside the first one's wait.
beforeAll(
  () => Promise.all([import('../../../../../src/ui/web/screens/live/live-screen'), loadHostedPlayer()]),
  30_000,
);
afterEach(() => localStorage.clear());

describe('when a channel is played live on the web and its show on air is protected (spec points 4 and 6)', () => {
  it("should ask the PIN before a frame plays, refuse a wrong one with the spec's text, and play with the right one", async () => {
    const { player } = await renderLive('/live/normal?play=c3');
    const dialog = await screen.findByRole('dialog', { name: 'Code parental' });
    expect(loaded(player)).toEqual([]);
    typePin(dialog, '0000');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Le code saisi est incorrect.'));
    expect(loaded(player)).toEqual([]);
    typePin(dialog, '1234');
    await waitFor(() => expect(loaded(player)).toEqual(['https://live/c3.mpd']));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Code parental' })).toBeNull());
  });

  it('should play a channel whose show on air the level allows without asking', async () => {
    const { player } = await renderLive('/live/normal?play=c2');
    await waitFor(() => expect(loaded(player)).toEqual(['https://live/c2.mpd']));
    expect(screen.queryByRole('dialog', { name: 'Code parental' })).toBeNull();
  });

  it('should drop the request when the PIN is cancelled, playing nothing', async () => {
    const { player } = await renderLive('/live/normal?play=c3');
    const dialog = await screen.findByRole('dialog', { name: 'Code parental' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Code parental' })).toBeNull());
    expect(loaded(player)).toEqual([]);
  });
});
