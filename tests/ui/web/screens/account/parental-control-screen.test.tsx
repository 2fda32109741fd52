import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PARENTAL_PIN_MACHINE, provideParentalPin } from '../../../../../src/application/account-machines';
import { ApiError } from '../../../../../src/domain/errors';
import { ParentalControlScreen } from '../../../../../src/ui/web/screens/account/parental-control-screen';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { renderRoutes, startAuthAs } from '../../../render-with-services';
import { fakeServices } from '../../../../fakes/fake-services';

/** The parental control screen of a subscriber with or without a PIN (the challenge before it is the route's, tested elsewhere). */
async function renderParental(parentalPinSet: boolean) {
  const sessionApi = new FakeSessionApi();
  const auth = await startAuthAs(sessionApi, { parentalPinSet, parentalControlLevel: 16 });
  const services = fakeServices({ auth }, [[PARENTAL_PIN_MACHINE, provideParentalPin(sessionApi)]]);
  renderRoutes(services, [{ path: '/parentalcontrol', element: <ParentalControlScreen /> }], '/parentalcontrol');
  await screen.findByRole('heading', { level: 1, name: 'Contrôle parental' });
  const calls = () => sessionApi.calls.filter((call) => call.includes('ParentalPin'));
  return { sessionApi, auth, calls, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const values = (...labels: string[]) => labels.map((label) => field(label).value);

describe('the parental control screen (/parentalcontrol)', () => {
  describe('when the account has no PIN yet', () => {
    it('should ask for a 4-digit PIN twice and a level, and create it with the keyboard alone', async () => {
      const { calls, auth, user } = await renderParental(false);
      expect(
        screen.getByText('Créez un code parental à 4 chiffres et choisissez à partir de quel âge il est demandé.'),
      ).toBeTruthy();
      expect(screen.queryByLabelText('Code actuel')).toBeNull();
      await user.click(field('Nouveau code (4 chiffres)'));
      await user.keyboard('1357');
      await user.tab();
      await user.keyboard('1357');
      await user.tab();
      expect(document.activeElement).toBe(screen.getByLabelText('Niveau de protection'));
      await user.selectOptions(screen.getByLabelText('Niveau de protection'), 'Code demandé au-delà de 12 ans');
      field('Confirmez le nouveau code').focus();
      await user.keyboard('{Enter}');
      await screen.findByText('Votre code parental et le niveau de protection sont enregistrés.');
      expect(calls()).toEqual(['createParentalPin 1357 12']);
      await waitFor(() =>
        expect(auth.getSnapshot().context.session?.profile).toMatchObject({
          parentalPinSet: true,
          parentalControlLevel: 12,
        }),
      );
    });

    it.each([
      ['the two codes differ', '1357', '1375', 'Les codes saisis ne sont pas identiques.'],
      ['the code is not 4 digits', '13a7', '13a7', 'Le code doit comporter 4 chiffres.'],
    ])(
      "should refuse before sending when %s, with the spec's text, and keep what was typed",
      async (_, pin, confirmation, text) => {
        const { calls, user } = await renderParental(false);
        await user.type(field('Nouveau code (4 chiffres)'), pin);
        await user.type(field('Confirmez le nouveau code'), `${confirmation}{Enter}`);
        expect((await screen.findByRole('alert')).textContent).toBe(text);
        expect(values('Nouveau code (4 chiffres)', 'Confirmez le nouveau code')).toEqual([pin, confirmation]);
        expect(field('Nouveau code (4 chiffres)').getAttribute('aria-invalid')).toBe('true');
        expect(calls()).toEqual([]);
      },
    );

    it('should keep every edit when the provider refuses, and create the PIN on the next try', async () => {
      const { sessionApi, calls, user } = await renderParental(false);
      sessionApi.pinSaveRefusal = new ApiError('generic', 'parentalcontrol/create');
      await user.type(field('Nouveau code (4 chiffres)'), '2468');
      await user.type(field('Confirmez le nouveau code'), '2468');
      await user.selectOptions(
        screen.getByLabelText('Niveau de protection'),
        'Code demandé pour les programmes 18+ seulement',
      );
      await user.click(screen.getByRole('button', { name: 'Créer le code' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue.');
      expect(values('Nouveau code (4 chiffres)', 'Confirmez le nouveau code')).toEqual(['2468', '2468']);
      expect((screen.getByLabelText('Niveau de protection') as HTMLSelectElement).value).toBe('18');

      sessionApi.pinSaveRefusal = null;
      await user.click(screen.getByRole('button', { name: 'Créer le code' }));
      await screen.findByText('Votre code parental et le niveau de protection sont enregistrés.');
      expect(calls()).toEqual(['createParentalPin 2468 18', 'createParentalPin 2468 18']);
    });
  });

  describe('when the account has a PIN', () => {
    it("should ask for the current PIN, say the spec's text when it is wrong, keep the new codes and save once it is right", async () => {
      const { calls, user } = await renderParental(true);
      expect(
        screen.getByText('Changez votre code parental ou le niveau de protection. Votre code actuel est demandé.'),
      ).toBeTruthy();
      await user.type(field('Code actuel'), '9999');
      await user.type(field('Nouveau code (4 chiffres)'), '4321');
      await user.type(field('Confirmez le nouveau code'), '4321{Enter}');
      expect((await screen.findByRole('alert')).textContent).toBe('Le code saisi est incorrect.');
      expect(field('Code actuel').getAttribute('aria-invalid')).toBe('true');
      expect(values('Code actuel', 'Nouveau code (4 chiffres)', 'Confirmez le nouveau code')).toEqual([
        '9999',
        '4321',
        '4321',
      ]);

      await user.clear(field('Code actuel'));
      await user.type(field('Code actuel'), '1234{Enter}');
      await screen.findByText('Votre code parental et le niveau de protection sont enregistrés.');
      expect(calls()).toEqual(['updateParentalPin 9999 4321 16', 'updateParentalPin 1234 4321 16']);
      await user.click(screen.getByRole('button', { name: 'Modifier à nouveau' }));
      expect(values('Code actuel', 'Nouveau code (4 chiffres)', 'Confirmez le nouveau code')).toEqual(['', '', '']);
    });
  });
});
