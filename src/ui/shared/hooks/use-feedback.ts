import { useActorRef, useSelector } from '@xstate/react';
import { FEEDBACK_MACHINE, type FeedbackMachine } from '../../../application/browsing-machines';
import type { FeedbackEvent } from '../../../application/account/feedback.machine';
import { connectFeedback, type FeedbackModel } from '../../../application/account/feedback.model';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import type { Texts } from '../i18n/texts';
import { errorTextKey } from '../i18n/i18n';
import { useService } from '../services';
import { useAuth } from './use-auth';

const same = (a: FeedbackModel, b: FeedbackModel) =>
  a.message === b.message && a.sending === b.sending && a.sent === b.sent && a.error === b.error;

/** Feedback to the provider (the machine comes provided from the composition root), from the signed-in user's address. */
export function useFeedback(): FeedbackModel & {
  readonly errorKey: keyof Texts | null;
  readonly send: (event: FeedbackEvent) => void;
} {
  const machine = useService<FeedbackMachine>(FEEDBACK_MACHINE);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const { session } = useAuth();
  const actor = useActorRef(machine, { ...options, input: { email: session?.profile.username ?? '' } });
  const model = useSelector(actor, connectFeedback, same);
  const errorKey =
    model.error === null ? null : model.error === 'message_required' ? 'feedback_required' : errorTextKey(model.error);
  return { ...model, errorKey, send: actor.send };
}
