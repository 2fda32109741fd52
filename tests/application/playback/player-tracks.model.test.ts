import { describe, expect, it } from 'vitest';
import type { PlaybackContent } from '../../../src/application/playback/playback-content';
import {
  trackMemoryTargetOf,
  withAudioChosen,
  withTextChosen,
} from '../../../src/application/playback/player-tracks.model';
import type { AudioTrack, TextTrack } from '../../../src/ports/player.port';
import { aShow } from '../../fakes/shows';

const audio: AudioTrack[] = [
  { language: 'fr', label: 'Français', audioDescription: false, active: true },
  { language: 'fr', label: 'Français AD', audioDescription: true, active: false },
  { language: 'de', label: 'Deutsch', audioDescription: false, active: false },
];
const text: TextTrack[] = [
  { id: 1, language: 'fr', label: 'Français', active: true },
  { id: 2, language: 'de', label: 'Deutsch', active: false },
];

describe('player tracks model', () => {
  it.each<[string, PlaybackContent, unknown]>([
    ['a live channel by its channel', { kind: 'live', channelId: 'c1', show: null }, { kind: 'live', channelId: 'c1' }],
    [
      'a replay by its series',
      { kind: 'replay', channelId: 'c1', show: aShow({ id: 's1', serieId: 'A' }), startSeconds: 0 },
      { kind: 'replay', showId: 's1', serieId: 'A' },
    ],
  ])('should remember %s', (_, content, target) => {
    expect(trackMemoryTargetOf(content)).toEqual(target);
  });

  it.each([
    ['the audio description', 1, [false, true, false]],
    ['another language', 2, [false, false, true]],
  ])('should mark %s as the one chosen', (_, index, actives) => {
    expect(withAudioChosen(audio, audio[index]!).map((track) => track.active)).toEqual(actives);
  });

  it.each([
    ['other subtitles', text[1]!, [false, true]],
    ['no subtitles', null, [false, false]],
  ])('should mark %s as chosen', (_, chosen, actives) => {
    expect(withTextChosen(text, chosen).map((track) => track.active)).toEqual(actives);
  });
});
