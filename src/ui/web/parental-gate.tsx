import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { parentalControlNeedsChallenge } from '../../domain/session/access';
import type { Profile } from '../../domain/session/profile';
import { useAuth } from '../shared/hooks/use-auth';
import { useParentalGate } from '../shared/hooks/use-parental-gate';
import { usePreviousPath } from './last-screen';
import { ParentalControlScreen } from './screens/account/parental-control-screen';
import { PinDialog } from './screens/player/pin-dialog';

/**
 * /parentalcontrol behind its parental challenge (spec point 2), once the sign-in and
 * former-customer guards have let the user in: the screen shows after the right code; a
 * refusal sends a user who came from nowhere to live and otherwise cancels the navigation.
 */
export function ParentalGate({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  // Decided on entry: a PIN created on the screen must not bring the challenge back over it.
  const [needed] = useState(() => parentalControlNeedsChallenge(session?.profile ?? null));
  if (session === null || !needed) return children;
  return <Challenge profile={session.profile}>{children}</Challenge>;
}

function Challenge({ profile, children }: { profile: Profile; children: ReactNode }) {
  // Where the user was before this route, read once: the navigation to cancel is this one.
  const previousNow = usePreviousPath();
  const [previous] = useState(previousNow);
  const { view, send } = useParentalGate(profile, previous);
  if (view.kind === 'open') return children;
  if (view.kind === 'leave') return <Navigate to={view.to} replace />;
  return (
    <PinDialog
      intro="pin_intro_settings"
      busy={view.busy}
      error={view.error}
      onSubmit={(pin) => send(view.submit(pin))}
      onCancel={() => send(view.cancel)}
    />
  );
}

/** /parentalcontrol: the screen behind its challenge, loaded together with the route. */
export function GatedParentalControl() {
  return (
    <ParentalGate>
      <ParentalControlScreen />
    </ParentalGate>
  );
}
