import { useActorRef, useSelector } from '@xstate/react';
import {
  parentalGateView,
  type ParentalGateView,
  type ParentalRouteChallenge,
} from '../../../application/account/parental-route-challenge';
import { ACTOR_OPTIONS, PARENTAL_ROUTE_CHALLENGE, type ActorOptions } from '../../../application/tokens';
import { PARENTAL_CONTROL_SCREEN_AGE } from '../../../domain/session/access';
import type { Profile } from '../../../domain/session/profile';
import { useService } from '../services';

const sameView = (a: ParentalGateView, b: ParentalGateView) =>
  a.kind === b.kind &&
  (a.kind !== 'leave' || b.kind !== 'leave' || a.to === b.to) &&
  (a.kind !== 'asking' || b.kind !== 'asking' || (a.busy === b.busy && a.error === b.error));

/**
 * The /parentalcontrol challenge of a profile (the machine as the composition root provides it):
 * what the route shows, and `send` for the dialog's events. `previous` is where the user was.
 */
export function useParentalGate(profile: Profile, previous: string | null) {
  const machine = useService<ParentalRouteChallenge>(PARENTAL_ROUTE_CHALLENGE);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const actor = useActorRef(machine, {
    ...options,
    input: {
      action: { type: 'parentalcontrol.open' },
      age: PARENTAL_CONTROL_SCREEN_AGE,
      level: profile.parentalControlLevel,
    },
  });
  const view = useSelector(actor, (snapshot) => parentalGateView(snapshot, previous), sameView);
  return { view, send: actor.send };
}
