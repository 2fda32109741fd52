import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOME_PERSONALIZE_MACHINE, provideHomePersonalize } from '../../../../../src/application/account-machines';
import { ApiError } from '../../../../../src/domain/errors';
import type { GuideApi } from '../../../../../src/ports/guide.port';
import type { UsageApi } from '../../../../../src/ports/usage.port';
import { HomePersonalizeScreen } from '../../../../../src/ui/web/screens/account/home-personalize-screen';
import { FakeBackupConfigApi } from '../../../../fakes/fake-backup-config-api';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { fakePort, renderRoutes, startAuthAs } from '../../../render-with-services';
import { fakeServices } from '../../../../fakes/fake-services';

const CATEGORIES = [
  { id: 5, name: 'Divertissement' },
  { id: 2, name: 'Films' },
  { id: 4, name: 'Sport' },
];
/** Spec point 9's default feeds, in order, as the screen names them. */
const DEFAULT_ROWS = [
  'Vos chaînes préférées',
  'Toutes les chaînes',
  'Suggestions replay',
  'Catégories',
  'Reprendre la lecture',
  'Vos enregistrements',
  'Chaînes gratuites FAST',
  'Replay : Divertissement',
  'Mes sports',
  'Vos acteurs',
  'Émissions de vos acteurs',
  'Vidéo à la demande',
];

/** The other rows a subscriber may add, offered unticked after them. */
const HIDDEN_ROWS = ['Enregistrements bientôt expirés', 'En direct'];

/** The screen over a backup config that was never saved (the defaults of spec point 9). */
async function renderPersonalize() {
  const config = new FakeBackupConfigApi(null);
  const usage = fakePort<UsageApi>({
    backupConfig: () => config.backupConfig(),
    saveBackupConfig: (saved) => config.saveBackupConfig(saved),
  });
  const services = fakeServices(
    {
      auth: await startAuthAs(new FakeSessionApi(), {}),
      usage,
      guide: fakePort<GuideApi>({ explore: async () => ({ categories: CATEGORIES, shows: [] }) }),
    },
    [[HOME_PERSONALIZE_MACHINE, provideHomePersonalize(usage)]],
  );
  renderRoutes(services, [{ path: '/homepersonalize', element: <HomePersonalizeScreen /> }], '/homepersonalize');
  await screen.findByRole('list', { name: 'Rangées de l’accueil' });
  return { config, user: userEvent.setup() };
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Rangées de l’accueil' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const button = (name: string) => screen.getByRole('button', { name });
/** The saved rows (a hidden row is left out), in their order, with their argument. */
const savedFeeds = (config: FakeBackupConfigApi) => config.stored?.homeFeeds.map((feed) => [feed.feedId, feed.arg]);

describe('the home personalisation screen (/homepersonalize)', () => {
  it("should list spec point 9's default rows in their order, ticked, then the other rows unticked, with nothing to save yet", async () => {
    await renderPersonalize();
    expect(
      screen.getByText(
        'Choisissez les rangées de votre page d’accueil, leur ordre et la catégorie des rangées replay.',
      ),
    ).toBeTruthy();
    expect(rows()).toEqual([...DEFAULT_ROWS, ...HIDDEN_ROWS]);
    expect(DEFAULT_ROWS.filter((name) => !checkbox(name).checked)).toEqual([]);
    expect(HIDDEN_ROWS.filter((name) => checkbox(name).checked)).toEqual([]);
    expect(button('Enregistrer').hasAttribute('disabled')).toBe(true);
  });

  describe('when rows are hidden and moved with the keyboard', () => {
    it("should hide with Space, move with Enter keeping the focus on the row's button, and save to the backup config", async () => {
      const { config, user } = await renderPersonalize();
      checkbox('Toutes les chaînes').focus();
      await user.keyboard(' ');
      expect(checkbox('Toutes les chaînes').checked).toBe(false);
      button('Monter « Catégories »').focus();
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(rows().slice(0, 4)).toEqual([
          'Vos chaînes préférées',
          'Toutes les chaînes',
          'Catégories',
          'Suggestions replay',
        ]),
      );
      await waitFor(() => expect(document.activeElement).toBe(button('Monter « Catégories »')));
      expect(screen.getByText('Modifications pas encore enregistrées.')).toBeTruthy();

      button('Enregistrer').focus();
      await user.keyboard('{Enter}');
      await screen.findByText('Votre page d’accueil est enregistrée.');
      expect(savedFeeds(config)?.slice(0, 3)).toEqual([
        [101, undefined],
        [115, undefined],
        [105, undefined],
      ]);
      expect(savedFeeds(config)?.some(([feedId]) => feedId === 102)).toBe(false);
    });

    it('should save the replay category chosen for a replay row', async () => {
      const { config, user } = await renderPersonalize();
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Catégorie de « Replay : Divertissement »' }),
        'Films',
      );
      await waitFor(() => expect(rows()[7]).toBe('Replay : Films'));
      await user.click(button('Enregistrer'));
      await screen.findByText('Votre page d’accueil est enregistrée.');
      expect(savedFeeds(config)?.[7]).toEqual([105, 2]);
    });
  });

  describe('when the provider refuses the save', () => {
    it('should say why, keep every edit and save them on the next try', async () => {
      const { config, user } = await renderPersonalize();
      config.refusal = new ApiError('generic', 'backupconfig/save');
      await user.click(checkbox('Mes sports'));
      await user.click(button('Descendre « Vos chaînes préférées »'));
      await user.click(button('Enregistrer'));
      expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue.');
      expect(checkbox('Mes sports').checked).toBe(false);
      expect(rows().slice(0, 2)).toEqual(['Toutes les chaînes', 'Vos chaînes préférées']);
      expect(config.stored).toBeNull();

      config.refusal = null;
      await waitFor(() => expect(button('Enregistrer').hasAttribute('disabled')).toBe(false));
      await user.click(button('Enregistrer'));
      await screen.findByText('Votre page d’accueil est enregistrée.');
      expect(savedFeeds(config)?.slice(0, 2)).toEqual([
        [102, undefined],
        [101, undefined],
      ]);
      expect(savedFeeds(config)?.some(([feedId]) => feedId === 106)).toBe(false);
    });
  });

  it('should go back to the default rows', async () => {
    const { user } = await renderPersonalize();
    await user.click(checkbox('Vos acteurs'));
    await user.click(button('Rétablir l’accueil par défaut'));
    await waitFor(() => expect(checkbox('Vos acteurs').checked).toBe(true));
    expect(rows()).toEqual([...DEFAULT_ROWS, ...HIDDEN_ROWS]);
  });
});
