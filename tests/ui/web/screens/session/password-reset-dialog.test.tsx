import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAuth } from '../../../../../src/application/session/auth.service';
import { AUTH_SERVICE, PROVIDER_BASE_URL } from '../../../../../src/application/tokens';
import { createMemoryTokenStore } from '../../../../../src/adapters/storage/memory-token.store';
import type { Language } from '../../../../../src/ui/shared/i18n/i18n';
import { LoginScreen } from '../../../../../src/ui/web/screens/session/login-screen';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { FakeServices } from '../../../render-with-services';

afterEach(() => vi.restoreAllMocks());

/** The web sign-in screen of a visitor, the provider at https://provider.test; `window.open` recorded. */
function renderLogin(language: Language = 'fr') {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const sessionApi = new FakeSessionApi();
  const auth = startAuth({ sessionApi, tokenStore: createMemoryTokenStore(), resetData: vi.fn() });
  render(
    <FakeServices
      services={
        new Map<symbol, unknown>([
          [AUTH_SERVICE, auth],
          [PROVIDER_BASE_URL, 'https://provider.test'],
        ])
      }
      language={language}
    >
      <MemoryRouter initialEntries={['/login']}>
        <LoginScreen />
      </MemoryRouter>
    </FakeServices>,
  );
  return { open, sessionApi };
}

describe('when a visitor forgot the password on the web (spec point 5)', () => {
  it('should start with the dialog closed, then ask for the e-mail already typed in the sign-in form', async () => {
    const { sessionApi } = renderLogin();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Réinitialiser le mot de passe' });
    expect((within(dialog).getByLabelText('E-mail') as HTMLInputElement).value).toBe('demo@example.com');
    expect(sessionApi.calls).toEqual([]);
  });

  it('should refuse an invalid e-mail with the validation message and open nothing', async () => {
    const { open } = renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Réinitialiser le mot de passe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ouvrir la page de réinitialisation' }));
    within(dialog).getByText("L'e-mail est obligatoire.");
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'demo.example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ouvrir la page de réinitialisation' }));
    within(dialog).getByText("L'e-mail n'est pas valide.");
    expect(within(dialog).getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(open).not.toHaveBeenCalled();
  });

  it("should open the provider's reset page for a valid e-mail in a new tab without an opener, then close", async () => {
    const { open } = renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Réinitialiser le mot de passe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ouvrir la page de réinitialisation' }));
    expect(open).toHaveBeenCalledWith(
      'https://provider.test/api/mobile/password/reset/?email=demo%40example.com',
      '_blank',
      'noopener',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('demo@example.com');
  });

  it('should close with Cancel and open nothing', async () => {
    const { open } = renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Réinitialiser le mot de passe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    [
      'de' as const,
      'Passwort vergessen?',
      'Passwort zurücksetzen',
      'Seite zum Zurücksetzen öffnen',
      'Die E-Mail-Adresse ist ungültig.',
    ],
    ['en' as const, 'Forgot your password?', 'Reset your password', 'Open the reset page', 'This e-mail is not valid.'],
  ])('should speak %s', async (language, openName, title, submit, invalid) => {
    renderLogin(language);
    await userEvent.click(await screen.findByRole('button', { name: openName }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await userEvent.type(within(dialog).getAllByRole('textbox')[0] as HTMLElement, 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: submit }));
    within(dialog).getByText(invalid);
  });
});
