import type { SnapshotFrom } from 'xstate';
import { ADULT_AGE, PARENTAL_LEVELS } from '../../domain/account/parental';
import type { Profile } from '../../domain/session/profile';
import type { ParentalPinContext, ParentalPinEvent, parentalPinMachine } from './parental-pin.machine';

/** What the user typed in the PIN form (the old PIN only when one exists). */
export interface PinForm {
  readonly oldPin: string;
  readonly pin: string;
  readonly confirmation: string;
  readonly level: number;
}

/** What /parentalcontrol shows and can do. */
export interface ParentalSettingsModel {
  /** `create` for an account without a PIN (PIN, confirmation, level); `update` asks the current PIN too. */
  readonly mode: 'create' | 'update';
  /** The level the form starts with: the profile's, when it is one of the choices. */
  readonly level: number;
  readonly levels: readonly number[];
  readonly busy: boolean;
  readonly saved: boolean;
  /** `pin_format`, `pin_mismatch` before any call, or the call's refusal (`wrong-pin` for the current PIN). */
  readonly error: ParentalPinContext['error'];
  readonly submitEvent: (form: PinForm) => ParentalPinEvent;
  readonly againEvent: ParentalPinEvent;
}

type PinSnapshot = Pick<SnapshotFrom<typeof parentalPinMachine>, 'matches' | 'hasTag' | 'context'>;

/** Connects the PIN machine and the profile to the settings screen. */
export function connectParentalSettings(
  snapshot: PinSnapshot,
  profile: Pick<Profile, 'parentalPinSet' | 'parentalControlLevel'>,
): ParentalSettingsModel {
  const mode = profile.parentalPinSet ? 'update' : 'create';
  const known = (PARENTAL_LEVELS as readonly number[]).includes(profile.parentalControlLevel);
  return {
    mode,
    level: known ? profile.parentalControlLevel : PARENTAL_LEVELS[0],
    levels: PARENTAL_LEVELS,
    busy: snapshot.hasTag('busy'),
    saved: snapshot.matches('saved'),
    error: snapshot.context.error,
    submitEvent: (form) =>
      mode === 'create'
        ? { type: 'pin.create', pin: form.pin, confirmation: form.confirmation, level: form.level }
        : {
            type: 'pin.update',
            oldPin: form.oldPin,
            pin: form.pin,
            confirmation: form.confirmation,
            level: form.level,
          },
    againEvent: { type: 'pin.reset' },
  };
}

/** The text of a protection level: every rated show (0), from an age, or adult shows only. */
export type ParentalLevelLabel =
  | { readonly key: 'parental_level_0' | 'parental_level_adult' }
  | { readonly key: 'parental_level_age'; readonly age: number };

/** How both layouts name a protection level. */
export function parentalLevelLabel(level: number): ParentalLevelLabel {
  if (level === 0) return { key: 'parental_level_0' };
  return level >= ADULT_AGE ? { key: 'parental_level_adult' } : { key: 'parental_level_age', age: level };
}
