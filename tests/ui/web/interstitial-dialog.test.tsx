import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/ui/shared/i18n/i18n';
import { useInterstitial } from '../../../src/ui/shared/hooks/use-interstitial';
import { InterstitialDialog } from '../../../src/ui/web/interstitial-dialog';
import { FakeServices } from '../render-with-services';
import { A_MESSAGE, interstitialServices } from '../interstitial-services';

/** What the web shell renders: the dialog once the shared hook has a message. */
function Interstitial() {
  const { view, dismiss } = useInterstitial();
  return view === null ? null : <InterstitialDialog view={view} onDismiss={dismiss} />;
}

function renderWeb(message = A_MESSAGE, language: Language = 'fr') {
  const world = interstitialServices(message);
  render(
    <FakeServices services={world.services} language={language}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="/home" element={<h1>Accueil</h1>} />
          <Route path="/vod" element={<h1>Vidéo à la demande</h1>} />
        </Routes>
        <Interstitial />
      </MemoryRouter>
    </FakeServices>,
  );
  return world;
}

describe('the interstitial on the web', () => {
  it('should show the first screen at once and the message over it as a modal dialog', async () => {
    renderWeb();
    expect(screen.getByRole('heading', { name: 'Accueil' }).isConnected).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: A_MESSAGE.title });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(A_MESSAGE.message);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' }));
  });

  it('should close for good once dismissed with Close', async () => {
    const { values } = renderWeb();
    await userEvent.click(await screen.findByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(values.dismissedInterstitials).toEqual(['welcome']);
  });

  it('should close with Escape', async () => {
    const { values } = renderWeb();
    const dialog = await screen.findByRole('dialog');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(values.dismissedInterstitials).toEqual(['welcome']);
  });

  it('should open a screen of the app from its link, dismissing it', async () => {
    renderWeb();
    await userEvent.click(await screen.findByRole('link', { name: 'En savoir plus' }));
    expect(screen.getByRole('heading', { name: 'Vidéo à la demande' }).isConnected).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should open another site in a new tab, with its picture, its buttons in the user’s language', async () => {
    renderWeb({ ...A_MESSAGE, linkUrl: 'https://example.com/offre', imageUrl: 'https://example.com/a.png' }, 'de');
    const link = await screen.findByRole('link', { name: 'Mehr erfahren (neuer Tab)' });
    expect(link?.getAttribute('href')).toBe('https://example.com/offre');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('dialog').querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png');
    expect(screen.getByRole('button', { name: 'Schließen' }).isConnected).toBe(true);
  });

  it('should show nothing when the provider has no message', async () => {
    const { service } = renderWeb(null as never);
    await waitFor(() => expect(service.actor.getSnapshot().status).toBe('done'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
