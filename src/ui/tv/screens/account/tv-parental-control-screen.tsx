import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { cx } from '@linaria/core';
import { useId } from 'react';
import { PIN_LENGTH } from '../../../../domain/account/parental';
import type { Profile } from '../../../../domain/session/profile';
import { useAuth } from '../../../shared/hooks/use-auth';
import { useParentalSettings, type PinField } from '../../../shared/hooks/use-parental-settings';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { following } from '../../menu/use-menu-items';
import { FocusableButton, FocusableInput } from '../../focusable';
import { tvAccountAlert, tvAccountForm, tvAccountPage, tvAccountPrimary, tvAccountValue } from './tv-account-styles';

/**
 * /parentalcontrol on TV (after the challenge when one is required, ./tv-parental-gate.tsx): the
 * remote's digits type the PIN in labelled fields, Enter changes the level, then the form is sent.
 */
export function TvParentalControlScreen() {
  const { t } = useTranslation();
  const { session } = useAuth();
  return (
    <main className={tvAccountPage} aria-labelledby="tv-parental-heading">
      <h1 id="tv-parental-heading">{t('parentalcontrol_title')}</h1>
      {session ? <TvPinSettings profile={session.profile} /> : null}
    </main>
  );
}

function TvPinSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const id = useId();
  const settings = useParentalSettings(profile);
  const { form, change } = settings;
  const { ref, focusKey } = useFocusable({ focusKey: 'parental-screen', trackChildren: true });
  const fields: readonly (readonly [PinField, 'parental_old_pin' | 'parental_new_pin' | 'parental_confirm_pin'])[] = [
    ...(settings.mode === 'update' ? [['oldPin', 'parental_old_pin'] as const] : []),
    ['pin', 'parental_new_pin'],
    ['confirmation', 'parental_confirm_pin'],
  ];
  const invalid = (key: PinField) =>
    key === 'oldPin'
      ? settings.error === 'wrong-pin'
      : settings.error === 'pin_mismatch' || (key === 'pin' && settings.error === 'pin_format');
  const submit = () => {
    if (!settings.busy) settings.submit();
  };
  return (
    <FocusContext.Provider value={focusKey}>
      <div ref={ref}>
        {settings.saved ? (
          <div className={tvAccountForm}>
            <p role="status">{t('parental_saved')}</p>
            <FocusableButton focusKey="parental-again" autoFocus onPress={settings.again}>
              {t('parental_again')}
            </FocusableButton>
          </div>
        ) : (
          <div className={tvAccountForm} aria-busy={settings.busy}>
            <p>{t(settings.mode === 'create' ? 'parental_intro_create' : 'parental_intro_update')}</p>
            <p>{t('tv_parental_hint')}</p>
            {settings.errorKey ? (
              <p role="alert" className={tvAccountAlert}>
                {t(settings.errorKey)}
              </p>
            ) : null}
            {fields.map(([key, label], index) => (
              <div key={key} className={tvAccountForm}>
                <label htmlFor={`${id}-${key}`}>{t(label)}</label>
                <FocusableInput
                  id={`${id}-${key}`}
                  focusKey={`parental-${key}`}
                  autoFocus={index === 0}
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={PIN_LENGTH}
                  value={form[key]}
                  onChange={(event) => change({ [key]: event.target.value })}
                  onEnter={submit}
                  aria-invalid={invalid(key)}
                />
              </div>
            ))}
            <FocusableButton
              focusKey="parental-level"
              onPress={() => change({ level: following(settings.levels, form.level) })}
            >
              <span>{t('parental_level')}</span>
              <span className={tvAccountValue}>{settings.levelText(form.level)}</span>
            </FocusableButton>
            <FocusableButton focusKey="parental-submit" className={cx(tvAccountPrimary)} onPress={submit}>
              {settings.busy
                ? t('parental_saving')
                : t(settings.mode === 'create' ? 'parental_create' : 'parental_update')}
            </FocusableButton>
          </div>
        )}
      </div>
    </FocusContext.Provider>
  );
}
