import { describe, expect, it } from 'vitest';
import {
  playerControls,
  seekEvent,
  volumeEvent,
  type PlayerControlsInput,
} from '../../../src/application/playback/player-controls.model';
import type { AudioTrack, Playhead, TextTrack } from '../../../src/ports/player.port';

const head: Playhead = {
  position: 7000,
  seekStart: 100,
  seekEnd: 7200,
  live: true,
  paused: false,
  volume: 1,
  wallClockMs: null,
};
const french: AudioTrack = { language: 'fr', label: 'Français', audioDescription: false, active: true };
const described: AudioTrack = { language: 'fr', label: 'Français AD', audioDescription: true, active: false };
const subtitles: TextTrack = { id: 7, language: 'de', label: 'Deutsch', active: false };

const input = (overrides: Partial<PlayerControlsInput> = {}): PlayerControlsInput => ({
  playhead: head,
  canSeek: true,
  canStartOver: false,
  canGoLive: false,
  volume: 0.5,
  audio: [french],
  text: [],
  ...overrides,
});

describe('player controls model (spec point 4)', () => {
  describe('when the play button is drawn', () => {
    it.each([
      ['nothing plays', null, { labelKey: 'player_play', enabled: false, event: null }],
      ['a stream plays', head, { labelKey: 'player_pause', enabled: true, event: { type: 'player.pause' } }],
      [
        'a stream is paused',
        { ...head, paused: true },
        { labelKey: 'player_play', enabled: true, event: { type: 'player.resume' } },
      ],
    ])('should match when %s', (_, playhead, toggle) => {
      expect(playerControls(input({ playhead })).toggle).toEqual(toggle);
    });
  });

  describe('when seeking', () => {
    it.each([
      ['allowed while playing', head, true, { min: 100, max: 7200, value: 7000, clock: '1:55:00' }],
      ['not allowed (live without start-over)', head, false, null],
      ['allowed but nothing plays', null, true, null],
    ])('should offer the bar when %s', (_, playhead, canSeek, seek) => {
      expect(playerControls(input({ playhead, canSeek })).seek).toEqual(seek);
    });

    it('should send the position chosen', () => {
      expect(seekEvent(500)).toEqual({ type: 'player.seek', position: 500 });
    });
  });

  it.each([
    [true, false, { type: 'player.startOver' }, null],
    [false, true, null, { type: 'player.goLive' }],
    [false, false, null, null],
  ])(
    'should offer start-over (%s) and back to live (%s) as the machine allows',
    (canStartOver, canGoLive, startOver, goLive) => {
      expect(playerControls(input({ canStartOver, canGoLive }))).toMatchObject({ startOver, goLive });
    },
  );

  it.each([
    [head, true],
    [{ ...head, live: false }, false],
    [null, false],
  ])('should show the live badge on a live playhead: %#', (playhead, badge) => {
    expect(playerControls(input({ playhead })).liveBadge).toBe(badge);
  });

  it('should keep the volume between the domain bounds and send it to the machine', () => {
    expect(playerControls(input()).volume).toEqual({ min: 0, max: 1, step: 0.05, value: 0.5 });
    expect(volumeEvent(0.35)).toEqual({ type: 'player.setVolume', volume: 0.35 });
  });

  describe('when the stream has tracks', () => {
    it.each([
      ['one audio track: no choice', [french], null],
      [
        'an audio description beside it',
        [french, described],
        { selected: 0, labels: [null, 'player_audio_description'] },
      ],
    ])('should offer audio with %s', (_, audio, expected) => {
      const controls = playerControls(input({ audio }));
      expect(
        controls.audio === null
          ? null
          : { selected: controls.audio.selected, labels: controls.audio.options.map((option) => option.labelKey) },
      ).toEqual(expected);
    });

    it.each([
      ['no subtitles', [], null],
      ['subtitles off', [subtitles], { options: [subtitles], selected: null }],
      ['subtitles on', [{ ...subtitles, active: true }], { options: [{ ...subtitles, active: true }], selected: 7 }],
    ])('should offer subtitles with %s', (_, text, expected) => {
      expect(playerControls(input({ text })).text).toEqual(expected);
    });
  });

  it('should stop the stream with the close button', () => {
    expect(playerControls(input()).stop).toEqual({ type: 'player.stop' });
  });
});
