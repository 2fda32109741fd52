import { useActorRef, useSelector } from '@xstate/react';
import { PAIRING_MACHINE, type PairingMachine } from '../../../application/browsing-machines';
import type { PairingEvent } from '../../../application/session/pairing.machine';
import { connectPairing, type PairingModel } from '../../../application/session/pairing.model';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import type { Texts } from '../i18n/texts';
import { errorTextKey } from '../i18n/i18n';
import { useService } from '../services';

const same = (a: PairingModel, b: PairingModel) =>
  a.paired === b.paired &&
  a.verifying === b.verifying &&
  a.confirming === b.confirming &&
  a.code === b.code &&
  a.error === b.error;

/** Device pairing (the machine comes provided from the composition root), started with the code of the address if any. */
export function usePairing(
  code: string,
): PairingModel & { readonly errorKey: keyof Texts | null; readonly send: (event: PairingEvent) => void } {
  const machine = useService<PairingMachine>(PAIRING_MACHINE);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const actor = useActorRef(machine, { ...options, input: { code } });
  const model = useSelector(actor, connectPairing, same);
  const errorKey =
    model.error === null ? null : model.error === 'code_format' ? 'code_format' : errorTextKey(model.error);
  return { ...model, errorKey, send: actor.send };
}
