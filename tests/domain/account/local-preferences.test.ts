import { describe, expect, it } from 'vitest';
import {
  afterWatching,
  DEFAULT_LOCAL_PREFERENCES,
  isChannelListed,
  parseLocalPreferences,
  startChannel,
  WATCH_HISTORY_SIZE,
} from '../../../src/domain/account/local-preferences';

describe('local preferences', () => {
  it('should default to every channel, usual rows, previews on, history kept, home first (not the last channel), stream audio and no subtitles', () => {
    expect(DEFAULT_LOCAL_PREFERENCES).toEqual({
      playableChannelsOnly: false,
      compactChannelList: false,
      videoPreviews: true,
      playerAlwaysOn: false,
      rememberReplayHistory: true,
      rememberLiveHistory: true,
      personaliseChannelUsage: true,
      lastChannel: false,
      defaultAudioLanguage: null,
      defaultSubtitle: null,
    });
  });

  it.each([undefined, null, 'oops', 42, []])('should read nothing stored (%j) as the defaults', (stored) => {
    expect(parseLocalPreferences(stored)).toEqual(DEFAULT_LOCAL_PREFERENCES);
  });

  it('should keep the good stored values and put the defaults in place of the bad ones', () => {
    const parsed = parseLocalPreferences({
      playableChannelsOnly: true,
      compactChannelList: 'yes',
      videoPreviews: false,
      lastChannel: 1,
      defaultAudioLanguage: 'de',
      defaultSubtitle: 'klingon',
      unknown: true,
    });
    expect(parsed).toEqual({
      ...DEFAULT_LOCAL_PREFERENCES,
      playableChannelsOnly: true,
      videoPreviews: false,
      defaultAudioLanguage: 'de',
    });
  });

  it('should read a stored null language as the stream audio or no subtitles', () => {
    const parsed = parseLocalPreferences({ defaultAudioLanguage: null, defaultSubtitle: null });
    expect(parsed.defaultAudioLanguage).toBeNull();
    expect(parsed.defaultSubtitle).toBeNull();
  });
});

describe('playable channels only', () => {
  it.each([
    [false, true, true],
    [false, false, true],
    [true, true, true],
    [true, false, false],
  ])('with the preference %s, a channel playable %s should be listed: %s', (playableChannelsOnly, playable, listed) => {
    expect(isChannelListed({ playable }, { playableChannelsOnly })).toBe(listed);
  });
});

describe('watch history', () => {
  it('should put the latest watched first, once, and keep at most WATCH_HISTORY_SIZE', () => {
    let history: string[] = [];
    for (let index = 0; index < WATCH_HISTORY_SIZE + 5; index += 1) history = afterWatching(history, `ch${index}`);
    history = afterWatching(history, 'ch10');
    expect(history).toHaveLength(WATCH_HISTORY_SIZE);
    expect(history[0]).toBe('ch10');
    expect(history.filter((id) => id === 'ch10')).toHaveLength(1);
  });
});

describe('last channel', () => {
  it.each([
    [true, true, ['ch2', 'ch1'], 'ch2'],
    [false, true, ['ch2'], null],
    [true, false, ['ch2'], null],
    [true, true, [], null],
  ] as const)(
    'with last channel %s and live history %s over %j, the TV should start on %s',
    (lastChannel, rememberLiveHistory, history, expected) => {
      expect(startChannel({ lastChannel, rememberLiveHistory }, history)).toBe(expected);
    },
  );
});
