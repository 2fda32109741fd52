import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInPageSearchEngine } from '../../../../../src/adapters/system/in-page-search.engine';
import { SEARCH_ENGINE } from '../../../../../src/ports/search-engine.port';
import { ManualClock } from '../../../../fakes/manual-clock';
import { aShow } from '../../../../fakes/shows';
import { press as sendPress, renderTv } from '../../render-tv';

const now = new ManualClock().now();
const shows = [
  aShow({
    id: 'past',
    channelId: 'ch1',
    title: 'Le Journal',
    startDate: now.subtract({ hours: 3 }),
    stopDate: now.subtract({ hours: 2 }),
  }),
  aShow({
    id: 'upcoming',
    channelId: 'ch2',
    title: 'Le Journal du soir',
    startDate: now.add({ hours: 2 }),
    stopDate: now.add({ hours: 3 }),
  }),
];

const press = (name: Parameters<typeof sendPress>[0]) => act(() => void sendPress(name));
const focused = () => document.activeElement?.textContent;

function renderSearch(path: string) {
  return renderTv(path, {
    guide: {
      epgChunk: async () => new Map([['ch1', shows]]),
      search: async () => [],
    },
    services: [[SEARCH_ENGINE, createInPageSearchEngine()]],
  });
}

describe('the TV search screen (spec point 2: /search, /search/{tab}, sign-in needed on TV)', () => {
  it('should send a visitor to the sign-in', async () => {
    const { router } = await renderTv('/search?q=journal', { profile: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('should send an unknown tab to the bare search, keeping the query', async () => {
    const { router } = await renderSearch('/search/nowhere?q=jo');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=jo'),
    );
  });

  it('should open on the first key with the query of the address and its results beside the keyboard', async () => {
    await renderSearch('/search?q=journal');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Recherche');
    await waitFor(() => expect(focused()).toBe('a'));
    expect(screen.getByLabelText('Texte recherché').textContent).toBe('journal');
    const list = await screen.findByRole('list', { name: /^Résultats pour « journal »/ });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.querySelector('strong')?.textContent),
    ).toEqual(expect.arrayContaining(['Le Journal', 'Le Journal du soir']));
  });

  it('should reach the results with Right off the last column of a letter row (the digits row wrapping round), the tabs with Up, and return to the key last used with Left or Back', async () => {
    await renderSearch('/search?q=journal');
    await screen.findByRole('list', { name: /^Résultats pour « journal »/ });
    await waitFor(() => expect(focused()).toBe('a'));
    press('down');
    for (let step = 0; step < 6; step += 1) press('right');
    expect(focused()).toBe('n');
    press('right');
    expect(document.activeElement?.closest('ul')?.getAttribute('aria-label')).toMatch(/^Résultats pour/);
    press('up');
    expect(focused()).toMatch(/^Tout \(\d+\)$/);
    press('left');
    expect(focused()).toBe('n');
    press('right');
    press('back');
    expect(focused()).toBe('n');
    // The digits row wraps round, results shown or not: every letter stays six presses away.
    for (const key of ['down', 'down', 'down', 'right'] as const) press(key);
    expect(focused()).toBe('1');
  });

  it('should give the focus back to the result that opened an overlay when the screen is drawn anew under it (back from the player)', async () => {
    const { router } = await renderSearch('/search?q=journal');
    await screen.findByRole('list', { name: /^Résultats pour « journal »/ });
    await waitFor(() => expect(focused()).toBe('a'));
    press('left');
    press('right');
    press('down');
    const chosen = document.activeElement;
    expect(chosen?.closest('ul')?.getAttribute('aria-label')).toMatch(/^Résultats pour/);
    press('enter');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/search\/show\//));
    const overlayPath = `${router.state.location.pathname}${router.state.location.search}`;
    // Away to another screen (the player the overlay leads to) and back: the search screen is drawn anew under its overlay.
    await act(() => router.navigate('/live/normal'));
    await screen.findByRole('heading', { level: 1, name: 'En direct' });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(overlayPath));
    await screen.findByRole('dialog');
    await screen.findByRole('list', { name: /^Résultats pour « journal »/, hidden: true });
    await act(() => router.navigate('/search?q=journal', { replace: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toBe(chosen?.textContent));
  });
});
