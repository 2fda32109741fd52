import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { interstitialView } from '../../../src/application/interstitial/interstitial.model';
import { KeyLayersProvider } from '../../../src/ui/tv/keys/key-layers';
import { TvInterstitialDialog } from '../../../src/ui/tv/tv-interstitial-dialog';
import { FakeServices } from '../render-with-services';
import { A_MESSAGE } from '../interstitial-services';
import { press } from './render-tv';

/** A screen with a focused card, the message over it (as the TV shell draws them: the screen inert meanwhile). */
function renderTvDialog(message = A_MESSAGE) {
  const dismissed = vi.fn();
  function Frame() {
    const [open, setOpen] = useState(true);
    const dismiss = () => {
      dismissed();
      setOpen(false);
    };
    return (
      <>
        <main inert={open}>
          <Routes>
            <Route path="/home" element={<button type="button">Carte</button>} />
            <Route path="/vod" element={<h1>Vidéo à la demande</h1>} />
          </Routes>
        </main>
        {open ? <TvInterstitialDialog view={interstitialView(message)!} onDismiss={dismiss} /> : null}
      </>
    );
  }
  render(
    <FakeServices services={new Map()}>
      <MemoryRouter initialEntries={['/home']}>
        <KeyLayersProvider>
          <Frame />
        </KeyLayersProvider>
      </MemoryRouter>
    </FakeServices>,
  );
  return { dismissed };
}

describe('the interstitial on TV', () => {
  it('should show the message as a modal dialog with the focus on Close', () => {
    renderTvDialog();
    expect(
      document.getElementById(
        screen.getByRole('dialog', { name: A_MESSAGE.title }).getAttribute('aria-describedby') ?? '',
      )?.textContent,
    ).toBe(A_MESSAGE.message);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' }));
  });

  it('should be dismissed with Back', () => {
    const { dismissed } = renderTvDialog();
    act(() => void press('back'));
    expect(dismissed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should be dismissed with Enter on Close and give the focus back to the screen', () => {
    const { dismissed } = renderTvDialog();
    const card = screen.getByRole('button', { name: 'Carte', hidden: true });
    act(() => void press('enter'));
    expect(dismissed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card.isConnected).toBe(true);
  });

  it('should move between Learn more and Close with Left and Right and open the screen of its link', () => {
    const { dismissed } = renderTvDialog();
    act(() => void press('left'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'En savoir plus' }));
    act(() => void press('right'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' }));
    act(() => void press('left'));
    act(() => void press('enter'));
    expect(dismissed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Vidéo à la demande' }).isConnected).toBe(true);
  });

  it('should keep every other key from the screen behind it', () => {
    renderTvDialog();
    expect(press('down')).toBe(true);
    expect(press('green')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' }));
  });

  it('should show the address of another site, which a TV cannot open, and no Learn more', () => {
    renderTvDialog({ ...A_MESSAGE, linkUrl: 'https://example.com/offre' });
    expect(screen.getByText('example.com/offre').isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: 'En savoir plus' })).toBeNull();
  });
});
