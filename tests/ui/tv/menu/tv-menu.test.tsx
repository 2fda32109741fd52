import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createInPageSearchEngine } from '../../../../src/adapters/system/in-page-search.engine';
import { SEARCH_ENGINE } from '../../../../src/ports/search-engine.port';
import { press, renderTv } from '../render-tv';

afterEach(() => window.localStorage.clear());

const menuNames = () =>
  within(screen.getByRole('navigation', { name: 'Menu principal' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const focused = () => document.activeElement?.textContent ?? '';

/** The live screen (a top-level screen) with its first channel focused. */
async function onLive(profile = {}) {
  const view = await renderTv('/live/normal', { profile });
  await waitFor(() => expect(focused()).toMatch(/^\d+\. Channel \d/), { timeout: 5_000 });
  return view;
}

describe('when Back is pressed on a top-level TV screen', () => {
  it('should open the menu with every entry a full subscriber may open, the current screen focused', async () => {
    await onLive();
    act(() => void press('back'));
    expect(menuNames()).toEqual([
      'Accueil',
      'Direct',
      'Guide TV',
      'Recherche',
      'Enregistrements',
      'Suggestions',
      'Aide',
      'Mes sports',
      'Acteurs',
      'VOD',
      'Réglages',
      'Langue: Français',
      'Thème: Ambre',
      'Se déconnecter',
    ]);
    expect(focused()).toBe('Direct');
    expect(document.activeElement?.getAttribute('aria-current')).toBe('page');
  });

  it('should leave out what the account may not open', async () => {
    await onLive({ permissions: new Set(['archives']) });
    act(() => void press('back'));
    expect(menuNames()).not.toContain('Enregistrements');
    expect(menuNames()).not.toContain('Mes sports');
    expect(menuNames()).not.toContain('Suggestions');
    expect(menuNames()).toContain('Guide TV');
  });

  it('should close with Back and give the focus back to the channel that had it', async () => {
    await onLive();
    act(() => void press('down'));
    const chosen = focused();
    act(() => void press('back'));
    expect(focused()).toBe('Direct');
    act(() => void press('back'));
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    expect(focused()).toBe(chosen);
  });
});

describe('when the TV menu is open', () => {
  it('should walk the entries with Up and Down and open one with Enter', async () => {
    const { router } = await onLive();
    act(() => void press('back'));
    act(() => void press('down'));
    expect(focused()).toBe('Guide TV');
    act(() => void press('up'));
    act(() => void press('up'));
    expect(focused()).toBe('Accueil');
    act(() => void press('enter'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
  });

  it('should close and give the focus back when Enter chooses the screen shown (found by the random walk: the focus fell on body)', async () => {
    const { router } = await onLive();
    act(() => void press('down'));
    const chosen = focused();
    act(() => void press('back'));
    expect(focused()).toBe('Direct');
    act(() => void press('enter'));
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    expect(router.state.location.pathname).toBe('/live/normal');
    await waitFor(() => expect(focused()).toBe(chosen));
  });

  it('should give the focus to the new screen when the one it came from went meanwhile (found by the random walk: it fell on body)', async () => {
    const { router } = await onLive();
    act(() => void press('back'));
    expect(focused()).toBe('Direct');
    // The screen under the menu changes (the player leaving for another screen while the menu is open).
    await act(async () => {
      await router.navigate('/live/fast');
    });
    act(() => void press('back'));
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement?.closest('main')).not.toBeNull();
  });

  it('should give the focus back to the element that had it when Enter leads to another address of the screen shown (found by the random walk: search without its tab, the focus fell on body)', async () => {
    const { router } = await renderTv('/search/replay?q=journal', {
      guide: { epgChunk: async () => new Map(), search: async () => [] },
      services: [[SEARCH_ENGINE, createInPageSearchEngine()]],
    });
    await waitFor(() => expect(focused()).toBe('a'), { timeout: 5_000 });
    act(() => void press('down'));
    expect(focused()).toBe('h');
    act(() => void press('back'));
    expect(focused()).toBe('Recherche');
    act(() => void press('enter'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    await waitFor(() => expect(focused()).toBe('h'));
  });

  it('should cycle the language with Enter and stay open', async () => {
    await onLive();
    act(() => void press('back'));
    for (let step = 0; step < 10; step += 1) act(() => void press('down'));
    expect(focused()).toBe('Langue: Français');
    act(() => void press('enter'));
    await waitFor(() => expect(focused()).toBe('Sprache: Deutsch'));
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeTruthy();
  });

  it('should sign out from its last entry', async () => {
    const { router, auth } = await onLive();
    act(() => void press('back'));
    for (let step = 0; step < 20; step += 1) act(() => void press('down'));
    expect(focused()).toBe('Se déconnecter');
    act(() => void press('enter'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(auth.getSnapshot().context.session).toBeNull();
  });

  it('should offer a visitor to sign in', async () => {
    await renderTv('/login', { profile: null });
    await waitFor(() => expect(document.activeElement?.id).toBe('tv-email'));
    act(() => void press('back'));
    expect(menuNames().at(-1)).toBe('Se connecter');
  });
});

describe('when a colour or media key reaches no screen', () => {
  it.each([
    ['ColorF1Green', 404],
    ['ColorF0Red', 403],
    ['MediaPlay', 415],
    ['Info', 457],
  ])('should do nothing with %s (%s)', async (key, keyCode) => {
    const { router } = await onLive();
    const before = focused();
    let used = false;
    act(() => {
      const event = new KeyboardEvent('keydown', { key, keyCode, cancelable: true, bubbles: true });
      document.activeElement!.dispatchEvent(event);
      used = event.defaultPrevented;
    });
    expect(used).toBe(true);
    expect(router.state.location.pathname).toBe('/live/normal');
    expect(focused()).toBe(before);
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
  });
});
