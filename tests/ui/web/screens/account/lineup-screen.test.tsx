import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LINEUP_MACHINE, provideLineup } from '../../../../../src/application/account-machines';
import { ApiError } from '../../../../../src/domain/errors';
import type { GuideApi } from '../../../../../src/ports/guide.port';
import { LineupScreen } from '../../../../../src/ui/web/screens/account/lineup-screen';
import { FakeLineupApi } from '../../../../fakes/fake-lineup-api';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { aChannel } from '../../../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs } from '../../../render-with-services';
import { fakeServices } from '../../../../fakes/fake-services';

const PROVIDER_ORDER = [
  aChannel({ id: 'ch1', name: 'Alpha Une' }),
  aChannel({ id: 'ch2', name: 'Berg TV' }),
  aChannel({ id: 'ch3', name: 'Coast One' }),
];

/** The lineup screen over a provider that keeps the saved order (and forgets it on reset). */
async function renderLineup() {
  const lineup = new FakeLineupApi();
  let order = PROVIDER_ORDER;
  const guide = fakePort<GuideApi>({
    channels: async () => order,
    saveLineup: async (ids) => {
      await lineup.saveLineup(ids);
      order = ids.map((id) => PROVIDER_ORDER.find((channel) => channel.id === id)!);
    },
    resetLineup: async () => {
      await lineup.resetLineup();
      order = PROVIDER_ORDER;
    },
  });
  const services = fakeServices({ auth: await startAuthAs(new FakeSessionApi(), {}), guide }, [
    [LINEUP_MACHINE, provideLineup(guide)],
  ]);
  renderRoutes(services, [{ path: '/lineup', element: <LineupScreen /> }], '/lineup');
  await screen.findByRole('list', { name: 'Ordre des chaînes' });
  return { lineup, user: userEvent.setup() };
}

const order = () =>
  within(screen.getByRole('list', { name: 'Ordre des chaînes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/[^A-Za-zÀ-ÿ ]/g, '').trim());
const button = (name: string) => screen.getByRole('button', { name });
/** Puts the keyboard focus on a control and presses a key there. */
async function pressOn(user: ReturnType<typeof userEvent.setup>, name: string, key = '{Enter}') {
  button(name).focus();
  await user.keyboard(key);
}

describe('the channel lineup screen (/lineup)', () => {
  it("should say what it does, list the channels in the provider's order and offer nothing to save yet", async () => {
    await renderLineup();
    expect(screen.getByRole('heading', { level: 1, name: 'Ordre des chaînes' })).toBeTruthy();
    expect(screen.getByText(/Choisissez l’ordre de vos chaînes/)).toBeTruthy();
    expect(order()).toEqual(['Alpha Une', 'Berg TV', 'Coast One']);
    expect(button('Enregistrer l’ordre').hasAttribute('disabled')).toBe(true);
    expect(button('Monter Alpha Une').hasAttribute('disabled')).toBe(true);
    expect(button('Descendre Coast One').hasAttribute('disabled')).toBe(true);
  });

  describe('when a channel is moved with the keyboard', () => {
    it('should move it, keep the focus on its button, say so and save the new order with the keyboard', async () => {
      const { lineup, user } = await renderLineup();
      await pressOn(user, 'Descendre Alpha Une');
      await waitFor(() => expect(order()).toEqual(['Berg TV', 'Alpha Une', 'Coast One']));
      await waitFor(() => expect(document.activeElement).toBe(button('Descendre Alpha Une')));
      expect(screen.getByText('Ordre modifié, pas encore enregistré.')).toBeTruthy();
      expect(screen.getByText('Alpha Une déplacée en position 2 sur 3.')).toBeTruthy();

      await pressOn(user, 'Enregistrer l’ordre');
      await screen.findByText('L’ordre de vos chaînes est enregistré.');
      expect(lineup.calls).toEqual(['saveLineup ch2,ch1,ch3']);
      expect(order()).toEqual(['Berg TV', 'Alpha Une', 'Coast One']);
    });

    it('should give the focus to the other button once the channel reaches the end', async () => {
      const { user } = await renderLineup();
      await pressOn(user, 'Monter Berg TV');
      await waitFor(() => expect(order()).toEqual(['Berg TV', 'Alpha Une', 'Coast One']));
      await waitFor(() => expect(document.activeElement).toBe(button('Descendre Berg TV')));
    });
  });

  describe('when the provider refuses the save', () => {
    it('should say why, keep the edited order and save it on the next try', async () => {
      const { lineup, user } = await renderLineup();
      lineup.refusal = new ApiError('generic', 'lineup');
      await pressOn(user, 'Monter Coast One');
      await waitFor(() => expect(order()).toEqual(['Alpha Une', 'Coast One', 'Berg TV']));
      await pressOn(user, 'Enregistrer l’ordre');
      expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue.');
      expect(order()).toEqual(['Alpha Une', 'Coast One', 'Berg TV']);
      await waitFor(() => expect(button('Enregistrer l’ordre').hasAttribute('disabled')).toBe(false));

      lineup.refusal = null;
      await pressOn(user, 'Enregistrer l’ordre');
      await screen.findByText('L’ordre de vos chaînes est enregistré.');
      expect(lineup.calls).toEqual(['saveLineup ch1,ch3,ch2', 'saveLineup ch1,ch3,ch2']);
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  describe('when the subscriber resets the order', () => {
    it("should go back to the provider's order with DELETE lineup/", async () => {
      const { lineup, user } = await renderLineup();
      await pressOn(user, 'Descendre Alpha Une');
      await pressOn(user, 'Enregistrer l’ordre');
      await screen.findByText('L’ordre de vos chaînes est enregistré.');
      await pressOn(user, 'Revenir à l’ordre d’origine');
      await waitFor(() => expect(order()).toEqual(['Alpha Une', 'Berg TV', 'Coast One']));
      expect(lineup.calls).toEqual(['saveLineup ch2,ch1,ch3', 'resetLineup']);
    });
  });
});
