import type { SnapshotFrom } from 'xstate';
import type { PairingContext, PairingEvent, pairingMachine } from './pairing.machine';

/** What the pairing screen shows and can do (spec point 2). */
export interface PairingModel {
  /** The device was granted access: the screen says so and offers to pair another. */
  readonly paired: boolean;
  /** The code is being checked: the form waits. */
  readonly verifying: boolean;
  /** Why the code was not accepted (`code_format` is said before any call). */
  readonly error: PairingContext['error'];
  readonly submitEvent: (code: string) => PairingEvent;
  readonly againEvent: PairingEvent;
}

type PairingSnapshot = Pick<SnapshotFrom<typeof pairingMachine>, 'matches' | 'context'>;

/** Connects a pairing machine's snapshot to the screen. */
export function connectPairing(snapshot: PairingSnapshot): PairingModel {
  return {
    paired: snapshot.matches('paired'),
    verifying: snapshot.matches('verifying'),
    error: snapshot.context.error,
    submitEvent: (code) => ({ type: 'pair.submit', code }),
    againEvent: { type: 'pair.again' },
  };
}
