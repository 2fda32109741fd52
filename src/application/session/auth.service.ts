import { createActor, type ActorRefFrom } from 'xstate';
import { authMachine } from './auth.machine';
import { createSessionActors, type SessionDeps } from './session.actors';
import type { ActorOptions } from '../tokens';

/** The one auth actor of the app, started; the screens read it and send it events. */
export type AuthActor = ActorRefFrom<typeof authMachine>;

export function startAuth(deps: SessionDeps, options: ActorOptions = {}): AuthActor {
  return createActor(authMachine.provide({ actors: createSessionActors(deps) }), {
    ...options,
    input: { tokenStored: deps.tokenStore.get() !== null },
  }).start();
}
