import { Temporal } from '../time';

/** How many round trips to the provider's API the test times. */
export const ROUND_TRIPS = 10;
/** How long the test downloads from the stream servers. */
export const THROUGHPUT_DURATION = Temporal.Duration.from({ seconds: 3 });
/** The share of the progress the round trips take; the download takes the rest. */
export const ROUND_TRIP_SHARE = 0.2;
