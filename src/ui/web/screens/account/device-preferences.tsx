import { css } from '@linaria/core';
import { preferencesModel } from '../../../../application/account/preferences.model';
import { usePreferences } from '../../../shared/hooks/use-preferences';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { squareControl } from '../../styles/controls';

const list = css`
  list-style: none;
  padding: 0;
  margin: 16px 0;
  max-width: 720px;
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px 12px;
    margin: 0 0 6px;
    border-radius: 8px;
    background: var(--color-surface-raised);
  }
  label {
    flex: 1;
    font-weight: 600;
  }
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
    margin-right: 8px;
    accent-color: var(--color-accent);
  }
  select {
    ${squareControl}
    background: var(--color-surface);
    padding: 0 8px;
  }
`;

/** The ten local preferences of this device (spec point 3), under the web's settings entry: checkboxes and selects. */
export function DevicePreferences() {
  const { t } = useTranslation();
  const { preferences, setPreference } = usePreferences();
  const { switches, languages } = preferencesModel(preferences);
  return (
    <section aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">{t('preferences_title')}</h2>
      <p>{t('preferences_intro')}</p>
      <ul className={list}>
        {switches.map((item) => (
          <li key={item.name}>
            <label htmlFor={`preference-${item.name}`}>
              <input
                id={`preference-${item.name}`}
                type="checkbox"
                checked={item.on}
                onChange={(event) => setPreference(item.name, event.target.checked)}
              />
              {t(item.labelKey)}
            </label>
          </li>
        ))}
        {languages.map((item) => (
          <li key={item.name}>
            <label htmlFor={`preference-${item.name}`}>{t(item.labelKey)}</label>
            <select
              id={`preference-${item.name}`}
              value={item.chosen.value ?? ''}
              onChange={(event) =>
                setPreference(
                  item.name,
                  item.options.find((option) => (option.value ?? '') === event.target.value)?.value ?? null,
                )
              }
            >
              {item.options.map((option) => (
                <option key={option.labelKey} value={option.value ?? ''}>
                  {t(option.labelKey)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </section>
  );
}
