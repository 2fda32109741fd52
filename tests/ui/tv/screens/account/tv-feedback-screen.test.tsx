import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MACHINE, provideFeedback } from '../../../../../src/application/browsing-machines';
import { ApiError } from '../../../../../src/domain/errors';
import { USAGE_API } from '../../../../../src/ports/usage.port';
import { FakeUsageApi } from '../../../../fakes/fake-usage-api';
import { press, pressKey, renderTv } from '../../render-tv';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const focused = () => document.activeElement as HTMLElement | null;
/** Types with a hardware keyboard's characters, which the on-screen keyboard takes as its own keys. */
const type = (text: string) => {
  for (const character of text) act(() => void pressKey(character, character.toUpperCase().charCodeAt(0)));
};
const typed = () => within(screen.getByRole('group', { name: 'Votre message' })).getAllByRole('paragraph')[1];

async function toSendAndPress(name: string) {
  act(() => void setFocus('feedback-send'));
  await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name })));
  act(() => void press('enter'));
}

/** /feedback on TV over a usage API that records the messages sent. */
async function onFeedback() {
  const usage = new FakeUsageApi();
  await renderTv('/feedback', {
    services: [
      [USAGE_API, usage],
      [FEEDBACK_MACHINE, provideFeedback(usage)],
    ],
  });
  await screen.findByRole('heading', { level: 1, name: 'Votre avis' });
  await waitFor(() => expect(focused()?.closest('[role="group"]')?.getAttribute('aria-label')).toBe('Clavier'));
  return usage;
}

describe('the TV feedback screen (/feedback)', () => {
  it('should send the message typed on the keyboard and confirm it', async () => {
    const usage = await onFeedback();
    type('bravo');
    await waitFor(() => expect(typed()?.textContent).toBe('bravo'));
    await toSendAndPress('Envoyer');
    expect(await screen.findByText('Merci ! Votre message a bien été envoyé.')).toBeTruthy();
    expect(usage.calls).toEqual([expect.stringMatching(/^contact \S+ bravo$/)]);
    await waitFor(() => expect(focused()?.textContent).toBe('Écrire un autre message'));
  });

  it('should keep the message on failure and send it again with Retry', async () => {
    const usage = await onFeedback();
    usage.failures.contact = new ApiError('generic', 'contact');
    type('son');
    await toSendAndPress('Envoyer');
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue.');
    expect(typed()?.textContent).toBe('son');
    delete usage.failures.contact;
    await toSendAndPress('Réessayer');
    expect(await screen.findByText('Merci ! Votre message a bien été envoyé.')).toBeTruthy();
  });

  it('should say that the message is required before sending', async () => {
    const usage = await onFeedback();
    await toSendAndPress('Envoyer');
    expect((await screen.findByRole('alert')).textContent).toBe('Le message est obligatoire.');
    expect(usage.calls).toEqual([]);
  });
});
