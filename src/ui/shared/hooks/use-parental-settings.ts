import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { PARENTAL_PIN_MACHINE, type ParentalPinMachine } from '../../../application/account-machines';
import {
  connectParentalSettings,
  type ParentalSettingsModel,
  type PinForm,
} from '../../../application/account/parental-settings.model';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import { withParentalPin, type Profile } from '../../../domain/session/profile';
import type { Texts } from '../i18n/texts';
import { errorTextKey } from '../i18n/i18n';
import { useService } from '../services';
import { useAuth } from './use-auth';

/**
 * The parental PIN form of the signed-in profile (the machine comes provided from the
 * composition root). Once saved, the session's profile takes the PIN and the new level, so
 * the protections and the next visit's challenge follow at once.
 */
export function useParentalSettings(profile: Profile): ParentalSettingsModel & {
  readonly errorKey: keyof Texts | null;
  readonly submit: (form: PinForm) => void;
  readonly again: () => void;
} {
  const machine = useService<ParentalPinMachine>(PARENTAL_PIN_MACHINE);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const auth = useAuth();
  const actor = useActorRef(machine, options);
  const snapshot = useSelector(actor, (state) => state);
  const model = connectParentalSettings(snapshot, profile);
  const sentLevel = useRef<number | null>(null);
  useEffect(() => {
    if (model.saved && sentLevel.current !== null) {
      auth.profileChanged(withParentalPin(profile, sentLevel.current));
      sentLevel.current = null;
    }
  }, [model.saved, auth, profile]);
  const error = model.error;
  const errorKey =
    error === null ? null : error === 'pin_format' || error === 'pin_mismatch' ? error : errorTextKey(error);
  return {
    ...model,
    errorKey,
    submit: (form) => {
      sentLevel.current = form.level;
      actor.send(model.submitEvent(form));
    },
    again: () => actor.send(model.againEvent),
  };
}
