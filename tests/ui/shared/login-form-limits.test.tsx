import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../../src/domain/session/login';
import { LoginForm } from '../../../src/ui/shared/components/login-form';
import { renderWithServices } from '../render-with-services';

describe('when 100 000 characters land in the sign-in fields', () => {
  it('should keep each field to its limit and check them without sending', async () => {
    const { sessionApi } = renderWithServices(<LoginForm />);
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    const password = screen.getByLabelText('Mot de passe') as HTMLInputElement;
    expect(email.maxLength).toBe(EMAIL_MAX_LENGTH);
    expect(password.maxLength).toBe(PASSWORD_MAX_LENGTH);
    fireEvent.input(email, { target: { value: 'a'.repeat(100_000) } });
    fireEvent.input(password, { target: { value: 'p'.repeat(100_000) } });
    expect(email.value).toHaveLength(EMAIL_MAX_LENGTH);
    expect(password.value).toHaveLength(PASSWORD_MAX_LENGTH);
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText("L'e-mail n'est pas valide.")).toBeTruthy();
    expect(sessionApi.calls).toEqual([]);
  });
});
