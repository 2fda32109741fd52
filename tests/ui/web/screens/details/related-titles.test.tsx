import { act, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Show } from '../../../../../src/domain/shows/show';
import type { ShowDetails } from '../../../../../src/ports/shows.port';
import { ShowOverlay } from '../../../../../src/ui/web/screens/details/show-overlay';
import { FakeRecordingsApi } from '../../../../fakes/fake-recordings-api';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { fakeServices } from '../../../../fakes/fake-services';
import { ManualClock } from '../../../../fakes/manual-clock';
import { aChannel, aShow } from '../../../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs } from '../../../render-with-services';

const clock = new ManualClock();
const now = clock.now();
const channel = aChannel({ id: 'ch1' });
const show: ShowDetails = aShow({
  id: 'main',
  title: 'Le Film',
  channelId: 'ch1',
  startDate: now,
  stopDate: now.add({ hours: 1 }),
});
const related = [
  aShow({ id: 'r1', title: 'Le Voisin', channelId: 'ch1' }),
  aShow({ id: 'r2', title: 'Le Cousin', channelId: 'ch1' }),
];

async function renderShowOverlay(relatedShows: () => Promise<Show[]>, visitor = false) {
  const sessionApi = new FakeSessionApi();
  const auth = await startAuthAs(sessionApi, visitor ? null : {});
  const details = async (id: string) =>
    id === 'main' ? show : { ...show, id, title: related.find((r) => r.id === id)?.title ?? id };
  const services = fakeServices({
    clock,
    auth,
    sessionApi,
    recordings: new FakeRecordingsApi(),
    guide: fakePort({ channels: async () => [channel] }),
    shows: fakePort({ ...(visitor ? { cachedDetails: details } : { details }), related: relatedShows }),
  });
  return renderRoutes(
    services,
    [{ path: '/home', element: <Outlet />, children: [{ path: 'show/:showId', element: <ShowOverlay /> }] }],
    '/home/show/main',
  );
}

describe('related titles in the web show overlay (show/details/{id}/c2c/)', () => {
  it('should list the related shows in a labelled section, each card opening that show’s overlay', async () => {
    const { router } = await renderShowOverlay(async () => related);
    const section = await screen.findByRole('region', { name: 'Dans le même genre' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/home/show/r1', '/home/show/r2']);
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    links[0]!.click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/show/r1'));
  });

  it.each([
    ['fails', () => Promise.reject(new Error('down'))],
    ['answers none', async () => []],
  ])('should leave the section out when the call %s, the details still shown', async (_, answer) => {
    const call = vi.fn(answer);
    await renderShowOverlay(call);
    await screen.findByRole('region', { name: 'Informations' });
    await waitFor(() => expect(call).toHaveBeenCalledWith('main'));
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Dans le même genre' })).toBeNull();
  });
});

describe('show details read from the cached base (spec point 7, cached reads: show/details/{id}/)', () => {
  it('should read a visitor’s show overlay from the cached base, which needs no session token', async () => {
    await renderShowOverlay(async () => related, true);
    await screen.findByRole('heading', { level: 2, name: 'Le Film' });
    await screen.findByRole('region', { name: 'Dans le même genre' });
  });
});
