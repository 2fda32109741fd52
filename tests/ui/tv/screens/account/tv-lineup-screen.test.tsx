import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LINEUP_MACHINE, provideLineup } from '../../../../../src/application/account-machines';
import type { GuideApi } from '../../../../../src/ports/guide.port';
import { FakeLineupApi } from '../../../../fakes/fake-lineup-api';
import { aChannel } from '../../../../fakes/shows';
import { fakePort } from '../../../render-with-services';
import { press, renderTv } from '../../render-tv';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const PROVIDER_ORDER = [
  aChannel({ id: 'ch1', name: 'Alpha Une' }),
  aChannel({ id: 'ch2', name: 'Berg TV' }),
  aChannel({ id: 'ch3', name: 'Coast One' }),
];

const focused = () => document.activeElement as HTMLElement | null;
const order = () =>
  within(screen.getByRole('list', { name: 'Ordre des chaînes' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** /lineup on TV over a provider that keeps the saved order. */
async function onLineup() {
  const lineup = new FakeLineupApi();
  let channels = PROVIDER_ORDER;
  const guide = {
    channels: async () => channels,
    saveLineup: async (ids: readonly string[]) => {
      await lineup.saveLineup(ids);
      channels = ids.map((id) => PROVIDER_ORDER.find((channel) => channel.id === id)!);
    },
    resetLineup: async () => {
      await lineup.resetLineup();
      channels = PROVIDER_ORDER;
    },
  } satisfies Partial<GuideApi>;
  const view = await renderTv('/lineup', {
    guide,
    services: [[LINEUP_MACHINE, provideLineup(fakePort<GuideApi>(guide))]],
  });
  await screen.findByRole('list', { name: 'Ordre des chaînes' });
  await waitFor(() => expect(focused()?.textContent).toBe('1. Alpha Une'));
  return { ...view, lineup };
}

describe('the TV lineup screen (/lineup)', () => {
  it('should pick a channel up with Enter, move it with Down, put it down with Enter and save the order', async () => {
    const { lineup } = await onLineup();
    expect(order()).toEqual(['1. Alpha Une', '2. Berg TV', '3. Coast One']);
    act(() => void press('enter'));
    await waitFor(() => expect(focused()?.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe('Alpha Une saisie, position 1 sur 3.'),
    );
    act(() => void press('down'));
    await waitFor(() => expect(order()).toEqual(['1. Berg TV', '2. Alpha UneEn main', '3. Coast One']));
    await waitFor(() => expect(focused()?.textContent).toBe('2. Alpha UneEn main'));
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe('Alpha Une déplacée en position 2 sur 3.'),
    );
    act(() => void press('enter'));
    await waitFor(() => expect(focused()?.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByText('Ordre modifié, pas encore enregistré.')).toBeTruthy();
    act(() => void setFocus('lineup-save'));
    await waitFor(() => expect(focused()?.textContent).toBe('Enregistrer l’ordre'));
    act(() => void press('enter'));
    expect(await screen.findByText('L’ordre de vos chaînes est enregistré.')).toBeTruthy();
    expect(lineup.calls).toEqual(['saveLineup ch2,ch1,ch3']);
  });

  it('should put a held channel back where it was with Back, and stay on the screen', async () => {
    const { router } = await onLineup();
    act(() => void press('enter'));
    act(() => void press('down'));
    await waitFor(() => expect(order()).toEqual(['1. Berg TV', '2. Alpha UneEn main', '3. Coast One']));
    act(() => void press('down'));
    await waitFor(() => expect(order()).toEqual(['1. Berg TV', '2. Coast One', '3. Alpha UneEn main']));
    act(() => void press('back'));
    await waitFor(() => expect(order()).toEqual(['1. Alpha Une', '2. Berg TV', '3. Coast One']));
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Déplacement de Alpha Une annulé.'));
    expect(router.state.location.pathname).toBe('/lineup');
  });

  it('should reset the order to the provider’s', async () => {
    const { lineup } = await onLineup();
    act(() => void setFocus('lineup-reset'));
    await waitFor(() => expect(focused()?.textContent).toBe('Revenir à l’ordre d’origine'));
    act(() => void press('enter'));
    await waitFor(() => expect(lineup.calls).toEqual(['resetLineup']));
  });
});
