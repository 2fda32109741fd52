import { describe, expect, it } from 'vitest';
import { preferencesModel } from '../../../src/application/account/preferences.model';
import { DEFAULT_LOCAL_PREFERENCES } from '../../../src/domain/account/local-preferences';

describe('the settings pages of the local preferences', () => {
  it('should show the eight switches in order with their state', () => {
    const { switches } = preferencesModel({ ...DEFAULT_LOCAL_PREFERENCES, compactChannelList: true });
    expect(switches.map((item) => [item.name, item.on])).toEqual([
      ['playableChannelsOnly', false],
      ['compactChannelList', true],
      ['videoPreviews', true],
      ['playerAlwaysOn', false],
      ['rememberReplayHistory', true],
      ['rememberLiveHistory', true],
      ['personaliseChannelUsage', true],
      ['lastChannel', false],
    ]);
    expect(switches[0]!.labelKey).toBe('preferences_playableChannelsOnly');
  });

  it('should offer the stream audio or no subtitles first, then French, German and English', () => {
    const [audio, subtitle] = preferencesModel(DEFAULT_LOCAL_PREFERENCES).languages;
    expect(audio!.options.map((option) => option.labelKey)).toEqual([
      'preferences_audio_original',
      'language_fr',
      'language_de',
      'language_en',
    ]);
    expect(subtitle!.chosen.labelKey).toBe('preferences_subtitle_off');
  });

  it.each([
    [null, 'fr'],
    ['fr', 'de'],
    ['en', null],
  ] as const)('should cycle the default audio from %s to %s', (from, to) => {
    const [audio] = preferencesModel({ ...DEFAULT_LOCAL_PREFERENCES, defaultAudioLanguage: from }).languages;
    expect(audio!.next).toBe(to);
  });
});
