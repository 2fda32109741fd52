import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { AuthActor } from '../../../application/session/auth.service';
import { ACTOR_OPTIONS, AUTH_SERVICE, type ActorOptions } from '../../../application/tokens';
import {
  VOD_PURCHASE_MACHINE,
  type VodPurchaseEvent,
  type VodPurchaseMachine,
} from '../../../application/vod/vod-purchase.machine';
import { connectVodPurchase, type VodPurchaseModel } from '../../../application/vod/vod-purchase.model';
import { errorTextKey } from '../i18n/i18n';
import type { Texts } from '../i18n/texts';
import { useService } from '../services';

const same = (a: VodPurchaseModel, b: VodPurchaseModel) =>
  a.step === b.step &&
  a.busy === b.busy &&
  a.promocode === b.promocode &&
  a.quote === b.quote &&
  a.validity === b.validity &&
  a.error === b.error;

/** A purchase as a layout renders it: the model, its error text and `send`. */
export type VodPurchase = VodPurchaseModel & {
  readonly errorText: keyof Texts | null;
  readonly send: (event: VodPurchaseEvent) => void;
};

/**
 * Renting or buying one product (the machine comes provided from the composition root) for the signed-in
 * profile (a country-locked one starts blocked): the form's model, its error text and `send`.
 * `onPurchased` runs once when the purchase succeeds (the web then plays the title at once, from the start).
 */
export function useVodPurchase(productId: string, onPurchased?: () => void): VodPurchase {
  const machine = useService<VodPurchaseMachine>(VOD_PURCHASE_MACHINE);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const profile = useSelector(useService<AuthActor>(AUTH_SERVICE), (state) => state.context.session?.profile ?? null);
  const actor = useActorRef(machine, { ...options, input: { productId, profile } });
  const model = useSelector(actor, connectVodPurchase, same);
  const errorText = model.error === null ? null : errorTextKey(model.error);
  const purchased = model.step === 'purchased';
  useEffect(() => {
    if (purchased) onPurchased?.();
    // Once, when the purchase succeeds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [purchased]);
  return { ...model, errorText, send: actor.send };
}
