import type { GuideApi } from '../ports/guide.port';
import type { SessionApi } from '../ports/session.port';
import type { UsageApi } from '../ports/usage.port';
import { createHomePersonalizeActors, homePersonalizeMachine } from './home/home-personalize.machine';
import { createLineupActors, lineupMachine } from './account/lineup.machine';
import { parentalPinMachine } from './account/parental-pin.machine';
import { createParentalActors } from './session/session.actors';

export { HOME_PERSONALIZE_MACHINE, LINEUP_MACHINE, PARENTAL_PIN_MACHINE } from './tokens';

/** Creating or changing the parental PIN over the session port. */
export const provideParentalPin = (sessionApi: SessionApi) =>
  parentalPinMachine.provide({ actors: createParentalActors(sessionApi) });
export type ParentalPinMachine = ReturnType<typeof provideParentalPin>;

/** The lineup editor over the guide port. */
export const provideLineup = (guideApi: GuideApi) => lineupMachine.provide({ actors: createLineupActors(guideApi) });
export type LineupMachine = ReturnType<typeof provideLineup>;

/** Home personalisation over the usage port (the backup config). */
export const provideHomePersonalize = (usageApi: UsageApi) =>
  homePersonalizeMachine.provide({ actors: createHomePersonalizeActors(usageApi) });
export type HomePersonalizeMachine = ReturnType<typeof provideHomePersonalize>;
