import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_STOP_TIMEOUT_MS, useStopBeforeLeaving } from '../../../src/ui/shared/hooks/use-stop-before-leaving';

/** A player screen whose stop takes until `finishStop` is called. */
function setup() {
  const stop = vi.fn();
  let finishStop = () => {};
  function Player() {
    const [active, setActive] = useState(true);
    finishStop = () => setActive(false);
    useStopBeforeLeaving(active, stop, (pathname) => pathname.startsWith('/live/'));
    return <Outlet />;
  }
  const router = createMemoryRouter(
    [
      { path: '/live/:tab', element: <Player />, children: [{ path: 'show/:id', element: <p>overlay</p> }] },
      { path: '/home', element: <p>home</p> },
    ],
    { initialEntries: ['/live/normal'] },
  );
  render(<RouterProvider router={router} />);
  return { router, stop, finishStop: () => act(() => finishStop()) };
}

describe('leaving the player stops and reports the stream first', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should keep playing across the tabs and overlays of the screen', async () => {
    const { router, stop } = setup();
    await act(() => router.navigate('/live/fast'));
    await act(() => router.navigate('/live/fast/show/s1'));
    expect(router.state.location.pathname).toBe('/live/fast/show/s1');
    expect(stop).not.toHaveBeenCalled();
  });

  it('should stop the stream and go on once the stop is done', async () => {
    const { router, stop, finishStop } = setup();
    await act(() => router.navigate('/home'));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/live/normal');
    finishStop();
    expect(router.state.location.pathname).toBe('/home');
  });

  it(`should go on after ${LEAVE_STOP_TIMEOUT_MS} ms when the stop does not finish`, async () => {
    const { router } = setup();
    await act(() => router.navigate('/home'));
    await act(() => vi.advanceTimersByTimeAsync(LEAVE_STOP_TIMEOUT_MS - 1));
    expect(router.state.location.pathname).toBe('/live/normal');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/home');
  });
});
