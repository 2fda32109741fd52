import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTvAt } from '../../tv-world';

const numbers = () =>
  screen.getAllByRole('button', { name: /^\d+\. Chaîne/ }).map((button) => button.textContent?.split('.')[0]);

describe('the TV live list personalised by the user’s usage (GET channels/playtime/)', () => {
  it('should put the channels the user watches most first, the focus on the first of them', async () => {
    const playtime = vi.fn(
      async () =>
        new Map([
          ['c7', 3_600],
          ['c3', 120],
        ]),
    );
    await renderTvAt('/live/normal', { personalizeChannelUsage: true }, { playtime });
    await waitFor(() => expect(numbers().slice(0, 4)).toEqual(['7', '3', '1', '2']));
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^7\. Chaîne 7,/));
    expect(playtime).toHaveBeenCalledTimes(1);
  });

  it('should keep the lineup order for a profile the provider does not personalise', async () => {
    const playtime = vi.fn(async () => new Map([['c7', 3_600]]));
    await renderTvAt('/live/normal', { personalizeChannelUsage: false }, { playtime });
    await waitFor(() => expect(numbers().slice(0, 3)).toEqual(['1', '2', '3']));
    expect(playtime).not.toHaveBeenCalled();
  });
});
