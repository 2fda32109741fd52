import { createActor, type ActorRefFrom } from 'xstate';
import { authMachine } from './auth.machine';
import { createSessionActors, type SessionDeps } from './session.actors';
import type { ActorOptions } from '../tokens';

/** The one auth actor of the app, started; the screens read it and send it events. */
export type AuthActor = ActorRefFrom<typeof authMachine>;

type AuthSnapshot = ReturnType<AuthActor['getSnapshot']>;

const firstSnapshots = new WeakMap<AuthActor, AuthSnapshot>();

export function startAuth(deps: SessionDeps, options: ActorOptions = {}): AuthActor {
  const actor = createActor(authMachine.provide({ actors: createSessionActors(deps) }), {
    ...options,
    input: { tokenStored: deps.tokenStore.get() !== null },
  }).start();
  firstSnapshots.set(actor, actor.getSnapshot());
  return actor;
}

/**
 * The actor's snapshot as it started: restoring when a session is stored, else signed out. It is
 * what a prerendered page was drawn with (scripts/build/prerender.ts), so the page's hydrating
 * render reads it, even if the stored session has been checked meanwhile.
 */
export function firstSnapshotOf(actor: AuthActor): AuthSnapshot {
  return firstSnapshots.get(actor) ?? actor.getSnapshot();
}
