import type { InspectionEvent, Observer } from 'xstate';

/** Container tokens of the application's own services (the ports export theirs). */
export const AUTH_SERVICE = Symbol.for('AuthService');
export const RESOURCE_CACHE = Symbol.for('ResourceCache');
export const CLOCK_SERVICE = Symbol.for('ClockService');
/** Options every root actor is created with (the Stately inspector in development). */
export const ACTOR_OPTIONS = Symbol.for('ActorOptions');

export interface ActorOptions {
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}
