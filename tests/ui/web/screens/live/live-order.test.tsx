import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../../../src/domain/session/profile';
import type { ChannelFigures, GuideApi } from '../../../../../src/ports/guide.port';
import { webRoutes } from '../../../../../src/ui/web/routes';
import { FakePlayer } from '../../../../fakes/fake-player';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { ManualClock } from '../../../../fakes/manual-clock';
import { aChannel } from '../../../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs, loadHostedPlayer } from '../../../render-with-services';
import { liveRights, playingServices } from '../../../../fakes/fake-services';

/** The web live screen over fakes: four playable channels, a subscriber, the audience answering `audience`. */
async function renderLive(
  audience: () => Promise<ChannelFigures>,
  { profile = {}, playtime }: { profile?: Partial<Profile>; playtime?: () => Promise<ChannelFigures> } = {},
) {
  const sessionApi = new FakeSessionApi();
  const auth = await startAuthAs(sessionApi, profile);
  const channels = Array.from({ length: 4 }, (_, index) =>
    aChannel({ id: `c${index + 1}`, name: `Chaîne ${index + 1}`, number: index + 1, playable: true }),
  );
  const guide = fakePort<GuideApi>({
    channels: async () => channels,
    fastChannels: async () => [],
    liveShows: async () => new Map(),
    bookmarkedShows: async () => [],
    channelRights: liveRights,
    audience,
    ...(playtime ? { playtime } : {}),
  });
  const services = playingServices({ auth, clock: new ManualClock(), guide, sessionApi, player: new FakePlayer() });
  return renderRoutes(services, webRoutes, '/live/normal');
}

const channelNumbers = () =>
  within(screen.getByRole('list', { name: 'Chaînes' }))
    .getAllByRole('button')
    .map((button) => button.textContent?.split('.')[0]);

beforeAll(
  () => Promise.all([import('../../../../../src/ui/web/screens/live/live-screen'), loadHostedPlayer()]),
  30_000,
);
afterEach(() => localStorage.clear());

describe('the "popular now" order of the web live list (GET audience/live/)', () => {
  it('should read the audience only once chosen, put the most watched channels first, and go back to the numbers', async () => {
    const audience = vi.fn(
      async () =>
        new Map([
          ['c3', 800],
          ['c1', 20],
          ['c4', 300],
        ]),
    );
    await renderLive(audience);
    const group = await screen.findByRole('group', { name: 'Ordre des chaînes' });
    await waitFor(() => expect(channelNumbers()).toEqual(['1', '2', '3', '4']));
    expect(audience).not.toHaveBeenCalled();
    fireEvent.click(within(group).getByRole('button', { name: 'Populaires maintenant' }));
    await waitFor(() => expect(channelNumbers()).toEqual(['3', '4', '1', '2']));
    expect(within(group).getByRole('button', { name: 'Populaires maintenant' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(group).getByRole('button', { name: 'Par numéro' }));
    await waitFor(() => expect(channelNumbers()).toEqual(['1', '2', '3', '4']));
  });

  it('should keep the lineup order and say so when audience/live/ fails', async () => {
    await renderLive(() => Promise.reject(new Error('down')));
    const group = await screen.findByRole('group', { name: 'Ordre des chaînes' });
    fireEvent.click(within(group).getByRole('button', { name: 'Populaires maintenant' }));
    await screen.findByText('L’audience n’est pas disponible : les chaînes restent dans votre ordre.');
    expect(channelNumbers()).toEqual(['1', '2', '3', '4']);
  });
});

describe('the web live list personalised by the user’s usage (GET channels/playtime/)', () => {
  const playtime = async () =>
    new Map([
      ['c4', 900],
      ['c2', 60],
    ]);
  const never = () => Promise.reject(new Error('not asked'));

  it('should put the channels the user watches most first when the profile personalises the usage', async () => {
    const read = vi.fn(playtime);
    await renderLive(never, { profile: { personalizeChannelUsage: true }, playtime: read });
    await waitFor(() => expect(channelNumbers()).toEqual(['4', '2', '1', '3']));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('should keep the lineup order when the device’s preference is off', async () => {
    localStorage.setItem('preferences', JSON.stringify({ localPreferences: { personaliseChannelUsage: false } }));
    const read = vi.fn(playtime);
    await renderLive(never, { profile: { personalizeChannelUsage: true }, playtime: read });
    await waitFor(() => expect(channelNumbers()).toEqual(['1', '2', '3', '4']));
    expect(read).not.toHaveBeenCalled();
  });
});
