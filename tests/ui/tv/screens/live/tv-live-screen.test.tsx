import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStoragePreferences } from '../../../../../src/adapters/storage/local-preferences.store';
import { DEFAULT_LOCAL_PREFERENCES } from '../../../../../src/domain/account/local-preferences';
import { ApiError } from '../../../../../src/domain/errors';
import { cardGrid } from '../../../../../src/ui/tv/screens/live/tv-live-styles';
import { aShow } from '../../../../fakes/shows';
import { renderTvAt } from '../../tv-world';

const press = (key: string, keyCode: number) => fireEvent.keyDown(document.activeElement ?? window, { key, keyCode });

describe('TV live screen (issue 12, item 4)', () => {
  it('should offer the tabs of the account, the current one marked', async () => {
    await renderTvAt('/live/normal');
    const tabs = await screen.findByRole('navigation', { name: 'Listes de chaînes' });
    const names = [...tabs.querySelectorAll('button')].map((button) => [
      button.textContent,
      button.getAttribute('aria-current'),
    ]);
    expect(names).toEqual([
      ['Mes chaînes', 'page'],
      ['Chaînes FAST', null],
      ['Reprendre la lecture', null],
    ]);
  });

  it('should list the channels in lineup order with the focus on the first', async () => {
    await renderTvAt('/live/normal');
    const channels = await screen.findAllByRole('button', { name: /^\d+\. Chaîne/ });
    expect(channels.map((button) => button.textContent?.split(',')[0])).toEqual(
      Array.from({ length: 12 }, (_, index) => `${index + 1}. Chaîne ${index + 1}`),
    );
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^1\. Chaîne 1,/));
  });

  it('should order the channels "popular now" by their viewers (audience/live/) once chosen, and back by number', async () => {
    const audience = async () =>
      new Map([
        ['c7', 900],
        ['c2', 500],
        ['c11', 700],
      ]);
    await renderTvAt('/live/normal', {}, { audience });
    const group = await screen.findByRole('group', { name: 'Ordre des chaînes' });
    const popular = within(group).getByRole('button', { name: 'Populaires maintenant' });
    expect(popular.getAttribute('aria-pressed')).toBe('false');
    await screen.findAllByRole('button', { name: /^\d+\. Chaîne/ });
    fireEvent.click(popular);
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: /^\d+\. Chaîne/ }).map((button) => button.textContent?.split('.')[0]),
      ).toEqual(['7', '11', '2', '1', '3', '4', '5', '6', '8', '9', '10', '12']),
    );
    expect(popular.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: 'Par numéro' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^\d+\. Chaîne/ })[0]?.textContent).toMatch(/^1\. Chaîne 1,/),
    );
  });

  it('should keep the lineup order and say so when audience/live/ fails', async () => {
    await renderTvAt('/live/normal', {}, { audience: () => Promise.reject(new ApiError('network', 'audience/live')) });
    const group = await screen.findByRole('group', { name: 'Ordre des chaînes' });
    fireEvent.click(within(group).getByRole('button', { name: 'Populaires maintenant' }));
    await screen.findByText('L’audience n’est pas disponible : les chaînes restent dans votre ordre.');
    expect(screen.getAllByRole('button', { name: /^\d+\. Chaîne/ })[0]?.textContent).toMatch(/^1\. Chaîne 1,/);
  });

  it('should show the FAST channels on their tab', async () => {
    await renderTvAt('/live/fast');
    expect(
      (await screen.findAllByRole('button', { name: /^\d+\. / })).map((button) => button.textContent?.split(',')[0]),
    ).toEqual(['501. Fast Un']);
  });

  it('should play the focused channel full screen with Enter', async () => {
    const { router } = await renderTvAt('/live/normal');
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^1\. Chaîne 1,/));
    press('Enter', 13);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/player/live?channel=c1'),
    );
  });

  it('should say when nothing waits on the watch-next tab', async () => {
    await renderTvAt('/live/watchnext');
    await screen.findByText('Rien à reprendre pour l’instant.');
  });

  describe('when the programmes on now fail to load (epglive)', () => {
    it('should keep the channels without their shows, say why, and bring the shows with Retry', async () => {
      let calls = 0;
      await renderTvAt(
        '/live/normal',
        {},
        {
          liveShows: async () => {
            calls += 1;
            if (calls === 1) throw new ApiError('network', 'epglive');
            return new Map([['c1', [aShow({ channelId: 'c1', title: 'Le Journal' })]]]);
          },
        },
      );
      await screen.findByRole('alert');
      expect(screen.getByRole('alert').textContent).toBe(
        'Pas de connexion réseau. Vérifiez votre connexion et réessayez.',
      );
      expect(await screen.findAllByRole('button', { name: /^\d+\. Chaîne/ })).toHaveLength(12);
      await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^1\. Chaîne 1,/));
      // jsdom lays nothing out, so the arrows cannot find it by place: the focus library is told to go there.
      setFocus('live-retry');
      await waitFor(() => expect(document.activeElement?.textContent).toBe('Réessayer'));
      press('Enter', 13);
      await screen.findByText(/Le Journal/);
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    });

    it('should offer Retry with the focus when the channels themselves fail', async () => {
      await renderTvAt(
        '/live/normal',
        {},
        { channels: async () => Promise.reject(new ApiError('network', 'channels')) },
      );
      await screen.findByRole('alert');
      await waitFor(() => expect(document.activeElement?.textContent).toBe('Réessayer'));
    });
  });
});

describe('TV live screen, the compact channel list (a local preference)', () => {
  afterEach(() => localStorage.clear());

  it('should draw the channels in the compact grid: more to a row, in shorter cards', async () => {
    createStoragePreferences(window.localStorage).set('localPreferences', {
      ...DEFAULT_LOCAL_PREFERENCES,
      compactChannelList: true,
    });
    await renderTvAt('/live/normal');
    const list = await screen.findByRole('list', { name: 'Chaînes' });
    expect(list.dataset.density).toBe('compact');
    expect(cardGrid('compact').columns).toBeGreaterThan(cardGrid('regular').columns);
    expect(cardGrid('compact').rowPitch).toBeLessThan(cardGrid('regular').rowPitch);
  });
});
