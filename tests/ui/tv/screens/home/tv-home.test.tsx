import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../src/domain/errors';
import { homeShow, homeWorld } from '../../../web/screens/home/home-services';
import { renderTvHome } from './tv-home-services';

// Twelve rails take a few seconds to settle in jsdom.
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

const KEYS = { Enter: 13, Escape: 27, ArrowRight: 39, ArrowLeft: 37, ArrowDown: 40 } as const;

/** Presses a remote key on whatever has the focus (the key layers and the focus library both hear it). */
function press(key: keyof typeof KEYS | 'red') {
  const target = document.activeElement ?? document.body;
  if (key === 'red') fireEvent.keyDown(target, { key: 'ColorF0Red', keyCode: 403 });
  else fireEvent.keyDown(target, { key, keyCode: KEYS[key] });
}

const focused = () => document.activeElement as HTMLElement;
/** The focus key of the focused card (cards carry it; the body and other elements do not). */
const focusedCard = () => focused().dataset.focusKey;
const rail = (name: string) => screen.getByRole('region', { name });
const cardsOf = (name: string) => within(within(rail(name)).getByRole('list')).getAllByRole('button');

describe('TV home rails', () => {
  it('should show one rail per feed with its title, and start with the focus on the first card', async () => {
    await renderTvHome(homeWorld(5));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Vos chaînes préférées',
        'Toutes les chaînes',
        'Suggestions replay',
        'Catégories',
        'Reprendre la lecture',
        'Vos enregistrements',
        'Chaînes gratuites FAST',
        'Replay : Divertissement',
        'Mes sports',
        'Vos acteurs',
        'Émissions de vos acteurs',
        'Vidéo à la demande',
      ]),
    );
    await waitFor(() => expect(focusedCard()).toBe('rail-0-live-ch3'));
    expect(focused().closest('section')).toBe(rail('Vos chaînes préférées'));
  });

  it("should lead the recordings rail's see all to the TV recordings screen, not to live", async () => {
    const { router } = await renderTvHome(homeWorld(5));
    const recordings = await screen.findByRole('region', { name: 'Vos enregistrements' });
    fireEvent.click(await within(recordings).findByRole('button', { name: 'Tout voir : Vos enregistrements' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordings/completed'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Enregistrements');
  });

  it('should draw only the cards around the focus, so 400 channels stay a few focusable buttons', async () => {
    await renderTvHome(homeWorld(400));
    await waitFor(() => expect(cardsOf('Toutes les chaînes').length).toBeGreaterThan(3));
    expect(cardsOf('Toutes les chaînes').length).toBeLessThanOrEqual(12);
    expect(document.querySelectorAll('button').length).toBeLessThan(300);
  });

  it('should show age icons, locks and blur by the parental level', async () => {
    const world = homeWorld(3);
    world.guide.recordedShows = async () => [homeShow('teen', { age: 16, title: 'Teen show' })];
    await renderTvHome(world, { profile: { parentalControlLevel: 12 } });
    const card = await within(await screen.findByRole('region', { name: 'Vos enregistrements' })).findByRole('button', {
      name: /Teen show/,
    });
    expect(within(card).getByRole('img', { name: 'Déconseillé aux moins de 16 ans' })).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Code parental requis' })).toBeTruthy();
    expect(card.querySelector('[data-blurred]')).not.toBeNull();
  });
});

