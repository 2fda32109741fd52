import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PIN_LENGTH } from '../../../../domain/account/parental';
import type { Profile } from '../../../../domain/session/profile';
import { useAuth } from '../../../shared/hooks/use-auth';
import { useParentalSettings, type PinField } from '../../../shared/hooks/use-parental-settings';
import { alertText, formField, webForm } from '../../../shared/theme/form';

/** /parentalcontrol (after the challenge when one is required): create the PIN, or change it and the level. */
export function ParentalControlScreen() {
  const { t } = useTranslation();
  const { session } = useAuth();
  return (
    <section aria-labelledby="parental-heading">
      <h1 id="parental-heading">{t('parentalcontrol_title')}</h1>
      {session ? <PinSettings profile={session.profile} /> : null}
    </section>
  );
}

function PinSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const id = useId();
  const settings = useParentalSettings(profile);
  const { form, change } = settings;
  const field = (key: PinField) => ({
    id: `${id}-${key}`,
    type: 'password',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    maxLength: PIN_LENGTH,
    value: form[key],
    onChange: (event: { target: { value: string } }) => change({ [key]: event.target.value }),
  });
  if (settings.saved) {
    return (
      <div className={webForm}>
        <p role="status">{t('parental_saved')}</p>
        <button type="button" onClick={settings.again}>
          {t('parental_again')}
        </button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    settings.submit();
  };
  const pinInvalid = settings.error === 'pin_format' || settings.error === 'pin_mismatch';
  return (
    <form className={webForm} onSubmit={submit} noValidate aria-busy={settings.busy}>
      <p>{t(settings.mode === 'create' ? 'parental_intro_create' : 'parental_intro_update')}</p>
      {settings.errorKey ? (
        <p role="alert" id={`${id}-error`} className={alertText}>
          {t(settings.errorKey)}
        </p>
      ) : null}
      {settings.mode === 'update' ? (
        <>
          <label htmlFor={`${id}-oldPin`}>{t('parental_old_pin')}</label>
          <input {...field('oldPin')} aria-invalid={settings.error === 'wrong-pin'} />
        </>
      ) : null}
      <label htmlFor={`${id}-pin`}>{t('parental_new_pin')}</label>
      <input {...field('pin')} aria-invalid={pinInvalid} />
      <label htmlFor={`${id}-confirmation`}>{t('parental_confirm_pin')}</label>
      <input {...field('confirmation')} aria-invalid={settings.error === 'pin_mismatch'} />
      <label htmlFor={`${id}-level`}>{t('parental_level')}</label>
      <select
        id={`${id}-level`}
        className={formField}
        value={form.level}
        onChange={(event) => change({ level: Number(event.target.value) })}
      >
        {settings.levels.map((level) => (
          <option key={level} value={level}>
            {settings.levelText(level)}
          </option>
        ))}
      </select>
      <button type="submit" disabled={settings.busy}>
        {settings.busy ? t('parental_saving') : t(settings.mode === 'create' ? 'parental_create' : 'parental_update')}
      </button>
    </form>
  );
}
