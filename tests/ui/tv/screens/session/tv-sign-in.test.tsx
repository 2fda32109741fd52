import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../src/domain/errors';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { press, renderTv } from '../../render-tv';

afterEach(() => window.localStorage.clear());

const focused = () => document.activeElement?.textContent ?? '';

/** The TV sign-in screen of a visitor, moved to its device code button and pressed. */
async function startDeviceCode(sessionApi = new FakeSessionApi()) {
  const view = await renderTv('/login', { profile: null, sessionApi });
  await waitFor(() => expect(document.activeElement?.id).toBe('tv-email'));
  // jsdom lays nothing out, so the arrows cannot find the button: the focus library is told (the e2e test walks there).
  act(() => void setFocus('login-otp'));
  await waitFor(() => expect(focused()).toBe('Se connecter avec un code'));
  act(() => void press('enter'));
  return view;
}

describe('when a visitor signs in with a code on TV', () => {
  it('should show a QR code of the pairing address carrying the code, the code and the address as text', async () => {
    await startDeviceCode();
    const address = `${window.location.origin}/pair?code=ABCD-EFGH`;
    expect(await screen.findByRole('img', { name: `Code QR de l’adresse ${address}` })).toBeTruthy();
    expect(screen.getByLabelText("Code d'activation").textContent).toBe('ABCD-EFGH');
    expect(
      screen.getByText(
        `Scannez ce code avec votre téléphone, ou ouvrez ${window.location.origin}/pair et saisissez ce code :`,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(focused()).toBe('Revenir au formulaire'));
  });

  it('should go back to the form with Back', async () => {
    await startDeviceCode();
    await screen.findByLabelText("Code d'activation");
    act(() => void press('back'));
    await waitFor(() => expect(document.activeElement?.id).toBe('tv-email'));
  });

  it('should say why a code could not be had, and get one with Retry', async () => {
    const sessionApi = new FakeSessionApi();
    sessionApi.deviceCodeResult = new ApiError('generic', 'auth/device/code');
    await startDeviceCode(sessionApi);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossible d’obtenir un code de connexion. Une erreur est survenue.',
    );
    await waitFor(() => expect(focused()).toBe('Réessayer'));
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
    sessionApi.deviceCodeResult = {
      userCode: 'WXYZ-1234',
      deviceCode: 'device-2',
      intervalSeconds: 5,
      expiresInSeconds: 600,
      verificationUri: '/pair',
    };
    act(() => void press('enter'));
    expect((await screen.findByLabelText("Code d'activation")).textContent).toBe('WXYZ-1234');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should go back to the form with Cancel after a failed request', async () => {
    const sessionApi = new FakeSessionApi();
    sessionApi.deviceCodeResult = new ApiError('generic', 'auth/device/code');
    await startDeviceCode(sessionApi);
    await waitFor(() => expect(focused()).toBe('Réessayer'));
    act(() => void setFocus('otp-failed-cancel'));
    await waitFor(() => expect(focused()).toBe('Annuler'));
    act(() => void press('enter'));
    await waitFor(() => expect(document.activeElement?.id).toBe('tv-email'));
  });
});

describe('when the TV opens a token link', () => {
  it('should sign in with it and go home', async () => {
    const { router, sessionApi } = await renderTv('/auth/demo%40example.com/secret-token', { profile: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(sessionApi.calls).toContain('loginWithToken demo@example.com secret-token');
  });
});

describe('when a former customer is on TV', () => {
  it('should be sent to /logout/1, signed out and told why', async () => {
    const { router, auth } = await renderTv('/home', { profile: { status: 'former_customer' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout/1'));
    expect(await screen.findByRole('heading', { name: 'Votre abonnement est terminé' })).toBeTruthy();
    expect(auth.getSnapshot().context.session).toBeNull();
    await waitFor(() => expect(focused()).toBe('Se connecter avec un autre compte'));
    act(() => void press('enter'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('should keep a heading and say it is signing out while the sign-out is under way', async () => {
    const sessionApi = new FakeSessionApi();
    let finish = () => undefined as void;
    sessionApi.logout = () => new Promise<void>((resolve) => (finish = resolve));
    const { router } = await renderTv('/logout', { sessionApi });
    expect(await screen.findByRole('heading', { name: 'Déconnexion' })).toBeTruthy();
    expect(screen.getByText('Déconnexion en cours…').getAttribute('role')).toBe('status');
    act(() => finish());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each(['/logout/0', '/logout'])('%s should sign out and go to the sign-in screen', async (path) => {
    const { router, auth } = await renderTv(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(auth.getSnapshot().context.session).toBeNull();
  });
});
