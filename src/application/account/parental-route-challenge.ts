import type { SnapshotFrom } from 'xstate';
import { afterParentalRefusal } from '../../domain/session/access';
import type { SessionApi } from '../../ports/session.port';
import {
  parentalChallengeMachine,
  type ParentalChallengeContext,
  type ParentalChallengeEvent,
} from './parental-challenge.machine';
import { createParentalRouteActors } from '../navigation/route-rules';

/** The /parentalcontrol challenge machine with its code check (the composition root binds it). */
export function createParentalRouteChallenge(sessionApi: Pick<SessionApi, 'checkParentalPin'>) {
  return parentalChallengeMachine.provide({
    actors: createParentalRouteActors((pin) => sessionApi.checkParentalPin(pin)),
  });
}

export type ParentalRouteChallenge = ReturnType<typeof createParentalRouteChallenge>;

/** What the guarded route shows: the screen, a way out, or the code dialog with the events it sends. */
export type ParentalGateView =
  | { readonly kind: 'open' }
  | { readonly kind: 'leave'; readonly to: string }
  | {
      readonly kind: 'asking';
      readonly busy: boolean;
      readonly error: ParentalChallengeContext['error'];
      readonly submit: (pin: string) => ParentalChallengeEvent;
      readonly cancel: ParentalChallengeEvent;
    };

/**
 * The route's challenge as a screen renders it (spec point 2): the screen after the right code;
 * a refusal sends a user who came from nowhere (`previous` null) to live and otherwise goes back
 * where the user was, which cancels the navigation.
 */
export function parentalGateView(
  snapshot: Pick<SnapshotFrom<ParentalRouteChallenge>, 'matches' | 'hasTag' | 'context'>,
  previous: string | null,
): ParentalGateView {
  if (snapshot.matches('granted')) return { kind: 'open' };
  if (snapshot.matches('cancelled')) {
    const refusal = afterParentalRefusal(previous);
    return { kind: 'leave', to: refusal.kind === 'redirect' ? refusal.to : (previous ?? '/') };
  }
  return {
    kind: 'asking',
    busy: snapshot.hasTag('busy'),
    error: snapshot.context.error,
    submit: (pin) => ({ type: 'pin.submit', pin }),
    cancel: { type: 'pin.cancel' },
  };
}
