import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../src/domain/errors';
import type { Permission } from '../../../../../src/domain/session/profile';
import type { Show } from '../../../../../src/domain/shows/show';
import type { Serie } from '../../../../../src/ports/shows.port';
import { RecordingsScreen } from '../../../../../src/ui/web/screens/recordings/recordings-screen';
import { FakeRecordingsApi } from '../../../../fakes/fake-recordings-api';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { ManualClock } from '../../../../fakes/manual-clock';
import { aChannel, aShow, at, extras } from '../../../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs } from '../../../render-with-services';
import { fakeServices } from '../../../../fakes/fake-services';

const clock = new ManualClock(at('2026-11-22T12:00:00Z'));
const journal = aShow({
  id: 'journal',
  title: 'Le Journal',
  startDate: at('2026-11-21T19:30:00Z'),
  stopDate: at('2026-11-21T20:00:00Z'),
});
const episode = (n: number) =>
  aShow({
    id: `ep${n}`,
    title: `Épisode ${n}`,
    serieId: 'serie-9',
    startDate: at('2026-11-08T20:00:00Z').add({ hours: 24 * 7 * (n - 1) }),
    stopDate: at('2026-11-08T21:00:00Z').add({ hours: 24 * 7 * (n - 1) }),
  });
const serieEntry = aShow({ id: 'serie-9', title: 'La Série', episodes: [episode(1), episode(2)] });
const serie: Serie = {
  id: 'serie-9',
  channelId: 'rts1',
  title: 'La Série',
  description: '',
  country: 'CH',
  year: 2026,
  categoryId: 5,
  rank: 0,
  credits: { company: [], author: [], director: [], actor: [], presenter: [] },
  episodes: [1, 2, 3].map(episode),
};

