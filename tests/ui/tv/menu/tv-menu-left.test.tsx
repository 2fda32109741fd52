import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { KeyLayersProvider } from '../../../../src/ui/tv/keys/key-layers';
import { TvMenuProvider, useTvMenu } from '../../../../src/ui/tv/menu/tv-menu-context';
import { press } from '../render-tv';

function MenuState() {
  return <p data-testid="menu">{useTvMenu().isOpen ? 'open' : 'closed'}</p>;
}

/** A screen with one button, and an overlay or dialog over it with one (no focus library: Left moves nothing). */
function renderShell(modal: 'overlay' | 'dialog' | 'alertdialog' | null) {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <KeyLayersProvider>
        <TvMenuProvider>
          <MenuState />
          <main>
            <button type="button">Carte</button>
          </main>
          {modal === 'overlay' ? (
            <div role="dialog" aria-modal="true" aria-label="Émission">
              <button type="button">Regarder</button>
            </div>
          ) : null}
          {modal === 'dialog' ? (
            <dialog open aria-label="Code parental">
              <button type="button">Effacer</button>
            </dialog>
          ) : null}
          {modal === 'alertdialog' ? (
            <div role="alertdialog" aria-label="Retirer ?">
              <button type="button">Annuler</button>
            </div>
          ) : null}
        </TvMenuProvider>
      </KeyLayersProvider>
    </MemoryRouter>,
  );
  const buttons = screen.getAllByRole('button');
  act(() => buttons.at(-1)!.focus());
}

/** Left, then the task in which the shell opens the menu when the focus did not move. */
async function pressLeft() {
  act(() => void press('left'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('when Left falls off the focused element (the TV menu, issue 12)', () => {
  it('should open the menu from a screen', async () => {
    renderShell(null);
    await pressLeft();
    expect(screen.getByTestId('menu').textContent).toBe('open');
  });

  it.each([
    ['an overlay', 'overlay'],
    ['a dialog', 'dialog'],
    ['a confirmation', 'alertdialog'],
  ] as const)('should do nothing at the edge of %s: the menu never opens over it', async (_, modal) => {
    renderShell(modal);
    const focused = document.activeElement;
    await pressLeft();
    expect(screen.getByTestId('menu').textContent).toBe('closed');
    expect(document.activeElement).toBe(focused);
  });

  it('should not open the menu over an overlay whose content is still on its way, the focus on nothing meanwhile (found by the random walk: it opened over the overlay, then gave the focus to the hidden screen)', async () => {
    renderShell('overlay');
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.activeElement).toBe(document.body);
    await pressLeft();
    expect(screen.getByTestId('menu').textContent).toBe('closed');
  });
});
