import {
  LANGUAGE_PREFERENCES,
  SWITCH_PREFERENCES,
  TRACK_LANGUAGES,
  type LanguagePreferenceName,
  type LocalPreferences,
  type SwitchPreferenceName,
  type TrackLanguage,
} from '../../domain/account/local-preferences';

/** One on/off preference as a settings page shows it. */
export interface SwitchItem {
  readonly name: SwitchPreferenceName;
  readonly labelKey: `preferences_${SwitchPreferenceName}`;
  readonly on: boolean;
}

/** One choice of a language preference: its value (null: the stream's own audio, or no subtitles) and its text key. */
export interface LanguageOption {
  readonly value: TrackLanguage | null;
  readonly labelKey: 'preferences_audio_original' | 'preferences_subtitle_off' | `language_${TrackLanguage}`;
}

/** One language preference as a settings page shows it: its choices, the chosen one and the next one (the remote cycles). */
export interface LanguageItem {
  readonly name: LanguagePreferenceName;
  readonly labelKey: `preferences_${LanguagePreferenceName}`;
  readonly options: readonly LanguageOption[];
  readonly chosen: LanguageOption;
  readonly next: TrackLanguage | null;
}

/** What both settings pages show of the ten local preferences, in order. */
export function preferencesModel(preferences: LocalPreferences): {
  switches: SwitchItem[];
  languages: LanguageItem[];
} {
  const switches = SWITCH_PREFERENCES.map((name) => ({
    name,
    labelKey: `preferences_${name}` as const,
    on: preferences[name],
  }));
  const languages = LANGUAGE_PREFERENCES.map((name): LanguageItem => {
    const none: LanguageOption = {
      value: null,
      labelKey: name === 'defaultAudioLanguage' ? 'preferences_audio_original' : 'preferences_subtitle_off',
    };
    const options = [none, ...TRACK_LANGUAGES.map((value) => ({ value, labelKey: `language_${value}` as const }))];
    const index = Math.max(
      0,
      options.findIndex((option) => option.value === preferences[name]),
    );
    return {
      name,
      labelKey: `preferences_${name}`,
      options,
      chosen: options[index]!,
      next: options[(index + 1) % options.length]!.value,
    };
  });
  return { switches, languages };
}
