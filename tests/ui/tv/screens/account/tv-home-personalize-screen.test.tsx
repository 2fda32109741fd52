import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOME_PERSONALIZE_MACHINE, provideHomePersonalize } from '../../../../../src/application/account-machines';
import { USAGE_API, type UsageApi } from '../../../../../src/ports/usage.port';
import { FakeBackupConfigApi } from '../../../../fakes/fake-backup-config-api';
import { fakePort } from '../../../render-with-services';
import { press, renderTv } from '../../render-tv';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const CATEGORIES = [
  { id: 5, name: 'Divertissement' },
  { id: 2, name: 'Films' },
];

const focused = () => document.activeElement as HTMLElement | null;
/** The rows' switches: each row's name, said pressed when the row is shown. */
const rows = () =>
  within(screen.getByRole('list', { name: 'Rangées de l’accueil' }))
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-pressed'));
const names = () => rows().map((button) => button.firstElementChild?.textContent);
const savedFeeds = (config: FakeBackupConfigApi) => config.stored?.homeFeeds.map((feed) => [feed.feedId, feed.arg]);

async function focusOn(focusKey: string, name: string | RegExp) {
  act(() => void setFocus(focusKey));
  await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name })));
}

/** /homepersonalize on TV over a backup config never saved (spec point 9's default rows). */
async function onPersonalize() {
  const config = new FakeBackupConfigApi(null);
  const usage = fakePort<UsageApi>({
    backupConfig: () => config.backupConfig(),
    saveBackupConfig: (saved) => config.saveBackupConfig(saved),
  });
  await renderTv('/homepersonalize', {
    guide: { explore: async () => ({ categories: CATEGORIES, shows: [] }) },
    services: [
      [USAGE_API, usage],
      [HOME_PERSONALIZE_MACHINE, provideHomePersonalize(usage)],
    ],
  });
  await screen.findByRole('list', { name: 'Rangées de l’accueil' });
  await waitFor(() => expect(focused()).toBe(rows()[0]));
  return config;
}

describe('the TV home personalisation screen (/homepersonalize)', () => {
  it('should hide the focused row with Enter, move a row with its Up button, and save', async () => {
    const config = await onPersonalize();
    expect(names().slice(0, 3)).toEqual(['Vos chaînes préférées', 'Toutes les chaînes', 'Suggestions replay']);
    expect(rows()[0]?.getAttribute('aria-pressed')).toBe('true');
    act(() => void press('enter'));
    await waitFor(() => expect(rows()[0]?.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByText('Modifications pas encore enregistrées.')).toBeTruthy();
    await focusOn('personalize-2-up', 'Monter « Suggestions replay »');
    act(() => void press('enter'));
    await waitFor(() =>
      expect(names().slice(0, 3)).toEqual(['Vos chaînes préférées', 'Suggestions replay', 'Toutes les chaînes']),
    );
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Monter « Suggestions replay »' })));
    await focusOn('personalize-save', 'Enregistrer');
    act(() => void press('enter'));
    expect(await screen.findByText('Votre page d’accueil est enregistrée.')).toBeTruthy();
    expect(savedFeeds(config)?.slice(0, 2)).toEqual([
      [105, undefined],
      [102, undefined],
    ]);
  });

  it("should change the replay row's category with Enter, to the next one", async () => {
    await onPersonalize();
    const category = screen.getByRole('button', {
      name: /^Divertissement ?· Catégorie de « Replay : Divertissement »$/,
    });
    expect(category.firstElementChild?.textContent).toBe('Divertissement');
    const index = rows().findIndex((row) => row.textContent?.startsWith('Replay : Divertissement'));
    await focusOn(`personalize-${index}-category`, /^Divertissement ?· Catégorie de « Replay : Divertissement »$/);
    act(() => void press('enter'));
    await waitFor(() => expect(names()).toContain('Replay : Films'));
    expect(screen.getByRole('button', { name: /^Films ?· Catégorie de « Replay : Films »$/ })).toBeTruthy();
  });
});
