import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { PARENTAL_PIN_MACHINE, type ParentalPinMachine } from '../../../application/account-machines';
import {
  connectParentalSettings,
  parentalLevelLabel,
  type ParentalSettingsModel,
  type PinForm,
} from '../../../application/account/parental-settings.model';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import { withParentalPin, type Profile } from '../../../domain/session/profile';
import type { Texts } from '../i18n/texts';
import { errorTextKey } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { useService } from '../services';
import { useAuth } from './use-auth';

/** The fields of the PIN form that hold a code. */
export type PinField = 'oldPin' | 'pin' | 'confirmation';

/**
 * The parental PIN form of the signed-in profile (the machine comes provided from the
 * composition root), with what the user typed. Once saved, the session's profile takes the PIN
 * and the new level, so the protections and the next visit's challenge follow at once.
 */
export function useParentalSettings(profile: Profile): ParentalSettingsModel & {
  readonly errorKey: keyof Texts | null;
  readonly form: PinForm;
  readonly change: (patch: Partial<PinForm>) => void;
  readonly levelText: (level: number) => string;
  /** Sends the form as typed. */
  readonly submit: () => void;
  /** After a save: an empty form (the level kept) to change it again. */
  readonly again: () => void;
} {
  const { t } = useTranslation();
  const machine = useService<ParentalPinMachine>(PARENTAL_PIN_MACHINE);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const auth = useAuth();
  const actor = useActorRef(machine, options);
  const snapshot = useSelector(actor, (state) => state);
  const model = connectParentalSettings(snapshot, profile);
  const [form, setForm] = useState<PinForm>({ oldPin: '', pin: '', confirmation: '', level: model.level });
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
    form,
    change: (patch) => setForm((current) => ({ ...current, ...patch })),
    levelText: (level) => {
      const label = parentalLevelLabel(level);
      return label.key === 'parental_level_age' ? t(label.key, { age: label.age }) : t(label.key);
    },
    submit: () => {
      sentLevel.current = form.level;
      actor.send(model.submitEvent(form));
    },
    again: () => {
      setForm((current) => ({ oldPin: '', pin: '', confirmation: '', level: current.level }));
      actor.send(model.againEvent);
    },
  };
}
