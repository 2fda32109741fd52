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

describe('TV discovery routes (issue 36, item 3)', () => {
  it.each([
    ['/actors', '/actors/subscribed', 'Acteurs'],
    ['/actors/unknown', '/actors/subscribed', 'Acteurs'],
    ['/showsactors', '/showsactors/past', 'Émissions de vos acteurs'],
  ])('should open %s on its screen and default tab, not on live', async (path, landing, title) => {
    const { router } = await renderTv(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
  });

  it('should ask a visitor to sign in before my sports (spec point 6: on TV, my sports needs sign-in)', async () => {
    const { router } = await renderTv('/mysports', { profile: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