async function renderRecordings(
  path: string,
  permissions?: Permission[],
  recordedShows: () => Promise<Show[]> = async () => [journal, serieEntry],
) {
  const sessionApi = new FakeSessionApi();
  sessionApi.extrasResult = extras({
    recordings: new Set(['journal', 'ep1', 'ep2']),
    serials: new Set(['serie-9']),
    retention: new Map([['serie-9', 0]]),
  });
  const auth = await startAuthAs(sessionApi, permissions ? { permissions: new Set(permissions) } : {});
  const recordings = new FakeRecordingsApi();
  recordings.quotaAnswer = {
    recordings: { maxSeconds: 360_000, usageSeconds: 90_000 },
    archives: { maxSeconds: 72_000, usageSeconds: 0 },
  };
  const services = fakeServices({
    clock,
    auth,
    guide: fakePort({ channels: async () => [aChannel()], recordedShows }),
    shows: fakePort({ serie: async () => serie }),
    sessionApi,
    recordings,
  });
  const view = renderRoutes(
    services,
    [
      { path: '/recordings/:tab', element: <RecordingsScreen /> },
      { path: '*', element: null },
    ],
    path,
  );
  return { ...view, recordings };
}
const itemOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe('the recordings screen', () => {
  it('should list the completed recordings with channel, date, duration and days left, and both quotas in hours', async () => {
    await renderRecordings('/recordings/completed');
    await screen.findByRole('heading', { level: 3, name: 'Le Journal' });
    const item = itemOf('Le Journal');
    expect(item.textContent).toContain('RTS 1');
    expect(item.textContent).toContain('30 min');
    expect(item.textContent).toContain('Encore 119 j');
    expect(within(item).getByRole('link', { name: 'Revoir : Le Journal' }).getAttribute('href')).toBe(
      '/live/normal?replay=journal',
    );
    expect(itemOf('Épisode 2').textContent).toContain('Série : La Série');
    expect(await screen.findByText('25 h sur 100 h (25 %)')).toBeTruthy();
    expect(screen.getByText('0 h sur 20 h (0 %)')).toBeTruthy();
  });

  it('should delete only once the user confirms', async () => {
    const { recordings } = await renderRecordings('/recordings/completed');
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer : Le Journal' }));
    const dialog = screen.getByRole('dialog', { name: "Supprimer l'enregistrement ?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(recordings.calls).not.toContain('remove journal');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer : Le Journal' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(recordings.calls).toContain('remove journal'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("should give the spec's archive quota text on a 509 and keep the recording as it was", async () => {
    const { recordings } = await renderRecordings('/recordings/completed');
    recordings.failures.archive = new ApiError('archive-quota-exceeded', 'recordings/archive');
    fireEvent.click(await screen.findByRole('button', { name: 'Archiver : Le Journal' }));
    expect((await screen.findByRole('alert')).textContent).toContain("Votre quota d'archive est dépassé.");
    expect(itemOf('Le Journal').textContent).toContain('Encore 119 j');
  });

  it.each([
    ['not-found', "Ce contenu n'est plus disponible."],
    ['network', 'Pas de connexion réseau. Vérifiez votre connexion et réessayez.'],
    ['malformed-response', 'Une erreur est survenue.'],
    ['generic', 'Une erreur est survenue.'],
  ] as const)('should say why a delete failed (%s) and keep the recording listed', async (kind, text) => {
    const { recordings } = await renderRecordings('/recordings/completed');
    recordings.failures.remove = new ApiError(kind, 'recordings/delete');
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer : Le Journal' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(text));
    expect(itemOf('Le Journal')).toBeTruthy();
  });

  it('should say why the list could not be read, and read it again on request', async () => {
    let answers = 0;
    await renderRecordings('/recordings/completed', undefined, async () => {
      answers += 1;
      if (answers === 1) throw new ApiError('network', 'show/epgflat/recordings');
      return [journal];
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Pas de connexion réseau.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Le Journal' })).toBeTruthy();
  });

  it('should show what a new retention will do before saving it, and save it once confirmed', async () => {
    const { recordings } = await renderRecordings('/recordings/series');
    const rule = (await screen.findByRole('heading', { level: 3, name: 'La Série' })).closest('li') as HTMLElement;
    fireEvent.change(within(rule).getByLabelText('Épisodes conservés'), { target: { value: '1' } });
    fireEvent.click(within(rule).getByRole('button', { name: 'Voir ce que cela change' }));
    const dialog = screen.getByRole('dialog', { name: 'Changer les épisodes conservés ?' });
    const preview = await within(dialog).findByRole('region', { name: 'Ce que fera la règle' });
    expect(preview.textContent).toContain('Supprimés dès maintenant : 1');
    expect(preview.textContent).toContain('Épisode 1 (dim. 8 nov., 20:00) : supprimé dès maintenant');
    expect(preview.textContent).toContain(
      'Épisode 2 (dim. 15 nov., 20:00) : supprimé le 22 novembre 2026, remplacé par un épisode plus récent',
    );
    expect(preview.textContent).toContain(
      'Épisode 3 (dim. 22 nov., 20:00) : supprimé le 22 mars 2027, 120 jours après sa diffusion',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la règle' }));
    await waitFor(() => expect(recordings.calls).toContain('recordSerie serie-9 1'));
  });

  it("should give the spec's recording quota text when a retention change answers 509", async () => {
    const { recordings } = await renderRecordings('/recordings/series');
    recordings.failures.recordSerie = new ApiError('recording-quota-exceeded', 'recordings/serial');
    const rule = (await screen.findByRole('heading', { level: 3, name: 'La Série' })).closest('li') as HTMLElement;
    fireEvent.change(within(rule).getByLabelText('Épisodes conservés'), { target: { value: '2' } });
    fireEvent.click(within(rule).getByRole('button', { name: 'Voir ce que cela change' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enregistrer la règle' }));
    expect((await screen.findByRole('alert')).textContent).toContain("Votre quota d'enregistrement est dépassé.");
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((within(rule).getByLabelText('Épisodes conservés') as HTMLSelectElement).value).toBe('2');
    expect(recordings.calls.filter((call) => call.startsWith('recordSerie'))).toEqual(['recordSerie serie-9 2']);
  });

  it.each([
    ['Arrêter la programmation', 'removeSerie serie-9 scheduler'],
    ['Supprimer les épisodes', 'removeSerie serie-9 episodes'],
    ['Tout supprimer', 'removeSerie serie-9 all'],
  ])('should run "%s" on a series rule (%s) only once confirmed', async (action, call) => {
    const { recordings } = await renderRecordings('/recordings/series');
    fireEvent.click(await screen.findByRole('button', { name: `${action} : La Série` }));
    const dialog = screen.getByRole('dialog');
    expect(recordings.calls).not.toContain(call);
    fireEvent.click(within(dialog).getByRole('button', { name: action }));
    await waitFor(() => expect(recordings.calls).toContain(call));
  });

  it('should lead a tab the account does not have to the completed tab', async () => {
    const { router } = await renderRecordings('/recordings/archives', ['recordings']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordings/completed'));
    expect(screen.queryByRole('link', { name: 'Archives' })).toBeNull();
  });
});
