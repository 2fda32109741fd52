import type { GuideApi } from '../ports/guide.port';
import type { SessionApi } from '../ports/session.port';
import type { UsageApi } from '../ports/usage.port';
import { createHomePersonalizeActors, homePersonalizeMachine } from './home-personalize.machine';
import { createLineupActors, lineupMachine } from './lineup.machine';
import { parentalPinMachine } from './parental-pin.machine';
import { createParentalActors } from './session.actors';

/** Container token of the parental PIN form's machine, provided with its real calls by the composition root. */
export const PARENTAL_PIN_MACHINE = Symbol.for('ParentalPinMachine');

/** Creating or changing the parental PIN over the session port. */
export const provideParentalPin = (sessionApi: SessionApi) => parentalPinMachine.provide({ actors: createParentalActors(sessionApi) });
export type ParentalPinMachine = ReturnType<typeof provideParentalPin>;

/** Container token of the lineup editor's machine. */
export const LINEUP_MACHINE = Symbol.for('LineupMachine');

/** The lineup editor over the guide port. */
export const provideLineup = (guideApi: GuideApi) => lineupMachine.provide({ actors: createLineupActors(guideApi) });
export type LineupMachine = ReturnType<typeof provideLineup>;

/** Container token of the home personalisation machine. */
export const HOME_PERSONALIZE_MACHINE = Symbol.for('HomePersonalizeMachine');

/** Home personalisation over the usage port (the backup config). */
export const provideHomePersonalize = (usageApi: UsageApi) => homePersonalizeMachine.provide({ actors: createHomePersonalizeActors(usageApi) });
export type HomePersonalizeMachine = ReturnType<typeof provideHomePersonalize>;
