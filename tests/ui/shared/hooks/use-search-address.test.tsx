import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchTab } from '../../../../src/application/search/search.model';
import { ADDRESS_PAUSE_MS } from '../../../../src/domain/search/search-address';
import { useSearchAddress, type SearchAddress } from '../../../../src/ui/shared/hooks/use-search-address';

let address: SearchAddress;

function Probe({ tab }: { tab?: SearchTab }) {
  address = useSearchAddress(tab);
  const { pathname, search } = useLocation();
  return (
    <>
      <p aria-label="query">{address.query}</p>
      <p aria-label="address">{`${pathname}${search}`}</p>
    </>
  );
}

function renderAt(path: string, tab?: SearchTab) {
  const router = createMemoryRouter(
    [
      { path: '/search', element: <Probe /> },
      { path: '/search/:tab', element: <Probe tab={tab} /> },
      { path: '/search/people/:id', element: <Probe /> },
      { path: '/home', element: <p>home</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const shown = (name: string) => screen.getByLabelText(name).textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the search query kept in the address (useSearchAddress)', () => {
  it('should start from the query in the address', () => {
    renderAt('/search?q=journal');
    expect(shown('query')).toBe('journal');
  });

  it('should write the query typed once typing pauses, replacing the entry', () => {
    const router = renderAt('/search');
    act(() => address.type('jo'));
    act(() => vi.advanceTimersByTime(ADDRESS_PAUSE_MS - 1));
    act(() => address.type('jou'));
    act(() => vi.advanceTimersByTime(ADDRESS_PAUSE_MS - 1));
    expect(shown('query')).toBe('jou');
    expect(shown('address')).toBe('/search');
    act(() => vi.advanceTimersByTime(1));
    expect(shown('address')).toBe('/search?q=jou');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('should open another tab with the query, dropping the write still waiting', () => {
    renderAt('/search/live?q=jo', 'live');
    act(() => address.type('jou'));
    act(() => address.goTab('replay'));
    expect(shown('address')).toBe('/search/replay?q=jou');
    act(() => vi.advanceTimersByTime(ADDRESS_PAUSE_MS));
    expect(shown('address')).toBe('/search/replay?q=jou');
  });

  it('should show the query of another address of the screen, and of the entry gone back to', async () => {
    const router = renderAt('/search?q=news');
    await act(() => router.navigate('/search?q=journal'));
    expect(shown('query')).toBe('journal');
    await act(() => router.navigate(-1));
    expect(shown('query')).toBe('news');
  });

  it('should not bring the screen back once it is left with a query still waiting', async () => {
    const router = renderAt('/search');
    act(() => address.type('jou'));
    await act(() => router.navigate('/home'));
    act(() => vi.advanceTimersByTime(ADDRESS_PAUSE_MS));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('should keep the query typed while an overlay without it opens over the screen', async () => {
    const router = renderAt('/search?q=journal');
    await act(() => router.navigate('/search/people/Camille'));
    expect(shown('query')).toBe('journal');
  });
});
