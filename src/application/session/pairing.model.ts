import type { SnapshotFrom } from 'xstate';
import type { PairingContext, PairingEvent, pairingMachine } from './pairing.machine';

/** What the pairing screen shows and can do (spec point 2). */
export interface PairingModel {
  /** The device was granted access: the screen says so and offers to pair another. */
  readonly paired: boolean;
  /** The code is being checked: the form waits. */
  readonly verifying: boolean;
  /** The user is asked to confirm granting access to the device of `code` (issue 15a). */
  readonly confirming: boolean;
  /** The code as typed, then as sent. */
  readonly code: string;
  /** Why the code was not accepted (`code_format` is said before any call). */
  readonly error: PairingContext['error'];
  readonly submitEvent: (code: string) => PairingEvent;
  readonly againEvent: PairingEvent;
  readonly confirmEvent: PairingEvent;
  readonly refuseEvent: PairingEvent;
}

type PairingSnapshot = Pick<SnapshotFrom<typeof pairingMachine>, 'matches' | 'hasTag' | 'context'>;

/** Connects a pairing machine's snapshot to the screen. */
export function connectPairing(snapshot: PairingSnapshot): PairingModel {
  return {
    paired: snapshot.matches('paired'),
    verifying: snapshot.hasTag('busy'),
    confirming: snapshot.hasTag('confirm'),
    code: snapshot.context.code,
    error: snapshot.context.error,
    submitEvent: (code) => ({ type: 'pair.submit', code }),
    againEvent: { type: 'pair.again' },
    confirmEvent: { type: 'pair.confirm' },
    refuseEvent: { type: 'pair.refuse' },
  };
}
