import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../src/domain/errors';
import { homeShow, homeWorld, renderHome } from './home-services';

const carousel = () => screen.getByRole('region', { name: 'À la une' });
/** The slide on show: the one list item not hidden. */
const shownSlide = () => within(carousel()).getByRole('listitem');
const polite = () => carousel().querySelector('[aria-live="polite"]')!;

function highlighted() {
  const world = homeWorld(5);
  world.guide.carousel = async () => [
    homeShow('top', { title: 'Top show', channelId: 'ch2' }),
    homeShow('second', { title: 'Second show' }),
    homeShow('third', { title: 'Third show', age: 18 }),
  ];
  return world;
}

describe('web home carousel', () => {
  it('should show the first highlighted show on air as a slide of a labelled carousel, opening its overlay', async () => {
    await renderHome(highlighted());
    await waitFor(() => expect(within(carousel()).queryAllByRole('listitem')).toHaveLength(1));
    expect(within(shownSlide()).getByRole('link').getAttribute('href')).toBe('/home/show/top');
    expect(shownSlide().textContent).toContain('Top show');
    expect(shownSlide().textContent).toContain('Channel 2');
    expect(within(shownSlide()).getByRole('progressbar', { name: 'Progression' })).toBeTruthy();
    // Nothing is said as the page opens.
    expect(polite().textContent).toBe('');
  });

  it('should step with its buttons, going round at both ends, and say the position politely', async () => {
    await renderHome(highlighted());
    const next = await within(carousel()).findByRole('button', { name: 'Émission suivante' });
    act(() => fireEvent.click(next));
    expect(shownSlide().textContent).toContain('Second show');
    expect(polite().textContent).toBe('2 sur 3 : Second show');
    const previous = within(carousel()).getByRole('button', { name: 'Émission précédente' });
    act(() => fireEvent.click(previous));
    act(() => fireEvent.click(previous));
    expect(shownSlide().textContent).toContain('Third show');
    expect(polite().textContent).toBe('3 sur 3 : Third show');
    act(() => fireEvent.click(next));
    expect(within(shownSlide()).getByRole('link').getAttribute('href')).toBe('/home/show/top');
  });

  it('should lock and blur a show aged 18 on air, as the live row does', async () => {
    await renderHome(highlighted());
    const previous = await within(carousel()).findByRole('button', { name: 'Émission précédente' });
    act(() => fireEvent.click(previous));
    expect(within(shownSlide()).getByRole('img', { name: 'Code parental requis' })).toBeTruthy();
    expect(shownSlide().querySelector('[data-blurred]')).not.toBeNull();
  });

  it('should say a failure with a retry that loads it again', async () => {
    const world = homeWorld(5);
    let fail = true;
    world.guide.carousel = async () => {
      if (fail) throw new ApiError('network', 'epgcarousel');
      return [homeShow('back', { title: 'Back show' })];
    };
    await renderHome(world);
    await waitFor(() =>
      expect(within(carousel()).getByRole('alert').textContent).toContain("Cette rangée n'a pas pu être chargée."),
    );
    fail = false;
    act(() => fireEvent.click(within(carousel()).getByRole('button', { name: 'Réessayer' })));
    await waitFor(() => expect(shownSlide().textContent).toContain('Back show'));
    // One slide: nothing to step to.
    expect(within(carousel()).queryByRole('button', { name: 'Émission suivante' })).toBeNull();
  });

  it('should be left out when no highlighted show is on air', async () => {
    const world = homeWorld(5);
    const start = homeShow('x').startDate.subtract({ hours: 3 });
    world.guide.carousel = async () => [homeShow('ended', { startDate: start, stopDate: start.add({ hours: 1 }) })];
    await renderHome(world);
    await screen.findByRole('region', { name: 'Toutes les chaînes' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'À la une' })).toBeNull());
  });
});
