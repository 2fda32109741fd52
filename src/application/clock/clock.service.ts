import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { Temporal } from '../../domain/time';
import type { Clock } from '../../ports/clock.port';
import { createClockActors } from './clock.actors';
import { clockMachine, type ClockSample } from './clock.machine';
import type { ActorOptions } from '../tokens';

export type ClockActor = ActorRefFrom<typeof clockMachine>;

/** The app's clock: the minute tick every screen shows, and the device clock checked against the server's. */
export interface ClockService {
  readonly actor: ClockActor;
  /** The user's time zone, as the clock port gives it: calendar days are its days. */
  readonly timeZone: string;
  /** Reports a server date seen on a response; the first one settles the check made on start. */
  serverDate(server: Temporal.Instant): void;
}

export function startClock(clock: Clock, options: ActorOptions = {}): ClockService {
  let settleFirst: (sample: ClockSample) => void = () => undefined;
  const first = new Promise<ClockSample>((resolve) => (settleFirst = resolve));
  const actor = createActor(
    clockMachine.provide({
      actors: { ...createClockActors(clock), sampleServerDate: fromPromise<ClockSample>(() => first) },
    }),
    { ...options, input: { now: clock.now() } },
  ).start();
  return {
    actor,
    timeZone: clock.timeZone(),
    serverDate(server) {
      const sample = { server, device: clock.now() };
      settleFirst(sample);
      actor.send({ type: 'clock.serverDate', ...sample });
    },
  };
}
