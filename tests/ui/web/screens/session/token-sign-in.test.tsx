import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SERVICE } from '../../../../../src/application/tokens';
import { TokenSignInScreen } from '../../../../../src/ui/web/screens/session/token-sign-in-screen';
import { SessionExpiredNotice } from '../../../../../src/ui/shared/components/session-expired-notice';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { renderRoutes, startAuthAs } from '../../../render-with-services';

const LINK = '/auth/other@example.com/secret-link-token';
const routes = [
  { path: '/auth/:username/:token', element: <TokenSignInScreen /> },
  { path: '/home', element: <p>home</p> },
  { path: '/login', element: <p>login</p> },
];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('when a token link is opened', () => {
  it('should take the token out of the address before any call', async () => {
    window.history.replaceState(null, '', LINK);
    const sessionApi = new FakeSessionApi();
    const auth = await startAuthAs(sessionApi, null);
    const addressAtCall: string[] = [];
    const loginWithToken = sessionApi.loginWithToken.bind(sessionApi);
    sessionApi.loginWithToken = (username, token) => (
      addressAtCall.push(window.location.href),
      loginWithToken(username, token)
    );
    renderRoutes(new Map([[AUTH_SERVICE, auth]]), routes, LINK);
    expect(window.location.pathname).toBe('/auth');
    await waitFor(() => expect(addressAtCall).toHaveLength(1));
    expect(addressAtCall[0]).not.toContain('secret-link-token');
  });

  it('should ask a signed-in user before switching accounts, and keep the session on no', async () => {
    const sessionApi = new FakeSessionApi();
    const auth = await startAuthAs(sessionApi, { username: 'demo@example.com' });
    const { router } = renderRoutes(new Map([[AUTH_SERVICE, auth]]), routes, LINK);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Vous êtes connecté en tant que demo@example.com');
    expect(dialog.textContent).toContain('other@example.com');
    expect(sessionApi.calls.filter((call) => call.startsWith('loginWithToken'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Rester connecté' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(auth.getSnapshot().context.session?.profile.username).toBe('demo@example.com');
  });

  it('should switch accounts once the user says yes', async () => {
    const sessionApi = new FakeSessionApi();
    const auth = await startAuthAs(sessionApi, { username: 'demo@example.com' });
    renderRoutes(new Map([[AUTH_SERVICE, auth]]), routes, LINK);
    await userEvent.click(await screen.findByRole('button', { name: 'Changer de compte' }));
    await waitFor(() => expect(sessionApi.calls).toContain('loginWithToken other@example.com secret-link-token'));
  });
});

describe('when the session expires on a screen that needs no sign-in', () => {
  it('should say so there, and not on the sign-in screen (which says it itself)', async () => {
    const sessionApi = new FakeSessionApi();
    const auth = await startAuthAs(sessionApi, {});
    const screenRoutes = [
      {
        path: '/guide',
        element: (
          <>
            <SessionExpiredNotice />
            <p>guide</p>
          </>
        ),
      },
      {
        path: '/login',
        element: (
          <>
            <SessionExpiredNotice />
            <p>login</p>
          </>
        ),
      },
    ];
    const { router } = renderRoutes(new Map([[AUTH_SERVICE, auth]]), screenRoutes, '/guide');
    expect(screen.queryByRole('alert')).toBeNull();
    auth.send({ type: 'auth.expired' });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      "Vous avez été déconnecté car trop d'appareils utilisent le même compte.",
    );
    await router.navigate('/login');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
