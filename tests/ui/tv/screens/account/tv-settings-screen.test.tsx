import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PREFERENCES_KEY } from '../../../../../src/adapters/storage/local-preferences.store';
import { createParentalRouteChallenge } from '../../../../../src/application/account/parental-route-challenge';
import { PARENTAL_ROUTE_CHALLENGE } from '../../../../../src/application/tokens';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { press, renderTv } from '../../render-tv';

afterEach(() => window.localStorage.clear());

const focused = () => document.activeElement as HTMLElement | null;
const stored = () => JSON.parse(window.localStorage.getItem(PREFERENCES_KEY) ?? '{}') as Record<string, unknown>;

async function onSettings(options: Parameters<typeof renderTv>[1] = {}) {
  const view = await renderTv('/settings', options);
  await screen.findByRole('heading', { level: 1, name: 'Réglages' });
  await waitFor(() => expect(focused()?.textContent).toContain('Seulement les chaînes que je peux regarder'));
  return view;
}

describe('the TV settings screen (/settings)', () => {
  it('should show each local preference as an on/off button, the first focused', async () => {
    await onSettings();
    const section = screen.getByRole('region', { name: 'Préférences de l’appareil' });
    const switches = within(section)
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-pressed'));
    expect(switches).toHaveLength(8);
    expect(focused()?.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Aperçus vidéo', pressed: true })).toBeTruthy();
  });

  it('should toggle the focused preference with Enter and keep it on the device', async () => {
    await onSettings();
    act(() => void press('enter'));
    await waitFor(() => expect(focused()?.getAttribute('aria-pressed')).toBe('true'));
    expect((stored().localPreferences as Record<string, unknown>).playableChannelsOnly).toBe(true);
    act(() => void press('enter'));
    await waitFor(() => expect(focused()?.getAttribute('aria-pressed')).toBe('false'));
  });

  it('should cycle the default subtitles with Enter', async () => {
    await onSettings();
    // jsdom lays nothing out, so the arrows cannot find the button: the focus library is told (the e2e test walks there).
    act(() => void setFocus('settings-defaultSubtitle'));
    await waitFor(() => expect(focused()?.textContent).toBe('Sous-titres par défautAucun'));
    act(() => void press('enter'));
    await waitFor(() => expect(focused()?.textContent).toBe('Sous-titres par défautFrançais'));
    expect((stored().localPreferences as Record<string, unknown>).defaultSubtitle).toBe('fr');
  });

  it('should change the theme as the menu does', async () => {
    await onSettings();
    act(() => void setFocus('settings-theme'));
    await waitFor(() => expect(focused()?.textContent).toBe('ThèmeAmbre'));
    act(() => void press('enter'));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('crimson'));
    expect(focused()?.textContent).toBe('ThèmePourpre');
  });

  it('should open the device pages from their entries, and land on the entry again coming back', async () => {
    const { router } = await onSettings();
    const device = screen.getByRole('region', { name: 'Cet appareil' });
    expect(
      within(device)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Diagnostic', 'Test de performance', 'Confidentialité']);
    act(() => void setFocus('settings-diagnostic'));
    await waitFor(() => expect(focused()?.textContent).toBe('Diagnostic'));
    act(() => void press('enter'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/diagnostic'));
    // Back is history's back (the menu's key handling, walked in the e2e test): the memory router's here.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    await waitFor(() => expect(focused()?.textContent).toBe('Diagnostic'));
  });

  it('should be where the menu’s settings entry leads, not live', async () => {
    await renderTv('/live/normal');
    await waitFor(() => expect(focused()?.textContent).toMatch(/^\d+\. Channel \d/), { timeout: 5_000 });
    act(() => void press('back'));
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    act(() => within(menu).getByRole('button', { name: 'Réglages' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Réglages' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Direct' })).toBeNull();
  });

  it('should list the account pages and sign-out for a subscriber, none for a visitor', async () => {
    await onSettings();
    const account = screen.getByRole('region', { name: 'Compte' });
    expect(
      within(account)
        .getAllByRole('button')
        .map((entry) => entry.textContent),
    ).toEqual([
      'Contrôle parental',
      "Personnaliser l'accueil",
      'Ordre des chaînes',
      'Votre avis',
      'Mon espace client',
      'Se déconnecter',
    ]);
  });

  it('should have no account section for a visitor', async () => {
    await onSettings({ profile: null });
    expect(screen.queryByRole('region', { name: 'Compte' })).toBeNull();
  });

  // Back itself goes back in the browser's history, which the e2e test walks (tests/e2e/tv-account.test.ts).
  it('should open an account page with Enter and focus its entry again when coming back', async () => {
    const sessionApi = new FakeSessionApi();
    const { router } = await onSettings({
      sessionApi,
      services: [[PARENTAL_ROUTE_CHALLENGE, createParentalRouteChallenge(sessionApi)]],
    });
    act(() => void setFocus('settings-parentalcontrol'));
    await waitFor(() => expect(focused()?.textContent).toBe('Contrôle parental'));
    act(() => void press('enter'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parentalcontrol'));
    await screen.findByRole('dialog', { name: 'Code parental' });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    await waitFor(() => expect(focused()?.textContent).toBe('Contrôle parental'));
  });
});
