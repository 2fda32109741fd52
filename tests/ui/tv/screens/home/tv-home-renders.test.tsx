import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeWorld } from '../../../web/screens/home/home-services';
import { renderTvHome } from './tv-home-services';

/** The focus key of every home card drawn since the last reset: the real card, counted. */
const drawn = vi.hoisted(() => [] as string[]);
vi.mock('../../../../../src/ui/tv/screens/home/tv-home-card', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../../src/ui/tv/screens/home/tv-home-card')>();
  return {
    ...real,
    TvHomeCard: (props: Parameters<typeof real.TvHomeCard>[0]) => {
      drawn.push(props.focusKey);
      return real.TvHomeCard(props);
    },
  };
});

// Twelve rails take a few seconds to settle in jsdom.
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));
beforeEach(() => void (drawn.length = 0));

const focusedCard = () => (document.activeElement as HTMLElement).dataset.focusKey;
const cardKeysOf = (name: string) =>
  within(within(screen.getByRole('region', { name })).getByRole('list'))
    .getAllByRole('button')
    .map((card) => card.dataset.focusKey!);

/** Moves the focus as the remote's arrows do (through the focus library), and waits for it to land. */
async function moveFocusTo(key: string) {
  await act(async () => {
    setFocus(key);
  });
  await waitFor(() => expect(focusedCard()).toBe(key));
  // Whatever the move set off (the rail's window, the focused show's red key) has rendered.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('when the focus moves on the TV home', () => {
  it('should draw none of the cards again, on the same rail or to the next rail', async () => {
    await renderTvHome(homeWorld(5));
    await waitFor(() => expect(focusedCard()).toBe('rail-0-live-ch3'));
    await waitFor(() =>
      expect(screen.queryAllByRole('status').filter((status) => status.textContent === 'Chargement…')).toEqual([]),
    );
    const [, second] = cardKeysOf('Vos chaînes préférées');
    const [firstBelow] = cardKeysOf('Toutes les chaînes');
    await moveFocusTo('rail-0-live-ch3');
    drawn.length = 0;

    await moveFocusTo(second!);
    expect(drawn).toEqual([]);
    await moveFocusTo(firstBelow!);
    expect(drawn).toEqual([]);
    await moveFocusTo('rail-0-live-ch3');
    expect(drawn).toEqual([]);
  });
});
