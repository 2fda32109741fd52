import { Temporal } from './time';

/** Everything that shows "now" moves once a minute (spec point 9). */
export const CLOCK_TICK = Temporal.Duration.from({ seconds: 60 });
