import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARENTAL_PIN_MACHINE, provideParentalPin } from '../../../../../src/application/account-machines';
import { createParentalRouteChallenge } from '../../../../../src/application/account/parental-route-challenge';
import { PARENTAL_ROUTE_CHALLENGE } from '../../../../../src/application/tokens';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { press, renderTv } from '../../render-tv';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const focused = () => document.activeElement as HTMLElement | null;
/** jsdom lays nothing out, so the arrows cannot find a field: the focus library is told (the e2e test walks there). */
async function focusOn(focusKey: string, element: () => HTMLElement) {
  act(() => void setFocus(focusKey));
  await waitFor(() => expect(focused()).toBe(element()));
}
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: RegExp | string) => screen.getByRole('button', { name });

/** /parentalcontrol on TV for a subscriber with or without a PIN, the challenge and the form over a fake session API. */
async function onParental(parentalPinSet: boolean) {
  const sessionApi = new FakeSessionApi();
  const view = await renderTv('/parentalcontrol', {
    profile: { parentalPinSet, parentalControlLevel: 16 },
    sessionApi,
    services: [
      [PARENTAL_PIN_MACHINE, provideParentalPin(sessionApi)],
      [PARENTAL_ROUTE_CHALLENGE, createParentalRouteChallenge(sessionApi)],
    ],
  });
  const calls = () => sessionApi.calls.filter((call) => /^(create|update)ParentalPin/.test(call));
  return { ...view, calls, user: userEvent.setup() };
}

describe('the TV parental control screen (/parentalcontrol)', () => {
  it('should create the PIN typed with the digits, with the level changed by Enter', async () => {
    const { calls, auth, user } = await onParental(false);
    await screen.findByRole('heading', { level: 1, name: 'Contrôle parental' });
    await waitFor(() => expect(focused()).toBe(screen.getByLabelText('Nouveau code (4 chiffres)')));
    await user.keyboard('1357');
    await focusOn('parental-confirmation', () => field('Confirmez le nouveau code'));
    await user.keyboard('1357');
    await focusOn('parental-level', () => button(/^Niveau de protection/));
    expect(focused()?.textContent).toBe('Niveau de protectionCode demandé au-delà de 16 ans');
    act(() => void press('enter'));
    await waitFor(() =>
      expect(focused()?.textContent).toBe('Niveau de protectionCode demandé pour les programmes 18+ seulement'),
    );
    await focusOn('parental-submit', () => button('Créer le code'));
    act(() => void press('enter'));
    expect(await screen.findByText('Votre code parental et le niveau de protection sont enregistrés.')).toBeTruthy();
    expect(calls()).toEqual(['createParentalPin 1357 18']);
    await waitFor(() => expect(focused()?.textContent).toBe('Modifier à nouveau'));
    expect(auth.getSnapshot().context.session?.profile).toMatchObject({
      parentalPinSet: true,
      parentalControlLevel: 18,
    });
  });

  it("should refuse two different codes before sending, with the spec's text, and keep them", async () => {
    const { calls, user } = await onParental(false);
    await waitFor(() => expect(focused()).toBe(screen.getByLabelText('Nouveau code (4 chiffres)')));
    await user.keyboard('1357');
    await focusOn('parental-confirmation', () => field('Confirmez le nouveau code'));
    await user.keyboard('1375');
    act(() => void press('enter'));
    expect((await screen.findByRole('alert')).textContent).toBe('Les codes saisis ne sont pas identiques.');
    expect(screen.getByLabelText<HTMLInputElement>('Confirmez le nouveau code').value).toBe('1375');
    expect(calls()).toEqual([]);
  });

  it('should ask the current PIN first with the remote, then change the PIN with the current one', async () => {
    const { calls, sessionApi, user } = await onParental(true);
    const dialog = await screen.findByRole('dialog', { name: 'Code parental' });
    expect(dialog).toBeTruthy();
    await user.keyboard('1234');
    await screen.findByRole('heading', { level: 1, name: 'Contrôle parental' });
    expect(sessionApi.calls).toContain('checkParentalPin 1234');
    await waitFor(() => expect(focused()).toBe(screen.getByLabelText('Code actuel')));
    await user.keyboard('1234');
    await focusOn('parental-pin', () => field('Nouveau code (4 chiffres)'));
    await user.keyboard('2468');
    await focusOn('parental-confirmation', () => field('Confirmez le nouveau code'));
    await user.keyboard('2468');
    act(() => void press('enter'));
    expect(await screen.findByText('Votre code parental et le niveau de protection sont enregistrés.')).toBeTruthy();
    expect(calls()).toEqual(['updateParentalPin 1234 2468 16']);
  });

  it('should send a user who came from nowhere to live when the challenge is given up with Back', async () => {
    const { router } = await onParental(true);
    await screen.findByRole('dialog', { name: 'Code parental' });
    act(() => void press('back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/normal'));
  });
});
