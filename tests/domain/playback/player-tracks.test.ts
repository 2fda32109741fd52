import { describe, expect, it } from 'vitest';
import {
  MAX_TRACK_CHOICES,
  rememberChoice,
  startingTracks,
  trackMemoryKey,
} from '../../../src/domain/playback/player-tracks';

describe('audio and subtitles are remembered per channel for live and per series for replay', () => {
  it.each([
    [{ kind: 'live', channelId: 'ch3' }, 'channel:ch3'],
    [{ kind: 'replay', showId: 's1', serieId: 'serie-9' }, 'serie:serie-9'],
    [{ kind: 'replay', showId: 's1', serieId: '' }, 'show:s1'],
    [{ kind: 'replay', showId: 's1' }, 'show:s1'],
    [{ kind: 'vod', showId: 'v7' }, 'vod:v7'],
  ] as const)('%j is remembered under %s', (target, key) => {
    expect(trackMemoryKey(target)).toBe(key);
  });

  it('should share one memory between two episodes of a series', () => {
    expect(trackMemoryKey({ kind: 'replay', showId: 'e1', serieId: 'x' })).toBe(
      trackMemoryKey({ kind: 'replay', showId: 'e2', serieId: 'x' }),
    );
  });
});

describe('remembered track choices', () => {
  it('should keep at most MAX_TRACK_CHOICES, dropping the least recent', () => {
    let choices: Record<string, string> = {};
    for (let index = 0; index < MAX_TRACK_CHOICES + 50; index += 1)
      choices = rememberChoice(choices, `serie:${index}`, 'fr');
    choices = rememberChoice(choices, 'serie:60', 'de');
    choices = rememberChoice(choices, 'serie:new', 'en');
    expect(Object.keys(choices)).toHaveLength(MAX_TRACK_CHOICES);
    expect(choices['serie:49']).toBeUndefined();
    expect(choices['serie:50']).toBeUndefined();
    expect(choices['serie:60']).toBe('de');
    expect(Object.keys(choices).at(-1)).toBe('serie:new');
  });
});

describe('default audio language and default subtitle', () => {
  const german = { language: 'de', audioDescription: false };
  it.each([
    [
      'nothing remembered, no defaults',
      { audio: undefined, text: undefined },
      { audio: null, text: null },
      { audio: null, text: null },
    ],
    [
      'nothing remembered',
      { audio: undefined, text: undefined },
      { audio: 'de', text: 'en' },
      { audio: german, text: 'en' },
    ],
    [
      'a remembered choice',
      { audio: { language: 'fr', audioDescription: true }, text: 'fr' },
      { audio: 'de', text: 'en' },
      { audio: { language: 'fr', audioDescription: true }, text: 'fr' },
    ],
    [
      'subtitles remembered off',
      { audio: undefined, text: null },
      { audio: null, text: 'en' },
      { audio: null, text: null },
    ],
  ] as const)('should start with %s', (_, remembered, defaults, expected) => {
    expect(startingTracks(remembered, defaults, ['fr', 'de'])).toEqual(expected);
  });

  it('should keep the stream audio when it lacks the default audio language', () => {
    expect(
      startingTracks({ audio: undefined, text: undefined }, { audio: 'en', text: null }, ['fr', 'de']).audio,
    ).toBeNull();
  });
});
