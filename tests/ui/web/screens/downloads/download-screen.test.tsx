import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_MACHINE, provideDownload } from '../../../../../src/application/downloads/download.actors';
import type { GuideApi } from '../../../../../src/ports/guide.port';
import { OFFLINE_STORE } from '../../../../../src/ports/offline-store.port';
import { PLAYER_FACTORY } from '../../../../../src/ports/player.port';
import type { ShowsApi } from '../../../../../src/ports/shows.port';
import { DownloadScreen } from '../../../../../src/ui/web/screens/downloads/download-screen';
import { FakeOfflineStore } from '../../../../fakes/fake-offline-store';
import { FakeRecordingsApi } from '../../../../fakes/fake-recordings-api';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { ManualClock } from '../../../../fakes/manual-clock';
import { aChannel, aShow } from '../../../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs } from '../../../render-with-services';
import { fakeServices } from '../../../../fakes/fake-services';

const clock = new ManualClock();
const ended = aShow({
  id: 'clear-1',
  channelId: 'clear',
  title: 'Le Journal',
  startDate: clock.now().subtract({ hours: 3 }),
  stopDate: clock.now().subtract({ hours: 2 }),
});
const locked = aShow({ ...ended, id: 'locked-1', channelId: 'locked' });
const channels = [
  aChannel({ id: 'clear', name: 'Vallée' }),
  aChannel({ id: 'locked', name: 'Coffre', encrypted: true }),
];

async function renderDownload(showId: string, store = new FakeOfflineStore()) {
  const sessionApi = new FakeSessionApi();
  const recordings = new FakeRecordingsApi();
  const services = fakeServices(
    {
      clock,
      auth: await startAuthAs(sessionApi, {}),
      sessionApi,
      guide: fakePort<GuideApi>({ channels: async () => channels }),
      shows: fakePort<ShowsApi>({ details: async (id) => (id === ended.id ? ended : locked) }),
    },
    [
      [OFFLINE_STORE, store],
      [DOWNLOAD_MACHINE, provideDownload(recordings, store)],
      [PLAYER_FACTORY, () => fakePort({})],
    ],
  );
  renderRoutes(services, [{ path: '/download/:showId', element: <DownloadScreen /> }], `/download/${showId}`);
  return { store, recordings };
}

describe('the download screen', () => {
  it('should record a recordable show, download it with progress and list it with its size', async () => {
    const { store, recordings } = await renderDownload(ended.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer et télécharger' }));
    await waitFor(() => expect(store.storing).toBe('https://download/clear-1'));
    expect(recordings.calls).toEqual(['record clear-1', 'downloadUri clear-1']);
    store.progress(0.25);
    expect(
      (await screen.findByRole('progressbar', { name: 'Progression du téléchargement' })).getAttribute('value'),
    ).toBe('25');
    store.finish(12_345_678);
    await screen.findByText('Ce programme est téléchargé : il se regarde même sans connexion.');
    const list = screen.getByRole('list', { name: 'Mes téléchargements' });
    await waitFor(() =>
      expect(within(list).getByRole('listitem').textContent).toContain('Le Journal · Vallée · 12,3 Mo · 30 min'),
    );
  });

  it('should cancel and offer to start again', async () => {
    const { store } = await renderDownload(ended.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer et télécharger' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler le téléchargement' }));
    await screen.findByRole('button', { name: 'Télécharger pour regarder hors ligne' });
    await waitFor(() => expect(store.cancelled).toEqual(['clear-1']));
  });

  it('should say why a show of an encrypted channel cannot be downloaded', async () => {
    await renderDownload(locked.id);
    await screen.findByText('Cette chaîne est protégée : ses programmes ne peuvent pas être téléchargés.');
    expect(screen.queryByRole('button', { name: /télécharger/i })).toBeNull();
  });

  it('should list a download left incomplete as such: not playable, not counted as downloaded, to download again or delete', async () => {
    const store = new FakeOfflineStore();
    store.stored.set(ended.id, {
      showId: ended.id,
      title: 'Le Journal',
      channelName: 'Vallée',
      sizeBytes: 400_000,
      durationSeconds: 1800,
      offlineUrl: 'offline:half',
      incomplete: true,
    });
    await renderDownload(ended.id, store);
    // Read again on each try: the list's answer is drawn in a deferred render, which may replace the item.
    const downloads = () => within(screen.getByRole('list', { name: 'Mes téléchargements' })).getByRole('listitem');
    await waitFor(() =>
      expect(downloads().textContent).toContain('Téléchargement interrompu : incomplet, il ne peut pas être regardé.'),
    );
    const item = downloads();
    expect(within(item).queryByRole('button', { name: 'Regarder Le Journal' })).toBeNull();
    expect(within(item).getByRole('link', { name: 'Télécharger à nouveau Le Journal' }).getAttribute('href')).toBe(
      `/download/${ended.id}`,
    );
    expect(within(item).getByRole('button', { name: 'Supprimer Le Journal' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enregistrer et télécharger' })).toBeTruthy();
    expect(screen.queryByText('Ce programme est téléchargé : il se regarde même sans connexion.')).toBeNull();
  });

  it('should delete a stored show', async () => {
    const store = new FakeOfflineStore();
    store.stored.set('old', {
      showId: 'old',
      title: 'Météo',
      channelName: 'Vallée',
      sizeBytes: 1_000_000,
      durationSeconds: 600,
      offlineUrl: 'offline:old',
    });
    await renderDownload(ended.id, store);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Météo' }));
    await screen.findByText('« Météo » est supprimé de vos téléchargements.');
    await screen.findByText('Aucun programme téléchargé.');
  });
});
