import { useSelector } from '@xstate/react';
import type { AuthActor } from '../../../application/auth.service';
import { AUTH_SERVICE } from '../../../application/tokens';
import type { Credentials } from '../../../domain/session';
import { useService } from '../services';

/** The session as the screens see it, and the two things they can ask of it. */
export function useAuth() {
  const actor = useService<AuthActor>(AUTH_SERVICE);
  const snapshot = useSelector(actor, (state) => state);
  return {
    restoring: snapshot.matches('restoring'),
    busy: snapshot.hasTag('busy'),
    session: snapshot.context.session,
    error: snapshot.context.error,
    login: (credentials: Credentials) => actor.send({ type: 'auth.login', credentials }),
    logout: () => actor.send({ type: 'auth.logout' }),
  };
}
