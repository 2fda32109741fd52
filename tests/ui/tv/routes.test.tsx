import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTv } from './render-tv';

describe('TV routes (spec point 2)', () => {
  it.each(['/nowhere', '/live', '/live/unknown', '/pair'])('should send %s to the live channels', async (path) => {
    const { router } = await renderTv(path, { profile: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/normal'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('En direct');
    expect(
      (await screen.findAllByRole('button', { name: /^\d+\. Channel/ })).map((button) => button.textContent),
    ).toEqual([expect.stringMatching(/^1\. Channel 1, /), expect.stringMatching(/^2\. Channel 2, /)]);
  });
});
