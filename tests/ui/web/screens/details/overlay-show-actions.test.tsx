import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Channel } from '../../../../../src/domain/guide/channel';
import { ApiError } from '../../../../../src/domain/errors';
import type { Profile } from '../../../../../src/domain/session/profile';
import type { Show } from '../../../../../src/domain/shows/show';
import { EMPTY_EXTRAS, type ShowExtras } from '../../../../../src/domain/shows/show-extras';
import { showFlags } from '../../../../../src/domain/shows/show-flags';
import { ShowActions } from '../../../../../src/ui/web/screens/details/show-actions';
import { FakeRecordingsApi } from '../../../../fakes/fake-recordings-api';
import { ManualClock } from '../../../../fakes/manual-clock';
import { aProfile } from '../../../../fakes/profiles';
import { homeChannel, homeShow } from '../home/home-services';
import { fakePort, FakeServices } from '../../../render-with-services';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import type { Serie } from '../../../../../src/ports/shows.port';
import { fireEvent } from '@testing-library/react';
import { fakeServices } from '../../../../fakes/fake-services';
import { PREFERENCES_STORE, type PreferencesStore } from '../../../../../src/ports/preferences.port';

const clock = new ManualClock();
const now = clock.now();
const current = homeShow('now');
const ended = homeShow('past', { startDate: now.subtract({ hours: 3 }), stopDate: now.subtract({ hours: 2 }) });
const future = homeShow('later', { startDate: now.add({ hours: 2 }), stopDate: now.add({ hours: 3 }) });
const episode = homeShow('episode', { serieId: 'serie-ch1' });
const channel = homeChannel(1);

interface Case {
  readonly show: Show;
  readonly channel?: Partial<Channel>;
  readonly profile?: Profile | null;
  readonly extras?: Partial<ShowExtras>;
}

function renderActions({ show, channel: channelChanges = {}, profile = aProfile(), extras = {} }: Case) {
  const api = new FakeRecordingsApi();
  const onChanged = vi.fn();
  const flags = showFlags(show, { ...channel, ...channelChanges }, profile, { ...EMPTY_EXTRAS, ...extras }, now, 'UTC');
  const sessionApi = new FakeSessionApi();
  sessionApi.extrasResult = { ...EMPTY_EXTRAS, ...extras };
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
    episodes: [
      episode,
      { ...episode, id: 'next', startDate: now.add({ hours: 24 }), stopDate: now.add({ hours: 25 }) },
    ],
  };
  // The series rule dialog reads the series, the user's recordings and the quota.
  const services = fakeServices({
    clock,
    shows: fakePort({ serie: async () => serie }),
    sessionApi,
    recordings: api,
  });
  render(
    <FakeServices services={services}>
      <MemoryRouter>
        <ShowActions show={show} flags={flags} onChanged={onChanged} />
      </MemoryRouter>
    </FakeServices>,
  );
  return { api, onChanged, services, section: screen.getByRole('region', { name: 'Actions' }) };
}

