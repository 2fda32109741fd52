import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Playhead } from '../../../../../src/ports/player.port';
import { renderTvAt } from '../../tv-world';

/** How many times the real controls were drawn. */
const drawn = vi.hoisted(() => ({ controls: 0 }));
vi.mock('../../../../../src/ui/tv/screens/player/tv-player-controls', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../../src/ui/tv/screens/player/tv-player-controls')>();
  return {
    ...real,
    TvPlayerControls: (props: Parameters<typeof real.TvPlayerControls>[0]) => {
      drawn.controls += 1;
      return real.TvPlayerControls(props);
    },
  };
});

const at = (position: number): Playhead => ({
  position,
  seekStart: 0,
  seekEnd: 7200,
  live: false,
  paused: false,
  volume: 1,
  wallClockMs: null,
});
const clock = () => screen.getByText(/^Position dans le programme/).textContent;

describe('when the TV player plays, its playhead polled once a second', () => {
  it('should draw the position again, and neither the screen nor its controls', { timeout: 30_000 }, async () => {
    const { player } = await renderTvAt('/player/live?channel=c3');
    player.head = at(10);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Commandes'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(clock()).toBe('Position dans le programme : 0:10'));
    // The zap's banner hides 5 s after the zap, which draws the screen: counted from then on, only the ticks are left.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Programme de la chaîne' })).toBeNull(), {
      timeout: 10_000,
    });
    const before = drawn.controls;

    for (const position of [11, 12, 13]) {
      player.head = at(position);
      await waitFor(() => expect(clock()).toBe(`Position dans le programme : 0:${position}`), { timeout: 3000 });
    }
    expect(drawn.controls - before).toBe(0);
  });
});
