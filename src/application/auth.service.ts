import { createActor, type ActorRefFrom } from 'xstate';
import { authMachine } from './auth.machine';
import { createSessionActors, type SessionDeps } from './session.actors';

/** The one auth actor of the app, started; the screens read it and send it events. */
export type AuthActor = ActorRefFrom<typeof authMachine>;

export function startAuth(deps: SessionDeps): AuthActor {
  return createActor(authMachine.provide({ actors: createSessionActors(deps) })).start();
}
