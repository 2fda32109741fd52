import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTvAt } from '../tv-world';

const press = (key: string, keyCode: number) => fireEvent.keyDown(document.activeElement ?? window, { key, keyCode });

describe('TV live screen (issue 12, item 4)', () => {
  it('should offer the tabs of the account, the current one marked', async () => {
    await renderTvAt('/live/normal');
    const tabs = await screen.findByRole('navigation', { name: 'Listes de chaînes' });
    const names = [...tabs.querySelectorAll('button')].map((button) => [button.textContent, button.getAttribute('aria-current')]);
    expect(names).toEqual([['Mes chaînes', 'page'], ['Chaînes FAST', null], ['Reprendre la lecture', null]]);
  });

  it('should list the channels in lineup order with the focus on the first', async () => {
    await renderTvAt('/live/normal');
    const channels = await screen.findAllByRole('button', { name: /^\d+\. Chaîne/ });
    expect(channels.map((button) => button.textContent?.split(',')[0])).toEqual(Array.from({ length: 12 }, (_, index) => `${index + 1}. Chaîne ${index + 1}`));
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^1\. Chaîne 1,/));
  });

  it('should show the FAST channels on their tab', async () => {
    await renderTvAt('/live/fast');
    expect((await screen.findAllByRole('button', { name: /^\d+\. / })).map((button) => button.textContent?.split(',')[0])).toEqual(['501. Fast Un']);
  });

  it('should play the focused channel full screen with Enter', async () => {
    const { router } = await renderTvAt('/live/normal');
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^1\. Chaîne 1,/));
    press('Enter', 13);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/player/live?channel=c1'));
  });

  it('should say when nothing waits on the watch-next tab', async () => {
    await renderTvAt('/live/watchnext');
    await screen.findByText('Rien à reprendre pour l’instant.');
  });
});
