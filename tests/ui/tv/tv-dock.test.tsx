import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStoragePreferences } from '../../../src/adapters/storage/local-preferences.store';
import { DEFAULT_LOCAL_PREFERENCES } from '../../../src/domain/account/local-preferences';
import { renderTvAt } from './tv-world';

const press = (key: string, keyCode: number) => fireEvent.keyDown(document.activeElement ?? window, { key, keyCode });
const back = () => press('Escape', 27);
const reducedPlayer = () => screen.queryByRole('region', { name: /^Lecteur réduit/ });
const playerAlwaysOn = (on: boolean) =>
  createStoragePreferences(window.localStorage).set('localPreferences', {
    ...DEFAULT_LOCAL_PREFERENCES,
    playerAlwaysOn: on,
  });

describe('the TV reduced player ("player always on", issue 37 item 1)', () => {
  afterEach(() => localStorage.clear());

  describe('when the preference is on', () => {
    it('should keep the channel playing in a corner once the user leaves the player, labelled with what plays', async () => {
      playerAlwaysOn(true);
      const { router, player } = await renderTvAt('/player/live?channel=c3');
      await waitFor(() => expect(player.loads).toHaveLength(1));
      back();
      await waitFor(() => expect(router.state.location.pathname).toBe('/live/normal'));
      const dock = await screen.findByRole('region', { name: 'Lecteur réduit : Chaîne 3' });
      expect(dock.querySelector('video')).not.toBeNull();
      // Neither stopped nor destroyed since it started.
      const sinceLoad = player.calls.slice(player.calls.indexOf('load https://live/c3.mpd'));
      expect(sinceLoad.filter((call) => call === 'stop' || call === 'destroy')).toEqual([]);
    });

    it('should never take the remote focus: nothing in it can be focused', async () => {
      playerAlwaysOn(true);
      const { router, player } = await renderTvAt('/player/live?channel=c3');
      await waitFor(() => expect(player.loads).toHaveLength(1));
      back();
      await waitFor(() => expect(router.state.location.pathname).toBe('/live/normal'));
      const dock = await screen.findByRole('region', { name: /^Lecteur réduit/ });
      expect(dock.querySelector('a, button, input, select, [tabindex], [controls]')).toBeNull();
      expect(dock.tabIndex).toBe(-1);
      for (const [key, code] of [
        ['ArrowRight', 39],
        ['ArrowDown', 40],
        ['ArrowDown', 40],
        ['ArrowRight', 39],
      ] as const)
        press(key, code);
      expect(dock.contains(document.activeElement)).toBe(false);
    });

    it('should bring the same stream back full screen, without loading it again, when its channel is chosen', async () => {
      playerAlwaysOn(true);
      const { router, player } = await renderTvAt('/player/live?channel=c3');
      await waitFor(() => expect(player.loads).toHaveLength(1));
      back();
      await screen.findByRole('region', { name: 'Lecteur réduit : Chaîne 3' });
      await router.navigate('/player/live?channel=c3');
      await waitFor(() => expect(reducedPlayer()).toBeNull());
      await waitFor(() => expect(document.activeElement?.textContent).toBe('Commandes'));
      expect(screen.getByRole('main', { name: 'Lecteur vidéo' }).querySelector('video')).not.toBeNull();
      expect(player.loads).toHaveLength(1);
    });

    it('should come back to the channel zapped to, going back to the player', async () => {
      playerAlwaysOn(true);
      const { router, player } = await renderTvAt('/player/live?channel=c3');
      await waitFor(() => expect(player.loads).toHaveLength(1));
      press('PageUp', 33);
      await waitFor(() => expect(player.loads.map((load) => load.rights.url)).toContain('https://live/c4.mpd'));
      back();
      await screen.findByRole('region', { name: 'Lecteur réduit : Chaîne 4' });
      await router.navigate(-1);
      await waitFor(() => expect(reducedPlayer()).toBeNull());
      await waitFor(() => expect(document.activeElement?.textContent).toBe('Commandes'));
      expect(router.state.location.search).toBe('?channel=c3');
      expect(player.loads.map((load) => load.rights.url)).toEqual(['https://live/c3.mpd', 'https://live/c4.mpd']);
    });

    it('should stop it when the user signs out', async () => {
      playerAlwaysOn(true);
      const { router, player } = await renderTvAt('/player/live?channel=c3');
      await waitFor(() => expect(player.loads).toHaveLength(1));
      back();
      await screen.findByRole('region', { name: 'Lecteur réduit : Chaîne 3' });
      await router.navigate('/logout/0');
      await waitFor(() => expect(reducedPlayer()).toBeNull());
      expect(player.calls.slice(player.calls.indexOf('load https://live/c3.mpd'))).toContain('stop');
    });

    it('should play another channel chosen from the reduced player full screen', async () => {
      playerAlwaysOn(true);
      const { router, player } = await renderTvAt('/player/live?channel=c3');
      await waitFor(() => expect(player.loads).toHaveLength(1));
      back();
      await screen.findByRole('region', { name: 'Lecteur réduit : Chaîne 3' });
      await router.navigate('/player/live?channel=c5');
      await waitFor(() => expect(player.loads.map((load) => load.rights.url)).toContain('https://live/c5.mpd'));
      expect(reducedPlayer()).toBeNull();
    });
  });

  describe('when the preference is off (the default)', () => {
    it('should stop the stream before the next screen and leave no video on the page', async () => {
      const { router, player } = await renderTvAt('/player/live?channel=c3');
      await waitFor(() => expect(player.loads).toHaveLength(1));
      back();
      await waitFor(() => expect(router.state.location.pathname).toBe('/live/normal'));
      expect(player.calls).toContain('stop');
      expect(reducedPlayer()).toBeNull();
      await screen.findByRole('list', { name: 'Chaînes' });
      expect(document.querySelector('video')).toBeNull();
    });
  });
});