describe('TV detail overlays over the home', () => {
  it("should open a show's overlay with Enter and give the focus back to the same card with Back", async () => {
    const { router } = await renderTvHome(homeWorld(5));
    await waitFor(() => expect(focusedCard()).toBe('rail-0-live-ch3'));
    const card = focused();
    press('Enter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/show/live-ch3'));
    const overlay = await screen.findByRole('dialog', { name: 'Show live-ch3' });
    await waitFor(() => expect(focused().textContent).toBe('Regarder en direct'));
    expect(
      within(overlay)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(['Regarder en direct', 'Reprendre du début', 'Enregistrer']));
    press('Escape');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await waitFor(() => expect(focused()).toBe(card));
  });

  it('should lead the playing actions to the TV player', async () => {
    const { router } = await renderTvHome(homeWorld(5));
    await waitFor(() => expect(focusedCard()).toBe('rail-0-live-ch3'));
    press('Enter');
    await waitFor(() => expect(focused().textContent).toBe('Regarder en direct'));
    press('Enter');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/player/live?channel=ch3'),
    );
  });

  it('should record the show with the red key', async () => {
    const { recordings } = await renderTvHome(homeWorld(5));
    await waitFor(() => expect(focusedCard()).toBe('rail-0-live-ch3'));
    press('Enter');
    await screen.findByText('Touche rouge : enregistrer');
    press('red');
    await waitFor(() => expect(recordings.calls).toContain('record live-ch3'));
  });

  it('should record the focused show card with red, without opening its overlay', async () => {
    const { recordings, router } = await renderTvHome(homeWorld(5));
    await waitFor(() => expect(focusedCard()).toBe('rail-0-live-ch3'));
    // The overlay's rules: the record action is offered once the show's channel is known.
    await screen.findByText('Touche rouge : enregistrer');
    press('red');
    await waitFor(() => expect(recordings.calls).toContain('record live-ch3'));
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focusedCard()).toBe('rail-0-live-ch3');
  });

  it("should say why red could not record the focused card, with the overlay's message", async () => {
    const { recordings } = await renderTvHome(homeWorld(5));
    recordings.failures.record = new ApiError('recording-quota-exceeded', 'recordings/later');
    await waitFor(() => expect(focusedCard()).toBe('rail-0-live-ch3'));
    await screen.findByText('Touche rouge : enregistrer');
    press('red');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', "Votre quota d'enregistrement est dépassé.");
    expect(focusedCard()).toBe('rail-0-live-ch3');
  });

  it('should leave red alone on a card that is not a show, also before the card left has let go of it', async () => {
    const { recordings } = await renderTvHome(homeWorld(5));
    await waitFor(() => expect(focusedCard()).toBe('rail-0-live-ch3'));
    await screen.findByText('Touche rouge : enregistrer');
    const channel = (
      await within(await screen.findByRole('region', { name: 'Catégories' })).findAllByRole('button')
    )[0]!;
    // No frame painted yet after the move: the show card's part, and its red, are still drawn.
    const frames: FrameRequestCallback[] = [];
    const held = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    await act(async () => {
      await setFocus(channel.dataset.focusKey!);
    });
    await waitFor(() => expect(focused()).toBe(channel));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Touche rouge : enregistrer')).toBeTruthy();
    press('red');
    held.mockRestore();
    act(() => frames.forEach((frame) => frame(performance.now())));
    await waitFor(() => expect(screen.queryByText('Touche rouge : enregistrer')).toBeNull());
    press('red');
    await act(async () => {
      await Promise.resolve();
    });
    expect(recordings.calls.filter((call) => call.startsWith('record'))).toEqual([]);
  });

  it(
    'should give the focus to the first card when the card that opened the overlay is gone on coming back (found by the random walk: it fell on body)',
    { timeout: 40_000 },
    async () => {
      const world = homeWorld(5);
      const { router, cache } = await renderTvHome(world);
      const card = await within(await screen.findByRole('region', { name: 'Reprendre la lecture' })).findByRole(
        'button',
        { name: /^Show b1/ },
      );
      await waitFor(() => expect(focusedCard()).toBe('rail-0-live-ch3'));
      await act(async () => {
        await setFocus(card.dataset.focusKey!);
      });
      await waitFor(() => expect(focused()).toBe(card));
      press('Enter');
      await waitFor(() => expect(focused().textContent).toBe('Regarder en direct'));
      // Watched to the end in the player: the show leaves "continue watching" meanwhile.
      world.guide.bookmarkedShows = async () => [];
      press('Enter');
      await waitFor(() => expect(router.state.location.pathname).toBe('/player/live'));
      act(() => cache.clear());
      await act(async () => {
        await router.navigate(-1);
      });
      await screen.findByRole('dialog', { name: 'Show b1' });
      // The home under the overlay (hidden from assistive technologies meanwhile) no longer has the card.
      await waitFor(() =>
        expect(
          within(screen.getByRole('region', { name: 'Reprendre la lecture', hidden: true })).queryByRole('button', {
            name: /^Show b1/,
            hidden: true,
          }),
        ).toBeNull(),
      );
      press('Escape');
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      await waitFor(() => expect(focusedCard()).toBe('rail-0-live-ch3'));
    },
  );

  it("should open a person's overlay from the credits and come back to the show with Back", async () => {
    const { router } = await renderTvHome(homeWorld(5), { path: '/home/show/s1' });
    const actor = await screen.findByRole('button', { name: 'Ada Lovelace' });
    // The overlay gives itself the focus first (from an effect, which may run after its credits are drawn).
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Show s1' }).contains(focused())).toBe(true));
    await act(async () => {
      await setFocus('credit-actor-Ada Lovelace');
    });
    await waitFor(() => expect(focused()).toBe(actor));
    press('Enter');
    await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    await waitFor(() => expect(focused().textContent).toBe('Suivre'));
    press('Escape');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/show/s1'));
    await screen.findByRole('dialog', { name: 'Show s1' });
  });
});

describe('TV watch-next removal', () => {
  async function askToRemove() {
    const view = await renderTvHome(homeWorld(3));
    const remove = await within(await screen.findByRole('region', { name: 'Reprendre la lecture' })).findByRole(
      'button',
      { name: 'Retirer Show b1' },
    );
    await waitFor(() => expect(focusedCard()).toBe('rail-0-live-ch3'));
    await act(async () => {
      await setFocus('rail-4-b1+remove');
    });
    await waitFor(() => expect(focused()).toBe(remove));
    press('Enter');
    await screen.findByRole('alertdialog', { name: 'Retirer de « Reprendre la lecture » ?' });
    await waitFor(() => expect(focused().textContent).toBe('Annuler'));
    return { ...view, remove };
  }

  it('should keep the show and give the focus back when the dialog is cancelled with Back', async () => {
    const { usage, remove } = await askToRemove();
    press('ArrowDown');
    expect(focused().textContent).toBe('Annuler');
    press('Escape');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(focused()).toBe(remove));
    expect(usage.calls.filter((call) => call.startsWith('bookmark'))).toEqual([]);
  });

  it('should reset the bookmark and take the card out when confirmed, the focus on what took its place', async () => {
    const { usage } = await askToRemove();
    press('ArrowRight');
    expect(focused().textContent).toBe('Retirer');
    press('Enter');
    await waitFor(() => expect(usage.calls).toContain('bookmark b1 0'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(within(rail('Reprendre la lecture')).queryByRole('button', { name: /^Show b1/ })).toBeNull(),
    );
    await waitFor(() => expect(focused().getAttribute('aria-label')).toBe('Tout voir : Reprendre la lecture'));
  });
});
