import { Temporal } from '../time';

/** How often the open diagnostics page reads the player and the clock again. */
export const DIAGNOSTICS_REFRESH = Temporal.Duration.from({ seconds: 1 });
