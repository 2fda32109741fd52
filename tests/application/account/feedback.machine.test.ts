import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { feedbackMachine } from '../../../src/application/account/feedback.machine';
import { connectFeedback } from '../../../src/application/account/feedback.model';
import { createFeedbackActors } from '../../../src/application/playback/usage.actors';
import { FEEDBACK_MAX_LENGTH } from '../../../src/domain/account/feedback';
import { ApiError } from '../../../src/domain/errors';
import { FakeUsageApi } from '../../fakes/fake-usage-api';

function startFeedback() {
  const usageApi = new FakeUsageApi();
  const actor = createActor(feedbackMachine.provide({ actors: createFeedbackActors(usageApi) }), {
    input: { email: 'demo@example.com' },
  }).start();
  const model = () => connectFeedback(actor.getSnapshot());
  return { actor, usageApi, model };
}

describe('feedback (spec points 2, 5 and 7)', () => {
  it.each(['', '   \n '])('should refuse to send the blank message %j without calling the provider', (message) => {
    const { actor, usageApi, model } = startFeedback();
    actor.send(model().typeEvent(message));
    actor.send(model().sendEvent);
    expect(model()).toMatchObject({ error: 'message_required', sent: false, canRetry: false });
    expect(usageApi.calls).toEqual([]);
  });

  it('should keep a typed message to its longest length, whichever layout typed it', () => {
    const { actor, model } = startFeedback();
    actor.send(model().typeEvent('a'.repeat(FEEDBACK_MAX_LENGTH + 5)));
    expect(model().message).toHaveLength(FEEDBACK_MAX_LENGTH);
  });

  it("should send the message with the user's address and confirm it", async () => {
    const { actor, usageApi, model } = startFeedback();
    actor.send(model().typeEvent('  Bravo pour le guide  '));
    actor.send(model().sendEvent);
    expect(model().sending).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(usageApi.calls).toEqual(['contact demo@example.com Bravo pour le guide']);
    expect(model()).toMatchObject({ sent: true, sending: false, error: null });
  });

  it('should keep the typed message on failure and send it again on retry', async () => {
    const { actor, usageApi, model } = startFeedback();
    usageApi.failures.contact = new ApiError('generic', 'contact');
    actor.send(model().typeEvent('Le son saute'));
    actor.send(model().sendEvent);
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.error !== null);
    expect(model()).toMatchObject({ message: 'Le son saute', error: 'generic', canRetry: true, sent: false });
    delete usageApi.failures.contact;
    actor.send(model().sendEvent);
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(usageApi.calls).toEqual(['contact demo@example.com Le son saute', 'contact demo@example.com Le son saute']);
  });

  it('should start an empty message after a sent one', async () => {
    const { actor, model } = startFeedback();
    actor.send(model().typeEvent('Merci'));
    actor.send(model().sendEvent);
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    actor.send(model().againEvent);
    expect(model()).toMatchObject({ message: '', sent: false, error: null });
  });
});
