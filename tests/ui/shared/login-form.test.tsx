import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/domain/errors';
import { LoginForm } from '../../../src/ui/shared/components/login-form';
import { renderWithServices } from '../render-with-services';

describe('login form', () => {
  it('should ask for both fields before sending anything', async () => {
    const { sessionApi } = renderWithServices(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    screen.getByText("L'e-mail est obligatoire.");
    screen.getByText('Le mot de passe est obligatoire.');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(sessionApi.calls).toEqual([]);
  });

  it('should reject an e-mail that is not valid', async () => {
    const { sessionApi } = renderWithServices(<LoginForm />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo.example.com');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    screen.getByText("L'e-mail n'est pas valide.");
    expect(sessionApi.calls).toEqual([]);
  });

  it('should show the provider refusal and keep what was typed', async () => {
    const { sessionApi } = renderWithServices(<LoginForm />);
    sessionApi.loginResult = new ApiError('invalid-credentials', 'auth');
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Email ou mot de passe incorrect, veuillez réessayer.',
    );
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('demo@example.com');
    expect(sessionApi.calls).toEqual(['login demo@example.com']);
  });

  it('should speak German when asked', async () => {
    renderWithServices(<LoginForm />, { language: 'de' });
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => screen.getByText('Die E-Mail-Adresse ist erforderlich.'));
  });
});
