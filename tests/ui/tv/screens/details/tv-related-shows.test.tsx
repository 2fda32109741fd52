import { init } from '@noriginmedia/norigin-spatial-navigation';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Show } from '../../../../../src/domain/shows/show';
import type { ShowDetails } from '../../../../../src/ports/shows.port';
import { FocusMemoryProvider } from '../../../../../src/ui/tv/focus-memory';
import { KeyLayersProvider } from '../../../../../src/ui/tv/keys/key-layers';
import { TvShowOverlay } from '../../../../../src/ui/tv/screens/details/tv-show-overlay';
import { lazyLayoutAdapter } from '../../../../../src/ui/tv/spatial/lazy-layout';
import { FakeRecordingsApi } from '../../../../fakes/fake-recordings-api';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { fakeServices } from '../../../../fakes/fake-services';
import { ManualClock } from '../../../../fakes/manual-clock';
import { aChannel, aShow } from '../../../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs } from '../../../render-with-services';
import { press } from '../../render-tv';

// The focus library as the TV layout starts it (routes.tsx).
init({ shouldFocusDOMNode: true, layoutAdapter: lazyLayoutAdapter });

const clock = new ManualClock();
const now = clock.now();
const channel = aChannel({ id: 'ch1' });
const show: ShowDetails = aShow({
  id: 'main',
  title: 'Le Film',
  channelId: 'ch1',
  startDate: now.subtract({ minutes: 10 }),
  stopDate: now.add({ hours: 1 }),
});
const related = [
  aShow({ id: 'r1', title: 'Le Voisin', channelId: 'ch1' }),
  aShow({ id: 'r2', title: 'Le Cousin', channelId: 'ch1' }),
];

async function renderTvShowOverlay(relatedShows: () => Promise<Show[]>) {
  const sessionApi = new FakeSessionApi();
  const auth = await startAuthAs(sessionApi);
  const details = async (id: string) =>
    id === 'main' ? show : { ...show, id, title: related.find((r) => r.id === id)?.title ?? id };
  const services = fakeServices({
    clock,
    auth,
    sessionApi,
    recordings: new FakeRecordingsApi(),
    guide: fakePort({ channels: async () => [channel] }),
    shows: fakePort({ details, related: relatedShows }),
  });
  return renderRoutes(
    services,
    [
      {
        path: '/home',
        element: (
          <FocusMemoryProvider>
            <KeyLayersProvider>
              <Outlet />
            </KeyLayersProvider>
          </FocusMemoryProvider>
        ),
        children: [{ path: 'show/:showId', element: <TvShowOverlay /> }],
      },
    ],
    '/home/show/main',
  );
}

/** Where a button sits (jsdom lays nothing out): each list of buttons a row under the one before, in document order; a button outside a list (close) above them. */
function placeOf(button: Element): { left: number; top: number } {
  const row = button.closest('ul');
  if (row === null) return { left: 1000, top: -100 };
  const rows = [...document.querySelectorAll('ul')];
  const items = [...row.querySelectorAll(':scope > li')];
  const item = button.closest('li');
  return { left: 200 * (item ? items.indexOf(item) : 0), top: 100 * rows.indexOf(row) };
}

beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function place(this: HTMLElement) {
    const buttons = this.tagName === 'BUTTON' ? [this] : [...this.querySelectorAll('button')];
    const places = buttons.map(placeOf);
    if (places.length === 0)
      return { x: 0, y: 0, left: 0, top: 0, width: 0, height: 0, right: 0, bottom: 0, toJSON: () => ({}) } as DOMRect;
    const left = Math.min(...places.map((found) => found.left));
    const top = Math.min(...places.map((found) => found.top));
    const right = Math.max(...places.map((found) => found.left + 150));
    const bottom = Math.max(...places.map((found) => found.top + 50));
    return {
      x: left,
      y: top,
      left,
      top,
      width: right - left,
      height: bottom - top,
      right,
      bottom,
      toJSON: () => ({}),
    } as DOMRect;
  });
});
afterAll(() => vi.restoreAllMocks());

const focused = () => document.activeElement?.textContent ?? '';

describe('related titles in the TV show overlay (show/details/{id}/c2c/)', () => {
  it('should put the related shows in a labelled row that Down reaches from the actions, Enter opening that show', async () => {
    const { router } = await renderTvShowOverlay(async () => related);
    const section = await screen.findByRole('region', { name: 'Dans le même genre' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement?.closest('section')?.getAttribute('aria-label')).toBe('Actions'));
    act(() => void press('down'));
    await waitFor(() => expect(focused()).toMatch(/^Le Voisin · /));
    act(() => void press('right'));
    await waitFor(() => expect(focused()).toMatch(/^Le Cousin · /));
    act(() => void press('enter'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/show/r2'));
  });

  it('should leave the row out when the call fails', async () => {
    const call = vi.fn(() => Promise.reject(new Error('down')));
    await renderTvShowOverlay(call);
    await screen.findByRole('heading', { level: 2, name: 'Le Film' });
    await waitFor(() => expect(call).toHaveBeenCalledWith('main'));
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Dans le même genre' })).toBeNull();
  });
});
