import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../src/domain/errors';
import { homeShow, homeWorld } from '../../../web/screens/home/home-services';
import { renderTvHome } from './tv-home-services';

// Twelve rails take a few seconds to settle in jsdom.
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

const KEYS = { Enter: 13, Escape: 27, ArrowRight: 39 } as const;
const press = (key: keyof typeof KEYS) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, keyCode: KEYS[key] });
const focused = () => document.activeElement as HTMLElement;
const focusedCard = () => focused().dataset.focusKey;
const railTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** The home world with three highlighted shows, the third aged 18. */
function highlighted() {
  const world = homeWorld(5);
  world.guide.carousel = async () => [
    homeShow('top', { title: 'Top show', channelId: 'ch2' }),
    homeShow('second', { title: 'Second show' }),
    homeShow('adult', { title: 'Adult show', age: 18 }),
  ];
  return world;
}

describe('TV home carousel rail', () => {
  it('should come after the first rail, the focus still starting on the first rail', async () => {
    await renderTvHome(highlighted());
    await waitFor(() =>
      expect(railTitles().slice(0, 3)).toEqual(['Vos chaînes préférées', 'À la une', 'Toutes les chaînes']),
    );
    await waitFor(() => expect(focusedCard()).toBe('rail-0-live-ch3'));
    const rail = screen.getByRole('region', { name: 'À la une' });
    // Only the shows: no "see all" (there is no full list), no "+N".
    expect(
      within(rail)
        .getAllByRole('button')
        .map((card) => card.textContent),
    ).toEqual([
      expect.stringContaining('Top show'),
      expect.stringContaining('Second show'),
      expect.stringContaining('Adult show'),
    ]);
    const adult = within(rail).getByRole('button', { name: /Adult show/ });
    expect(within(adult).getByRole('img', { name: 'Code parental requis' })).toBeTruthy();
    expect(adult.querySelector('[data-blurred]')).not.toBeNull();
  });

  it("should open a show's overlay with Enter, and Back gives the focus back to its card", async () => {
    const { router } = await renderTvHome(highlighted());
    await waitFor(() => expect(focusedCard()).toBe('rail-0-live-ch3'));
    // jsdom has no layout for Down to go by: the focus is put on the rail's first card (the e2e test presses Down).
    const rail = screen.getByRole('region', { name: 'À la une' });
    const first = within(rail).getAllByRole('button')[0]!;
    await act(async () => setFocus(first.dataset.focusKey!));
    await waitFor(() => expect(focused()).toBe(first));
    press('ArrowRight');
    await waitFor(() => expect(focused().textContent).toContain('Second show'));
    const card = focused();
    press('Enter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/show/second'));
    await waitFor(() => expect(focused().textContent).toBe('Regarder en direct'));
    press('Escape');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await waitFor(() => expect(focused()).toBe(card));
  });

  it.each([
    ['failed', async () => Promise.reject(new ApiError('network', 'epgcarousel'))],
    ['has no show on air', async () => []],
  ])('should draw no rail and say nothing when the carousel %s', async (_, carousel) => {
    const world = homeWorld(5);
    world.guide.carousel = carousel;
    await renderTvHome(world);
    await waitFor(() => expect(focusedCard()).toBe('rail-0-live-ch3'));
    await waitFor(() => expect(railTitles().slice(0, 2)).toEqual(['Vos chaînes préférées', 'Toutes les chaînes']));
    expect(screen.queryByRole('region', { name: 'À la une' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('TV home carousel rail as its shows end', () => {
  it('should give the focus to the card that took the place of a card whose show ended, and to the first rail once none is left', async () => {
    const world = highlighted();
    const [top, , adult] = await world.guide.carousel!();
    const { cache } = await renderTvHome(world);
    await waitFor(() => expect(focusedCard()).toBe('rail-0-live-ch3'));
    const rail = screen.getByRole('region', { name: 'À la une' });
    const card = within(rail).getByRole('button', { name: /Second show/ });
    await act(async () => setFocus(card.dataset.focusKey!));
    await waitFor(() => expect(focused()).toBe(card));
    // The answer read again without the show on that card (its show ended).
    await act(() => cache.refresh('epgcarousel', async () => [top!, adult!]));
    await waitFor(() => expect(focused().textContent).toContain('Adult show'));
    await act(() => cache.refresh('epgcarousel', async () => []));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'À la une' })).toBeNull());
    await waitFor(() => expect(focusedCard()).toMatch(/^rail-0-/));
  });
});