/** The names of the offered actions, in order. */
const actionNames = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('show overlay actions: each one offered exactly when the domain rules allow it (spec points 3 and 6)', () => {
  it.each<[string, Case, string[]]>([
    [
      'should offer live, start-over, record and download for a current show',
      { show: current },
      ['Regarder en direct', 'Reprendre du début', 'Enregistrer', 'Télécharger'],
    ],
    [
      'should not offer start-over on a channel without it',
      { show: current, channel: { startoverable: false } },
      ['Regarder en direct', 'Enregistrer', 'Télécharger'],
    ],
    [
      'should offer replay, record and download for an ended show in the replay window',
      { show: ended },
      ['Revoir', 'Enregistrer', 'Télécharger'],
    ],
    [
      'should offer only record, download and a reminder for a future show',
      { show: future },
      ['Enregistrer', 'Télécharger', 'Me le rappeler'],
    ],
    [
      'Recording needs a recordable channel (and downloads a recordable show)',
      { show: future, channel: { recordable: false } },
      ['Me le rappeler'],
    ],
    [
      'Downloads need a non-encrypted channel',
      { show: future, channel: { encrypted: true } },
      ['Enregistrer', 'Me le rappeler'],
    ],
    [
      'should offer to record the series of an episode',
      { show: episode },
      ['Regarder en direct', 'Reprendre du début', 'Enregistrer', 'Enregistrer la série', 'Télécharger'],
    ],
    [
      'should not offer to record a series already recorded',
      { show: episode, extras: { serials: new Set(['serie-ch1']) } },
      ['Regarder en direct', 'Reprendre du début', 'Enregistrer', 'Télécharger'],
    ],
    [
      'should offer archive (archives permission) and delete for a recorded ended show',
      { show: ended, extras: { recordings: new Set(['past']) } },
      ['Revoir', 'Archiver', "Supprimer l'enregistrement", 'Télécharger'],
    ],
    [
      'should not offer to archive an archived recording',
      { show: ended, extras: { recordings: new Set(['past']), archives: new Set(['past']) } },
      ['Revoir', "Supprimer l'enregistrement", 'Télécharger'],
    ],
    [
      'should offer nothing to record without the recordings permission (a reminder needs none)',
      { show: future, profile: aProfile({ permissions: new Set() }) },
      ['Me le rappeler'],
    ],
    [
      'should offer nothing to a former customer (VOD only)',
      { show: current, profile: aProfile({ status: 'former_customer' }) },
      [],
    ],
    [
      'should offer nothing to a visitor on a channel that is not free',
      { show: current, channel: { liveUrl: '/streams/live/a.mpd' }, profile: null },
      [],
    ],
    ['should offer only live to a visitor on a free channel', { show: current, profile: null }, ['Regarder en direct']],
  ])('%s', (_, scenario, expected) => {
    const { section } = renderActions(scenario);
    expect(actionNames(section)).toEqual(expected);
  });

  it('should say a show is recorded, archived and its series recorded', () => {
    const { section } = renderActions({
      show: { ...ended, serieId: 'serie-ch1' },
      extras: { recordings: new Set(['past']), archives: new Set(['past']), serials: new Set(['serie-ch1']) },
    });
    expect(within(section).getByRole('status').textContent).toBe('Enregistré · Archivé · Série enregistrée');
  });

  it('should watch a current show live on the live screen', () => {
    expect(
      within(renderActions({ show: current }).section)
        .getByRole('link', { name: 'Regarder en direct' })
        .getAttribute('href'),
    ).toBe('/live/normal?play=ch1');
  });

  it('should replay an ended show on the live screen', () => {
    expect(
      within(renderActions({ show: ended }).section)
        .getByRole('link', { name: 'Revoir' })
        .getAttribute('href'),
    ).toBe('/live/normal?replay=past');
  });

  it('should lead download to the download screen of the show', () => {
    const { section } = renderActions({ show: future });
    expect(within(section).getByRole('link', { name: 'Télécharger' }).getAttribute('href')).toBe('/download/later');
  });

  it.each<[string, Case, string, string]>([
    ['record the show', { show: future }, 'Enregistrer', 'record later'],
    ['archive the recording', { show: ended, extras: { recordings: new Set(['past']) } }, 'Archiver', 'archive past'],
    [
      'delete the recording',
      { show: ended, extras: { recordings: new Set(['past']) } },
      "Supprimer l'enregistrement",
      'remove past',
    ],
  ])('should %s through the recordings port, then reload the extras', async (_, scenario, button, call) => {
    const { api, onChanged, section } = renderActions(scenario);
    within(section).getByRole('button', { name: button }).click();
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.calls).toEqual([call]);
  });

  it('should keep the commands disabled until the reloaded extras are in, so that a second press cannot repeat a deletion', async () => {
    const { api, onChanged, section } = renderActions({ show: ended, extras: { recordings: new Set(['past']) } });
    let reloaded: () => void = () => undefined;
    onChanged.mockImplementation(() => new Promise<void>((resolve) => (reloaded = resolve)));
    const remove = within(section).getByRole('button', { name: "Supprimer l'enregistrement" });
    remove.click();
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(remove).toHaveProperty('disabled', true);
    remove.click();
    reloaded();
    await waitFor(() => expect(remove).toHaveProperty('disabled', false));
    expect(api.calls).toEqual(['remove past']);
  });

  it('should say what a series rule will do before recording the series, with the retention chosen', async () => {
    const { api, onChanged, section } = renderActions({ show: episode });
    within(section).getByRole('button', { name: 'Enregistrer la série' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer la série ?' });
    const preview = await within(dialog).findByRole('region', { name: 'Ce que fera la règle' });
    await waitFor(() => expect(preview.textContent).toContain('Épisodes à enregistrer : 2'));
    expect(api.calls).not.toContain('recordSerie serie-ch1 1');
    fireEvent.change(within(dialog).getByLabelText('Épisodes conservés'), { target: { value: '1' } });
    expect(within(dialog).getByRole('region', { name: 'Suppressions prévues' }).textContent).toContain(
      'remplacé par un épisode plus récent',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la série' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.calls.filter((call) => call.startsWith('recordSerie'))).toEqual(['recordSerie serie-ch1 1']);
  });

  it('should explain a recording refused for quota (spec point 8)', async () => {
    const { api, onChanged, section } = renderActions({ show: future });
    api.failures.record = new ApiError('recording-quota-exceeded', 'recordings/later');
    within(section).getByRole('button', { name: 'Enregistrer' }).click();
    await waitFor(() =>
      expect(within(section).getByRole('alert').textContent).toBe("Votre quota d'enregistrement est dépassé."),
    );
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('should set the reminder of a future show, kept on the device, and cancel it', () => {
    const { section, services } = renderActions({ show: future });
    const preferences = services.get(PREFERENCES_STORE) as PreferencesStore;
    fireEvent.click(within(section).getByRole('button', { name: 'Me le rappeler' }));
    expect(preferences.get('reminders')).toEqual([
      { showId: 'later', channelId: future.channelId, title: future.title, start: future.startDate.toString() },
    ]);
    fireEvent.click(within(section).getByRole('button', { name: 'Annuler le rappel' }));
    expect(preferences.get('reminders')).toEqual([]);
    expect(within(section).getByRole('button', { name: 'Me le rappeler' })).toBeTruthy();
  });
});
