import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PREFERENCES_KEY } from '../../../../../src/adapters/storage/local-preferences.store';
import { createMemoryTokenStore } from '../../../../../src/adapters/storage/memory-token.store';
import { ANALYTICS_RECORD, type AnalyticsRecord } from '../../../../../src/ports/analytics-record.port';
import { TOKEN_STORE } from '../../../../../src/ports/token-store.port';
import { press, renderTv } from '../../render-tv';

afterEach(() => window.localStorage.clear());

const focused = () => document.activeElement as HTMLElement | null;
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

async function onPrivacy() {
  window.localStorage.setItem(
    PREFERENCES_KEY,
    JSON.stringify({ liveHistory: ['ch1', 'ch2'], replayHistory: [], textChoices: { ch1: 'fr' } }),
  );
  let views = 4;
  const analytics: AnalyticsRecord = { queued: () => views, clear: () => void (views = 0) };
  const view = await renderTv('/privacy', {
    services: [
      [TOKEN_STORE, createMemoryTokenStore('token-1')],
      [ANALYTICS_RECORD, analytics],
    ],
  });
  await screen.findByRole('heading', { level: 1, name: 'Confidentialité' });
  return view;
}

describe('the TV privacy page (/privacy)', () => {
  it('should list what is kept and sent, where, and how much, the session’s clearing focused', async () => {
    await onPrivacy();
    await waitFor(() => expect(focused()?.textContent).toBe('Effacer : Session'));
    expect(within(card('Historique')).getByText(/Gardé sur cet appareil · Éléments : 2/)).toBeTruthy();
    expect(within(card('Pistes mémorisées')).getByText(/Éléments : 1/)).toBeTruthy();
    expect(within(card('Statistiques de visite')).getByText(/Envoyé au fournisseur · Éléments : 4/)).toBeTruthy();
    expect(within(card('Rappels')).getByText(/Gardé sur cet appareil · Éléments : 0/)).toBeTruthy();
  });

  it('should clear the history with Enter and say so', async () => {
    await onPrivacy();
    // jsdom lays nothing out, so the arrows cannot find the button: the focus library is told (the e2e test walks there).
    act(() => void setFocus('privacy-clear-history'));
    await waitFor(() => expect(focused()?.textContent).toBe('Effacer : Historique'));
    act(() => void press('enter'));
    expect(await screen.findByText('Effacé : Historique.')).toBeTruthy();
    expect(within(card('Historique')).getByText(/Éléments : 0/)).toBeTruthy();
    const stored = JSON.parse(window.localStorage.getItem(PREFERENCES_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored.liveHistory).toEqual([]);
  });

  it('should read the provider’s privacy policy in the web view, and close it with Back', async () => {
    await onPrivacy();
    act(() => void setFocus('privacy-policy-open'));
    await waitFor(() => expect(focused()?.textContent).toBe('Lire la politique de confidentialité'));
    act(() => void press('enter'));
    const policy = await screen.findByRole('region', { name: 'Politique de confidentialité du fournisseur' });
    expect(await within(policy).findByText('Zapline garde le jeton de votre session.')).toBeTruthy();
    await waitFor(() => expect(focused()).toBe(policy));
    act(() => void press('back'));
    await waitFor(() => expect(focused()?.textContent).toBe('Lire la politique de confidentialité'));
    expect(screen.getByRole('heading', { level: 2, name: 'Session' })).toBeTruthy();
  });

  it('should sign out when the session is cleared', async () => {
    const { auth } = await onPrivacy();
    await waitFor(() => expect(focused()?.textContent).toBe('Effacer : Session'));
    act(() => void press('enter'));
    await waitFor(() => expect(auth.getSnapshot().context.session).toBeNull());
  });
});
