import { init, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { provideRecordingActions, RECORDING_ACTIONS_MACHINE } from '../../../../../src/application/browsing-machines';
import { startClock } from '../../../../../src/application/clock/clock.service';
import { ResourceCache } from '../../../../../src/application/resource-cache';
import { ACTOR_OPTIONS, CLOCK_SERVICE, RESOURCE_CACHE } from '../../../../../src/application/tokens';
import { EMPTY_EXTRAS } from '../../../../../src/domain/shows/show-extras';
import { showFlags } from '../../../../../src/domain/shows/show-flags';
import { RECORDINGS_API } from '../../../../../src/ports/recordings.port';
import { SESSION_API } from '../../../../../src/ports/session.port';
import { SHOWS_API, type Serie } from '../../../../../src/ports/shows.port';
import { AnnouncerProvider } from '../../../../../src/ui/shared/components/announcer';
import { KeyLayersProvider } from '../../../../../src/ui/tv/keys/key-layers';
import { retentionKey } from '../../../../../src/ui/tv/screens/details/tv-series-rule-dialog';
import { actionKey, TvShowActions } from '../../../../../src/ui/tv/screens/details/tv-show-actions';
import { lazyLayoutAdapter } from '../../../../../src/ui/tv/spatial/lazy-layout';
import { FakeRecordingsApi } from '../../../../fakes/fake-recordings-api';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { ManualClock } from '../../../../fakes/manual-clock';
import { aProfile } from '../../../../fakes/profiles';
import { aChannel, aShow } from '../../../../fakes/shows';
import { fakePort, FakeServices } from '../../../render-with-services';
import { press } from '../../render-tv';

// The focus library as the TV layout starts it (routes.tsx).
init({ shouldFocusDOMNode: true, layoutAdapter: lazyLayoutAdapter });

const clock = new ManualClock();
const now = clock.now();
const channel = aChannel({ id: 'ch1', liveUrl: '', replayUrl: '', archiveUrl: '' });
const episode = aShow({
  id: 'episode',
  channelId: 'ch1',
  serieId: 'serie-ch1',
  serieTitle: 'La Série',
  startDate: now.subtract({ minutes: 30 }),
  stopDate: now.add({ minutes: 30 }),
});
const serie: Serie = {
  id: 'serie-ch1',
  channelId: 'ch1',
  title: 'La Série',
  description: '',
  country: 'CH',
  year: 2026,
  categoryId: 5,
  rank: 0,
  credits: { company: [], author: [], director: [], actor: [], presenter: [] },
  episodes: [episode, { ...episode, id: 'next', startDate: now.add({ hours: 24 }), stopDate: now.add({ hours: 25 }) }],
};

/** The TV show actions of an episode, over the recordings port and what the series rule preview reads. */
function renderActions(show = episode) {
  const api = new FakeRecordingsApi();
  const onChanged = vi.fn();
  const services = new Map<symbol, unknown>([
    [RECORDING_ACTIONS_MACHINE, provideRecordingActions(api)],
    [ACTOR_OPTIONS, {}],
    [RESOURCE_CACHE, new ResourceCache(clock)],
    [CLOCK_SERVICE, startClock(clock)],
    [SHOWS_API, fakePort({ serie: async () => serie })],
    [SESSION_API, new FakeSessionApi()],
    [RECORDINGS_API, api],
  ]);
  const flags = showFlags(show, channel, aProfile(), EMPTY_EXTRAS, now, 'UTC');
  render(
    <FakeServices services={services}>
      <MemoryRouter>
        <AnnouncerProvider>
          <KeyLayersProvider>
            <TvShowActions show={show} flags={flags} onChanged={onChanged} />
          </KeyLayersProvider>
        </AnnouncerProvider>
      </MemoryRouter>
    </FakeServices>,
  );
  return { api, onChanged };
}

const focused = () => document.activeElement?.textContent ?? '';
const seriesCalls = (api: FakeRecordingsApi) => api.calls.filter((call) => call.startsWith('recordSerie'));

/** "Record the series" pressed with the remote: the dialog it opens. */
async function openDraft() {
  // jsdom lays nothing out, so the arrows cannot be trusted to reach the button: the focus library is told.
  act(() => void setFocus(actionKey('recordSerie')));
  await waitFor(() => expect(focused()).toBe('Enregistrer la série'));
  act(() => void press('enter'));
  return screen.findByRole('dialog', { name: 'Enregistrer la série ?' });
}

describe('recording a series on TV: the same retention choice and preview as on the web (issue 13)', () => {
  it('should open the retention choice and its preview with the focus on it, and record nothing yet', async () => {
    const { api } = renderActions();
    const dialog = await openDraft();
    expect(
      within(dialog).getByText('Tous les épisodes de « La Série » seront enregistrés. Choisissez combien en garder.'),
    );
    const all = within(dialog).getByRole('button', { name: 'Tous' });
    await waitFor(() => expect(document.activeElement).toBe(all));
    expect(all.getAttribute('aria-pressed')).toBe('true');
    const preview = await within(dialog).findByRole('region', { name: 'Ce que fera la règle' });
    await waitFor(() => expect(preview.textContent).toContain('Épisodes à enregistrer : 2'));
    expect(seriesCalls(api)).toEqual([]);
  });

  it('should move between the retentions and the answers with the arrows, and keep the focus in the dialog', async () => {
    renderActions();
    const dialog = await openDraft();
    await waitFor(() => expect(focused()).toBe('Tous'));
    act(() => void press('right'));
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(focused()).not.toBe('Tous');
    act(() => void press('down'));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('should record the series with the retention chosen with the remote, then close', async () => {
    const { api, onChanged } = renderActions();
    const dialog = await openDraft();
    await waitFor(() => expect(focused()).toBe('Tous'));
    act(() => void setFocus(retentionKey(1)));
    await waitFor(() => expect(focused()).toBe('Le dernier'));
    act(() => void press('enter'));
    expect(within(dialog).getByRole('button', { name: 'Le dernier' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(within(dialog).getByRole('region', { name: 'Suppressions prévues' }).textContent).toContain(
        'remplacé par un épisode plus récent',
      ),
    );
    act(() => void setFocus('series-rule-confirm'));
    await waitFor(() => expect(focused()).toBe('Enregistrer la série'));
    act(() => void press('enter'));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(seriesCalls(api)).toEqual(['recordSerie serie-ch1 1']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('should cancel with Back, record nothing and give the focus back to the action button', async () => {
    const { api } = renderActions();
    await openDraft();
    await waitFor(() => expect(focused()).toBe('Tous'));
    act(() => void press('back'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focused()).toBe('Enregistrer la série'));
    expect(seriesCalls(api)).toEqual([]);
  });

  it('should give the focus back to the action button after the Cancel button too', async () => {
    renderActions();
    const dialog = await openDraft();
    await waitFor(() => expect(focused()).toBe('Tous'));
    act(() => void setFocus('series-rule-cancel'));
    await waitFor(() => expect(focused()).toBe('Annuler'));
    act(() => void press('enter'));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await waitFor(() => expect(focused()).toBe('Enregistrer la série'));
  });
});

describe('the reminder of a future show on TV', () => {
  const later = aShow({
    id: 'later',
    channelId: 'ch1',
    title: 'Plus tard',
    startDate: now.add({ hours: 2 }),
    stopDate: now.add({ hours: 3 }),
  });

  it('should toggle with the green key and say so', async () => {
    renderActions(later);
    expect(screen.getByRole('button', { name: 'Me le rappeler' })).toBeTruthy();
    act(() => void press('green'));
    expect(await screen.findByRole('button', { name: 'Annuler le rappel' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Rappel programmé : Plus tard'));
    act(() => void press('green'));
    expect(await screen.findByRole('button', { name: 'Me le rappeler' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Rappel annulé : Plus tard'));
  });

  it('should not offer a reminder for a show already on', () => {
    renderActions();
    expect(screen.queryByRole('button', { name: 'Me le rappeler' })).toBeNull();
    expect(press('green')).toBe(false);
  });
});
