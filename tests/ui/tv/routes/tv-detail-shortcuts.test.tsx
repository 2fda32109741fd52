import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeWorld } from '../../web/screens/home/home-services';
import { renderTvHome } from '../screens/home/tv-home-services';

beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

const KEYS = { Escape: 27, ArrowDown: 40 } as const;
const press = (key: keyof typeof KEYS) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, keyCode: KEYS[key] });
const focused = () => document.activeElement as HTMLElement;

describe('TV detail overlays over live and the shortcut routes (spec point 2, issue 36 item 6)', () => {
  it('should open a deep link /show/{id} as the show overlay over live, and give Back the first channel card', async () => {
    const { router } = await renderTvHome(homeWorld(5), { path: '/show/live-ch3' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/normal/show/live-ch3'));
    const overlay = await screen.findByRole('dialog', { name: 'Show live-ch3' });
    await waitFor(() => expect(overlay.contains(focused())).toBe(true));
    press('Escape');
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/normal'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(focused().textContent).toMatch(/^1\. /));
  });

  it.each([
    ['/serie/se1', '/live/normal/serie/se1'],
    ['/people/Ada%20Lovelace', '/live/normal/people/Ada%20Lovelace'],
  ])('should open the deep link %s over live', async (path, landing) => {
    const { router } = await renderTvHome(homeWorld(5), { path });
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    await screen.findByRole('dialog');
  });

  it('should open a shortcut over the current list screen, not over live', async () => {
    const { router } = await renderTvHome(homeWorld(5), { path: '/guide' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/guide'));
    await act(() => router.navigate('/show/live-ch3'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guide/show/live-ch3'));
  });

  it('should keep the live cards from taking the focus from an overlay opened over a live tab', async () => {
    const { router } = await renderTvHome(homeWorld(5), { path: '/live/normal/show/live-ch3' });
    const overlay = await screen.findByRole('dialog', { name: 'Show live-ch3' });
    await screen.findAllByRole('button', { name: /^1\. /, hidden: true });
    await waitFor(() => expect(within(overlay).queryAllByRole('button')).not.toHaveLength(0));
    await waitFor(() => expect(overlay.contains(focused())).toBe(true));
    press('ArrowDown');
    expect(overlay.contains(focused())).toBe(true);
    expect(router.state.location.pathname).toBe('/live/normal/show/live-ch3');
  });

  it('should open a shortcut over the recordings tab shown, and give the focus back to what had it with Back', async () => {
    const { router } = await renderTvHome(homeWorld(5), { path: '/recordings/completed' });
    await waitFor(() => expect(focused()).not.toBe(document.body));
    await waitFor(() => expect(focused().closest('main')).not.toBeNull());
    await waitFor(() => expect(screen.queryByText('Chargement…')).toBeNull());
    // The row's button focused first (its name says which recording): the same one after Back.
    const before = focused().getAttribute('aria-label') ?? focused().textContent;
    await act(() => router.navigate('/show/live-ch3'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordings/completed/show/live-ch3'));
    const overlay = await screen.findByRole('dialog', { name: 'Show live-ch3' });
    await waitFor(() => expect(overlay.contains(focused())).toBe(true));
    press('Escape');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordings/completed'));
    await waitFor(() => expect(focused().getAttribute('aria-label') ?? focused().textContent).toBe(before));
    expect(focused().closest('main')?.getAttribute('aria-hidden')).toBeNull();
  });
});
