import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER_BASE_URL } from '../../../src/application/tokens';
import { ApiError } from '../../../src/domain/errors';
import { SESSION_API } from '../../../src/ports/session.port';
import type { Language } from '../../../src/ui/shared/i18n/i18n';
import WebProviderPages from '../../../src/ui/web/provider-pages-menu';
import { FakeSessionApi } from '../../fakes/fake-session-api';
import { FakeServices } from '../render-with-services';

afterEach(() => vi.restoreAllMocks());

/** A tab as `window.open('', '_blank')` gives it: blank, its opener this page, its address set later. */
function fakeTab() {
  return { opener: window as Window | null, closed: false, location: { replace: vi.fn() }, close: vi.fn() };
}

/** The provider's pages of the web's settings menu, the provider at https://provider.test; `window.open` faked. */
function renderMenu(sessionApi = new FakeSessionApi(), language: Language = 'fr') {
  const tab = fakeTab();
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  render(
    <FakeServices
      services={
        new Map<symbol, unknown>([
          [SESSION_API, sessionApi],
          [PROVIDER_BASE_URL, 'https://provider.test'],
        ])
      }
      language={language}
    >
      <ul>
        <WebProviderPages />
      </ul>
    </FakeServices>,
  );
  return { open, tab, sessionApi };
}

describe("the provider's own pages on the web (issue 38: auth/fork/)", () => {
  it('should open a blank tab during the click, then show the page signed in with the forked token', async () => {
    const sessionApi = new FakeSessionApi();
    let answer: (value?: unknown) => void = () => undefined;
    sessionApi.forkAnswered = new Promise((resolve) => (answer = resolve));
    const { open, tab } = renderMenu(sessionApi);
    const button = screen.getByRole('button', { name: 'Mon espace client' });
    await userEvent.click(button);
    // During the click itself: the only moment a popup blocker allows a tab.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(sessionApi.calls).toEqual(['fork account']);
    expect(button.textContent).toBe('Mon espace client (Chargement…)');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // A second click while the token is asked asks nothing more.
    await userEvent.click(button);
    expect(open).toHaveBeenCalledTimes(1);

    answer();
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledTimes(1));
    const url = new URL(tab.location.replace.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe('https://provider.test/api/mobile/pages/account/');
    expect(url.searchParams.get('token')).toBe('forked-token');
    expect(url.searchParams.get('back')).toBe(window.location.href);
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    await waitFor(() => expect(button.textContent).toBe('Mon espace client'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should say, with each button, that it opens in a new tab, signed in', () => {
    renderMenu();
    for (const name of ['Mon espace client', 'Aide en ligne']) {
      const note = screen.getByRole('button', { name }).getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(note)?.textContent).toBe('Nouvel onglet, déjà connecté');
    }
  });

  it.each([
    ['network', 'fr', 'Aide en ligne', 'Pas de connexion réseau. Vérifiez votre connexion et réessayez.'],
    ['malformed-response', 'fr', 'Aide en ligne', 'Une erreur est survenue.'],
    [
      'session-expired',
      'en',
      'Online help',
      'You have been signed out because too many devices are using the same account.',
    ],
  ] as const)(
    'should close the blank tab and show the message of a %s failure under its button',
    async (kind, language, name, message) => {
      const sessionApi = new FakeSessionApi();
      sessionApi.forkResult = new ApiError(kind, 'auth/fork');
      const { tab } = renderMenu(sessionApi, language);
      await userEvent.click(screen.getByRole('button', { name }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(tab.close).toHaveBeenCalledTimes(1);
      expect(tab.location.replace).not.toHaveBeenCalled();
      expect(sessionApi.calls).toEqual(['fork help']);
      // The button is still there and can try again.
      expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBeNull();
    },
  );
});
