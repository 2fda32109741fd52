import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HELP_DOCUMENT, type HelpBlock, type HelpDocumentApi } from '../../../../src/ports/help.port';
import { press, renderTv } from '../render-tv';

const BLOCKS: readonly HelpBlock[] = [
  { kind: 'heading', text: 'Aide', lang: 'fr' },
  { kind: 'paragraph', text: 'Connectez-vous, puis choisissez une chaîne.', lang: 'fr' },
  { kind: 'heading', text: 'Help', lang: 'en' },
  { kind: 'paragraph', text: 'Sign in, then pick a channel.', lang: 'en' },
];
const help = (document: HelpDocumentApi['document']) => ({ services: [[HELP_DOCUMENT, { document }]] as const });
const focused = () => document.activeElement;

describe('the TV help web view (issue 36 item 7)', () => {
  it("should open the provider's help inside the app from the menu, and scroll it with Up and Down", async () => {
    const { router } = await renderTv(
      '/live/normal',
      help(async () => BLOCKS),
    );
    await waitFor(() => expect(focused()?.textContent).toMatch(/^1\. Channel 1/), { timeout: 5_000 });
    act(() => void press('back'));
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    act(() => within(menu).getByRole('button', { name: 'Aide' }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    const region = await screen.findByRole('region', { name: 'Pages d’aide' });
    await within(region).findByText('Sign in, then pick a channel.');
    expect(within(region).getByText('Sign in, then pick a channel.').getAttribute('lang')).toBe('en');
    await waitFor(() => expect(focused()).toBe(region));
    // Down and Up scroll the page: the focus stays on it, nothing else moves.
    expect(press('down')).toBe(true);
    expect(press('up')).toBe(true);
    expect(focused()).toBe(region);
    // Back goes back in the browser's history (tests/e2e/tv-routes.test.ts); the memory router here has none,
    // so Back opens the menu, as on any screen opened first, with help as the current entry.
    act(() => void press('back'));
    const again = await screen.findByRole('navigation', { name: 'Menu principal' });
    await waitFor(() => expect(focused()).toBe(within(again).getByRole('button', { name: 'Aide' })));
  });

  it('should say when the help cannot be read, with a retry', async () => {
    let calls = 0;
    await renderTv(
      '/help',
      help(async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return BLOCKS;
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible d’afficher l’aide.');
    await waitFor(() => expect(focused()?.textContent).toBe('Réessayer'));
    act(() => void press('enter'));
    await screen.findByText('Connectez-vous, puis choisissez une chaîne.');
    await waitFor(() => expect(focused()).toBe(screen.getByRole('region', { name: 'Pages d’aide' })));
  });
});
