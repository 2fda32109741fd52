import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../src/domain/errors';
import { KEPT_FOCUS_STORAGE_KEY } from '../../../../../src/ui/tv/focus-memory';
import { thisPage } from '../../../../../src/ui/tv/this-page';
import { HELP_DOCUMENT } from '../../../../../src/ports/help.port';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { press, renderTv } from '../../render-tv';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const focused = () => document.activeElement as HTMLElement | null;

/** The TV settings of a subscriber, the focus told onto "Mon espace client" (jsdom lays nothing out for the arrows). */
async function onAccountButton(sessionApi: FakeSessionApi) {
  const opened = vi.spyOn(thisPage, 'open').mockImplementation(() => undefined);
  const view = await renderTv('/settings', { sessionApi });
  await screen.findByRole('heading', { level: 1, name: 'Réglages' });
  await waitFor(() => expect(focused()?.textContent).toContain('Seulement les chaînes que je peux regarder'));
  act(() => void setFocus('settings-provider-account'));
  await waitFor(() => expect(focused()?.textContent).toBe('Mon espace client'));
  return { ...view, opened };
}

describe("the provider's own pages on TV (issue 38: auth/fork/)", () => {
  it('should show the button busy while the token is asked, then open the account page in place, signed in', async () => {
    const sessionApi = new FakeSessionApi();
    let answer: (value?: unknown) => void = () => undefined;
    sessionApi.forkAnswered = new Promise((resolve) => (answer = resolve));
    const { opened } = await onAccountButton(sessionApi);
    act(() => void press('enter'));
    await waitFor(() => expect(focused()?.textContent).toBe('Mon espace clientChargement…'));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Chargement…');
    expect(sessionApi.calls.filter((call) => call.startsWith('fork'))).toEqual(['fork account']);
    expect(opened).not.toHaveBeenCalled();

    act(() => answer());
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    const url = new URL(opened.mock.calls[0]![0], 'https://app.test');
    expect(url.origin + url.pathname).toBe('https://provider.test/api/mobile/pages/account/');
    expect(url.searchParams.get('token')).toBe('forked-token');
    // Kept through the page load, so that Back comes back to this button.
    expect(JSON.parse(window.sessionStorage.getItem(KEPT_FOCUS_STORAGE_KEY) ?? '[]')).toContainEqual([
      'settings',
      'settings-provider-account',
    ]);
  });

  it('should show the failure under the button and keep the focus on it, the screen as it was', async () => {
    const sessionApi = new FakeSessionApi();
    sessionApi.forkResult = new ApiError('network', 'auth/fork');
    const { opened, router } = await onAccountButton(sessionApi);
    act(() => void press('enter'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Pas de connexion réseau. Vérifiez votre connexion et réessayez.',
    );
    expect(focused()?.textContent).toBe('Mon espace client');
    expect(router.state.location.pathname).toBe('/settings');
    expect(opened).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(KEPT_FOCUS_STORAGE_KEY)).toBeNull();
  });

  it('should land on the button that opened the page when the TV comes back to the app', async () => {
    window.sessionStorage.setItem(KEPT_FOCUS_STORAGE_KEY, JSON.stringify([['settings', 'settings-provider-account']]));
    await renderTv('/settings');
    await waitFor(() => expect(focused()?.textContent).toBe('Mon espace client'));
    // Taken once: a later start is a fresh one.
    expect(window.sessionStorage.getItem(KEPT_FOCUS_STORAGE_KEY)).toBeNull();
  });

  it('should offer the online help above the help pages, opened in place the same way', async () => {
    const sessionApi = new FakeSessionApi();
    const opened = vi.spyOn(thisPage, 'open').mockImplementation(() => undefined);
    await renderTv('/help', { sessionApi, services: [[HELP_DOCUMENT, { document: async () => [] }]] });
    await waitFor(() => expect(focused()?.getAttribute('aria-label')).toBe('Pages d’aide'));
    act(() => void setFocus('help-online'));
    await waitFor(() => expect(focused()?.textContent).toBe('Aide en ligne'));
    act(() => void press('enter'));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(new URL(opened.mock.calls[0]![0], 'https://app.test').pathname).toBe('/api/mobile/pages/help/');
    expect(sessionApi.calls.filter((call) => call.startsWith('fork'))).toEqual(['fork help']);
    expect(JSON.parse(window.sessionStorage.getItem(KEPT_FOCUS_STORAGE_KEY) ?? '[]')).toContainEqual([
      'help',
      'help-online',
    ]);
  });
});
