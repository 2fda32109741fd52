import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { press, renderTv } from '../../render-tv';

afterEach(() => window.localStorage.clear());

const focused = () => document.activeElement?.textContent ?? '';

/** The TV sign-in of a visitor with `email` typed, its "forgot password" button pressed with Enter. */
async function openReset(email: string) {
  const view = await renderTv('/login', { profile: null });
  const field = await screen.findByLabelText('E-mail');
  fireEvent.change(field, { target: { value: email } });
  // jsdom lays nothing out, so the arrows cannot find the button: the focus library is told (the e2e test walks there).
  act(() => void setFocus('login-reset'));
  await waitFor(() => expect(focused()).toBe('Mot de passe oublié ?'));
  act(() => void press('enter'));
  await screen.findByRole('dialog', { name: 'Réinitialiser le mot de passe' });
  return view;
}

describe('when a visitor forgot the password on TV (spec point 5)', () => {
  it('should ask for the e-mail, keeping the one typed in the sign-in form, in a dialog that starts on it', async () => {
    await openReset('demo@example.com');
    const field = screen.getAllByLabelText('E-mail').find((input) => input.closest('dialog')) as HTMLInputElement;
    expect(field.value).toBe('demo@example.com');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('should say an invalid e-mail is invalid (Enter on the field) and stay open on the sign-in page', async () => {
    await openReset('demo.example.com');
    act(() => void press('enter'));
    expect((await screen.findByText("L'e-mail n'est pas valide.")).closest('dialog')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Réinitialiser le mot de passe' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('should close with Back and give the focus back to its button', async () => {
    await openReset('demo@example.com');
    act(() => void press('back'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focused()).toBe('Mot de passe oublié ?'));
  });
});
