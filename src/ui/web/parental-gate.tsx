import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { parentalChallengeMachine } from '../../application/parental-challenge.machine';
import { createParentalRouteActors } from '../../application/route-rules';
import { ACTOR_OPTIONS, type ActorOptions } from '../../application/tokens';
import { afterParentalRefusal, PARENTAL_CONTROL_SCREEN_AGE, parentalControlNeedsChallenge } from '../../domain/access';
import type { Profile } from '../../domain/profile';
import { SESSION_API, type SessionApi } from '../../ports/session.port';
import { useAuth } from '../shared/hooks/use-auth';
import { useService } from '../shared/services';
import { usePreviousPath } from './last-screen';
import { PinDialog } from './player/pin-dialog';

/**
 * /parentalcontrol behind its parental challenge (spec point 2), once the sign-in and
 * former-customer guards have let the user in: the screen shows after the right code; a
 * refusal sends a user who came from nowhere to live and otherwise cancels the navigation.
 */
export function ParentalGate({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  if (session === null || !parentalControlNeedsChallenge(session.profile)) return children;
  return <Challenge profile={session.profile}>{children}</Challenge>;
}

function Challenge({ profile, children }: { profile: Profile; children: ReactNode }) {
  const sessionApi = useService<SessionApi>(SESSION_API);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  // Where the user was before this route, read once: the navigation to cancel is this one.
  const previousNow = usePreviousPath();
  const [previous] = useState(previousNow);
  const machine = useMemo(
    () => parentalChallengeMachine.provide({ actors: createParentalRouteActors((pin) => sessionApi.checkParentalPin(pin)) }),
    [sessionApi],
  );
  const actor = useActorRef(machine, {
    ...options,
    input: { action: { type: 'parentalcontrol.open' }, age: PARENTAL_CONTROL_SCREEN_AGE, level: profile.parentalControlLevel },
  });
  const state = useSelector(actor, (snapshot) => ({
    granted: snapshot.matches('granted'),
    cancelled: snapshot.matches('cancelled'),
    busy: snapshot.hasTag('busy'),
    error: snapshot.context.error,
  }), (a, b) => a.granted === b.granted && a.cancelled === b.cancelled && a.busy === b.busy && a.error === b.error);

  if (state.granted) return children;
  if (state.cancelled) {
    const refusal = afterParentalRefusal(previous);
    return <Navigate to={refusal.kind === 'redirect' ? refusal.to : (previous ?? '/')} replace />;
  }
  return (
    <PinDialog intro="pin_intro_settings" busy={state.busy} error={state.error} onSubmit={(pin) => actor.send({ type: 'pin.submit', pin })}
      onCancel={() => actor.send({ type: 'pin.cancel' })} />
  );
}
