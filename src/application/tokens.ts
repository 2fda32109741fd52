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
/** A `PlaybackFactory`: a player and its playback machine, provided, per screen that plays. */
export const PLAYBACK_FACTORY = Symbol.for('PlaybackFactory');
/** A `PreviewFactory`: the hover preview's machine, provided, with its video surfaces. */
export const PREVIEW_FACTORY = Symbol.for('PreviewFactory');
/** The /parentalcontrol challenge machine, provided with the code check (`createParentalRouteActors`). */
export const PARENTAL_ROUTE_CHALLENGE = Symbol.for('ParentalRouteChallenge');
