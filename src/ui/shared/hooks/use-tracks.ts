import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AudioOption } from '../../../application/playback/player-controls.model';
import type { PlaybackContent } from '../../../application/playback/playback-content';
import {
  trackMemoryTargetOf,
  withAudioChosen,
  withTextChosen,
} from '../../../application/playback/player-tracks.model';
import { rememberChoice, startingTracks, trackMemoryKey } from '../../../domain/playback/player-tracks';
import type { AudioTrack, PlayerPort, TextTrack } from '../../../ports/player.port';
import { PREFERENCES_STORE, type PreferencesStore } from '../../../ports/preferences.port';
import { languageName } from '../i18n/language-name';
import { useTranslation } from '../i18n/use-translation';
import { useService } from '../services';
import { usePreferences } from './use-preferences';

/**
 * The audio and subtitle tracks of the playing stream, and the user's choice of them,
 * remembered per channel for live and per series for replay (domain `trackMemoryKey`).
 */
export function useTracks(player: PlayerPort, content: PlaybackContent | null, playing: boolean) {
  const preferences = useService<PreferencesStore>(PREFERENCES_STORE);
  const [audio, setAudio] = useState<AudioTrack[]>([]);
  const [text, setText] = useState<TextTrack[]>([]);
  const key = content ? trackMemoryKey(trackMemoryTargetOf(content)) : null;

  const refresh = useCallback(() => {
    setAudio(player.audioTracks());
    setText(player.textTracks());
  }, [player]);

  const { defaultAudioLanguage, defaultSubtitle } = usePreferences().preferences;

  // Once a stream plays, bring back what was chosen for this channel or series, else the device's defaults.
  useEffect(() => {
    if (!playing || key === null) return;
    const start = startingTracks(
      { audio: preferences.get('audioChoices')?.[key], text: preferences.get('textChoices')?.[key] },
      { audio: defaultAudioLanguage, text: defaultSubtitle },
      player.audioTracks().map((track) => track.language),
    );
    if (start.audio) player.selectAudio(start.audio.language, start.audio.audioDescription);
    const textTrack = player.textTracks().find((track) => track.language === start.text);
    player.selectText(textTrack?.id ?? null);
    refresh();
  }, [playing, key, player, preferences, refresh, defaultAudioLanguage, defaultSubtitle]);

  // The player switches tracks in the background: the lists show the choice at once.
  const chooseAudio = (track: AudioTrack) => {
    player.selectAudio(track.language, track.audioDescription);
    if (key)
      preferences.set(
        'audioChoices',
        rememberChoice(preferences.get('audioChoices'), key, {
          language: track.language,
          audioDescription: track.audioDescription,
        }),
      );
    setAudio((tracks) => withAudioChosen(tracks, track));
  };
  const chooseText = (track: TextTrack | null) => {
    player.selectText(track?.id ?? null);
    if (key)
      preferences.set('textChoices', rememberChoice(preferences.get('textChoices'), key, track?.language ?? null));
    setText((tracks) => withTextChosen(tracks, track));
  };

  return { audio, text, chooseAudio, chooseText };
}

/** What a layout writes on its track choices, in the user's language. */
export interface TrackLabels {
  /** An audio choice: its language's name, with "audio description" when it is one. */
  audio(option: AudioOption): string;
  /** A subtitle track: its language's name. */
  text(track: TextTrack): string;
}

/** The labels of the audio and subtitle choices (the same functions while the language stays). */
export function useTrackLabels(): TrackLabels {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      audio: (option) =>
        option.labelKey
          ? t(option.labelKey, { language: languageName(option.language, language) })
          : languageName(option.language, language),
      text: (track) => languageName(track.language, language),
    }),
    [t, language],
  );
}
