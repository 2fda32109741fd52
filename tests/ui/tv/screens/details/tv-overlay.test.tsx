import { act, configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShowDetails } from '../../../../../src/ports/shows.port';
import { homeShow, homeWorld } from '../../../web/screens/home/home-services';
import { renderTvHome } from '../home/tv-home-services';

beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

describe('a TV detail overlay', () => {
  it('should give the focus to its close button while its content is on its way, then to its first action (found by the random walk: the focus was on nothing meanwhile)', async () => {
    let answer: (details: ShowDetails) => void = () => undefined;
    const world = homeWorld(5);
    await renderTvHome(
      { ...world, shows: { ...world.shows, details: () => new Promise<ShowDetails>((resolve) => (answer = resolve)) } },
      { path: '/home/show/live-ch3' },
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Fermer'));
    expect(dialog.contains(document.activeElement)).toBe(true);
    await act(async () => answer(homeShow('live-ch3', { channelId: 'ch3' })));
    await waitFor(() => expect(document.activeElement?.textContent).not.toBe('Fermer'));
    expect(document.activeElement?.textContent).toBe('Regarder en direct');
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });
});
