import { getCurrentFocusKey, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreamRights } from '../../../../../src/ports/guide.port';
import { aShow } from '../../../../fakes/shows';
import { ApiError } from '../../../../../src/domain/errors';
import type { Show } from '../../../../../src/domain/shows/show';
import { ManualClock } from '../../../../fakes/manual-clock';
import type { ShowNeighbour } from '../../../../../src/ports/shows.port';
import { renderTvAt } from '../../tv-world';

const press = (key: string, keyCode: number) => fireEvent.keyDown(document.activeElement ?? window, { key, keyCode });
const bannerTitle = () =>
  screen.queryByRole('region', { name: 'Programme de la chaîne' })?.querySelector('h2')?.textContent ?? null;

describe('TV full-screen player (issue 12, items 6 and 7)', () => {
  it('should play the channel the address names, with its banner and the focus on the controls button', async () => {
    const { player } = await renderTvAt('/player/live?channel=c3');
    await waitFor(() => expect(player.loads.map((load) => load.rights.url)).toEqual(['https://live/c3.mpd']));
    await waitFor(() => expect(bannerTitle()).toBe('3. Chaîne 3'));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Commandes'));
    screen.getByText(/^OK : commandes · ▲▼ ou P\+\/P- : chaîne suivante ou précédente .* Bleu : chaîne précédente/);
  });

  it('should tell the zapping keys only where they zap: not while a VOD title plays', async () => {
    const { player } = await renderTvAt(
      '/player/vod?show=vod-1&product=p-1&bookmark=0',
      {},
      {},
      {},
      {
        licence: async () => ({ streamId: 'stream-1', url: 'https://vod/vod-1.mpd' }),
        startStream: async () => 0,
        stopStream: async () => undefined,
      },
    );
    await waitFor(() => expect(player.loads.map((load) => load.rights.url)).toEqual(['https://vod/vod-1.mpd']));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Commandes'));
    screen.getByText('OK : commandes');
    expect(screen.queryByText(/P\+\/P-|mini-guide|Bleu : chaîne précédente/)).toBeNull();
    // And CH+ does nothing there.
    press('PageUp', 33);
    expect(player.loads).toHaveLength(1);
    expect(bannerTitle()).toBeNull();
  });

  it('should zap with CH+ and Down', async () => {
    const { player } = await renderTvAt('/player/live?channel=c3');
    await waitFor(() => expect(bannerTitle()).toBe('3. Chaîne 3'));
    press('PageUp', 33);
    await waitFor(() => expect(bannerTitle()).toBe('4. Chaîne 4'));
    press('ArrowDown', 40);
    await waitFor(() => expect(bannerTitle()).toBe('3. Chaîne 3'));
    await waitFor(() => expect(player.loads.map((load) => load.rights.url)).toContain('https://live/c4.mpd'));
  });

  it('should show a typed number that is waiting for a further digit', async () => {
    await renderTvAt('/player/live?channel=c3');
    await waitFor(() => expect(bannerTitle()).toBe('3. Chaîne 3'));
    press('1', 49);
    expect(screen.getByTestId('typed-number').textContent).toBe('Chaîne 1');
    press('2', 50);
    await waitFor(() => expect(bannerTitle()).toBe('12. Chaîne 12'));
  });

  it('should tell in the controls what was before and what comes next on the channel (show/details/{id}/?prev|next=true)', async () => {
    const now = new ManualClock().now();
    const current = aShow({
      id: 'c3-now',
      channelId: 'c3',
      title: 'Le Journal',
      startDate: now,
      stopDate: now.add({ hours: 1 }),
    });
    const details = async (showId: string, neighbour?: ShowNeighbour) =>
      aShow({ id: `${neighbour}-${showId}`, channelId: 'c3', title: neighbour === 'prev' ? 'La Météo' : 'Le Film' });
    await renderTvAt(
      '/player/live?channel=c3',
      {},
      { liveShows: async () => new Map([['c3', [current]]]) },
      { details },
    );
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Commandes'));
    press('Enter', 13);
    const neighbours = await screen.findByRole('region', { name: 'Sur cette chaîne' });
    await waitFor(() => expect(neighbours.textContent).toMatch(/^Avant : La Météo \(.+\)Ensuite : Le Film \(.+\)$/));
  });

  it('should browse the coming shows in the banner with Right and Left, without leaving the channel (show/details/{id}/?next=true)', async () => {
    const now = new ManualClock().now();
    const show = (id: string, title: string, fromHours: number) =>
      aShow({
        id,
        channelId: 'c3',
        title,
        startDate: now.add({ hours: fromHours }),
        stopDate: now.add({ hours: fromHours + 1 }),
      });
    const after: Record<string, Show> = {
      'c3-next': show('c3-film', 'Le Film', 2),
      'c3-film': show('c3-night', 'La Nuit', 3),
    };
    const details = async (showId: string, neighbour?: ShowNeighbour) => {
      const found = neighbour === 'next' ? after[showId] : undefined;
      if (found === undefined) throw new ApiError('not-found', 'show/details');
      return found;
    };
    const { player } = await renderTvAt(
      '/player/live?channel=c3',
      {},
      { liveShows: async () => new Map([['c3', [show('c3-now', 'Le Journal', 0), show('c3-next', 'La Météo', 1)]]]) },
      { details },
    );
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Commandes'));
    await waitFor(() => expect(bannerTitle()).toBe('3. Chaîne 3'));
    press('Info', 457);
    const banner = await screen.findByRole('region', { name: 'Programme de la chaîne' });
    await waitFor(() => expect(document.activeElement).toBe(banner));
    const lines = () => [...banner.querySelectorAll('p')].map((line) => line.textContent?.replace(/ \(.+\)$/, ''));
    expect(lines()).toEqual([
      'Maintenant : Le Journal',
      'Ensuite : La Météo',
      'Gauche et Droite : les programmes de la chaîne',
    ]);
    press('ArrowRight', 39);
    await waitFor(() => expect(lines().slice(0, 2)).toEqual(['Plus tard : La Météo', 'Ensuite : Le Film']));
    press('ArrowRight', 39);
    await waitFor(() => expect(lines().slice(0, 2)).toEqual(['Plus tard : Le Film', 'Ensuite : La Nuit']));
    press('ArrowLeft', 37);
    press('ArrowLeft', 37);
    await waitFor(() => expect(lines().slice(0, 2)).toEqual(['Maintenant : Le Journal', 'Ensuite : La Météo']));
    press('ArrowLeft', 37);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(banner);
    expect(player.loads.map((load) => load.rights.url)).toEqual(['https://live/c3.mpd']);
  });

  it('should open the controls with Enter and close them with Back', async () => {
    await renderTvAt('/player/live?channel=c3');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Commandes'));
    press('Enter', 13);
    await screen.findByRole('region', { name: 'Commandes du lecteur' });
    press('Escape', 27);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Commandes du lecteur' })).toBeNull());
  });

  it("should give the remote's focus to a control as soon as one can take it, not leave it on the panel (bench:dpad: Right went nowhere, Left opened the menu)", async () => {
    // The controls open while the stream's rights are on their way: no control can take the focus yet.
    let grant: (rights: StreamRights) => void = () => undefined;
    await renderTvAt(
      '/player/live?channel=c3',
      {},
      { channelRights: () => new Promise<StreamRights>((resolve) => (grant = resolve)) },
    );
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Commandes'));
    press('Enter', 13);
    const controls = await screen.findByRole('region', { name: 'Commandes du lecteur' });
    await act(async () => grant({ url: 'https://live/c3.mpd' }));
    const startOver = await screen.findByRole('button', { name: 'Reprendre au début' });
    await waitFor(() => expect(getCurrentFocusKey()).toMatch(/^control-/));
    expect(controls.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(startOver);
  });

  it('should keep the focus in the controls when the focused control goes (start-over; found by the random walk: it fell on body)', async () => {
    await renderTvAt('/player/live?channel=c3');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Commandes'));
    press('Enter', 13);
    const controls = await screen.findByRole('region', { name: 'Commandes du lecteur' });
    const startOver = await screen.findByRole('button', { name: 'Reprendre au début' });
    await act(async () => {
      await setFocus('control-start-over');
    });
    await waitFor(() => expect(document.activeElement).toBe(startOver));
    press('Enter', 13);
    await waitFor(() => expect(startOver.isConnected).toBe(false));
    await waitFor(() => expect(controls.contains(document.activeElement)).toBe(true));
  });

  it('should stop the stream, then leave for live with Back', async () => {
    const { router, player } = await renderTvAt('/player/live?channel=c3');
    await waitFor(() => expect(player.loads).toHaveLength(1));
    press('Escape', 27);
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/normal'));
    expect(player.calls).toContain('stop');
  });

  it('should send an unknown player type to live', async () => {
    const { router } = await renderTvAt('/player/somewhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/normal'));
  });

  it('should ask a visitor to sign in for a channel that is not free', async () => {
    await renderTvAt('/player/live?channel=c3', null);
    await screen.findByRole('dialog', { name: 'Connexion' });
  });

  describe('when the show on air of a channel is protected (spec points 4 and 6: the parental PIN, typed with the remote)', () => {
    const adultOn = (channelId: string) =>
      new Map([[channelId, [aShow({ id: `${channelId}-late`, channelId, title: 'Film de minuit', age: 18 })]]]);
    const pinDialog = () => screen.queryByRole('dialog', { name: 'Code parental' });

    it("should ask the PIN before a frame plays, refuse a wrong one with the spec's text, and play with the right one", async () => {
      const { player, sessionApi } = await renderTvAt(
        '/player/live?channel=c3',
        {},
        { liveShows: async () => adultOn('c3') },
      );
      const dialog = await screen.findByRole('dialog', { name: 'Code parental' });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      expect(player.loads).toEqual([]);
      for (const digit of '0000') press(digit, 48 + Number(digit));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Le code saisi est incorrect.'));
      expect(player.loads).toEqual([]);
      for (const digit of '1234') press(digit, 48 + Number(digit));
      await waitFor(() => expect(player.loads.map((load) => load.rights.url)).toEqual(['https://live/c3.mpd']));
      expect(sessionApi.calls).toEqual(expect.arrayContaining(['checkParentalPin 0000', 'checkParentalPin 1234']));
      await waitFor(() => expect(pinDialog()).toBeNull());
      await waitFor(() => expect(document.activeElement?.textContent).toBe('Commandes'));
    });

    it('should drop the PIN request and zap on with CH+, playing the next channel', async () => {
      const { player } = await renderTvAt('/player/live?channel=c3', {}, { liveShows: async () => adultOn('c3') });
      await screen.findByRole('dialog', { name: 'Code parental' });
      press('PageUp', 33);
      await waitFor(() => expect(pinDialog()).toBeNull());
      await waitFor(() => expect(player.loads.map((load) => load.rights.url)).toEqual(['https://live/c4.mpd']));
      await waitFor(() => expect(bannerTitle()).toBe('4. Chaîne 4'));
    });

    it('should ask the PIN when zapping onto it, without playing it', async () => {
      const { player } = await renderTvAt('/player/live?channel=c2', {}, { liveShows: async () => adultOn('c3') });
      await waitFor(() => expect(player.loads).toHaveLength(1));
      press('PageUp', 33);
      await screen.findByRole('dialog', { name: 'Code parental' });
      expect(player.loads.map((load) => load.rights.url)).toEqual(['https://live/c2.mpd']);
      expect(player.calls).toContain('stop');
    });
  });
});
