import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStoragePreferences } from '../../../src/adapters/storage/local-preferences.store';
import type { AudioOption } from '../../../src/application/playback/player-controls.model';
import type { PlaybackContent } from '../../../src/application/playback/playback-content';
import type { AudioTrack, TextTrack } from '../../../src/ports/player.port';
import { DEFAULT_LOCAL_PREFERENCES } from '../../../src/domain/account/local-preferences';
import { PREFERENCES_STORE } from '../../../src/ports/preferences.port';
import { useTrackLabels, useTracks } from '../../../src/ui/shared/hooks/use-tracks';
import { FakePlayer } from '../../fakes/fake-player';
import { aShow } from '../../fakes/shows';
import { FakeServices } from '../render-with-services';

const audio: AudioTrack[] = [
  { language: 'fr', label: 'Français', audioDescription: false, active: true },
  { language: 'de', label: 'Deutsch', audioDescription: false, active: false },
];
const text: TextTrack[] = [{ id: 7, language: 'fr', label: 'Français', active: false }];

/** What the player was asked to select since the last `forget`: audio languages and subtitle ids. */
const selections = (player: FakePlayer, kind: 'audio' | 'text') =>
  player.calls.filter((call) => call.startsWith(`${kind} `));
const forget = (player: FakePlayer) => player.calls.splice(0);

const replayOf = (showId: string, serieId: string): PlaybackContent => ({
  kind: 'replay',
  channelId: 'c1',
  show: aShow({ id: showId, serieId }),
  startSeconds: 0,
});
const live = (channelId: string): PlaybackContent => ({ kind: 'live', channelId, show: null });

function renderTracks(initial: PlaybackContent) {
  const player = new FakePlayer();
  player.audio = audio;
  player.text = text;
  const services = new Map<symbol, unknown>([[PREFERENCES_STORE, createStoragePreferences(window.localStorage)]]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FakeServices services={services}>{children}</FakeServices>
  );
  const hook = renderHook(({ content, playing }) => useTracks(player, content, playing), {
    wrapper,
    initialProps: { content: initial, playing: true },
  });
  /** The next stream: the player stops the current one, then plays the next. */
  const playNext = (content: PlaybackContent) => {
    hook.rerender({ content, playing: false });
    hook.rerender({ content, playing: true });
  };
  return { player, playNext, ...hook };
}

describe('audio and subtitles remembered (issue 7: per channel for live, per series for replay)', () => {
  beforeEach(() => window.localStorage.clear());

  it('should bring back the choice made on another episode of the same series', () => {
    const { result, playNext, player } = renderTracks(replayOf('episode-1', 'serie-A'));
    act(() => result.current.chooseAudio(audio[1]!));
    act(() => result.current.chooseText(text[0]!));
    forget(player);
    playNext(replayOf('episode-2', 'serie-A'));
    expect(selections(player, 'audio')).toContain('audio de');
    expect(selections(player, 'text').at(-1)).toBe('text 7');
  });

  it('should not carry a series choice to another series, nor to live', () => {
    const { result, playNext, player } = renderTracks(replayOf('episode-1', 'serie-A'));
    act(() => result.current.chooseAudio(audio[1]!));
    forget(player);
    playNext(replayOf('other-1', 'serie-B'));
    playNext(live('c1'));
    expect(selections(player, 'audio')).toEqual([]);
  });

  it('should remember the choice per channel for live', () => {
    const { result, playNext, player } = renderTracks(live('c1'));
    act(() => result.current.chooseAudio(audio[1]!));
    playNext(live('c2'));
    forget(player);
    playNext(live('c1'));
    expect(selections(player, 'audio')).toContain('audio de');
  });
});

describe('the labels of the track choices (one wording for both layouts)', () => {
  const option = (language: string, audioDescription: boolean): AudioOption => ({
    index: 0,
    language,
    labelKey: audioDescription ? 'player_audio_description' : null,
    track: { language, label: language, audioDescription, active: false },
  });
  const renderLabels = () =>
    renderHook(() => useTrackLabels(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <FakeServices services={new Map()} language="en">
          {children}
        </FakeServices>
      ),
    }).result.current;

  it("should name an audio track by its language in the user's, and say when it is an audio description", () => {
    const labels = renderLabels();
    expect(labels.audio(option('de', false))).toBe('German');
    expect(labels.audio(option('fr', true))).toBe('French (audio description)');
  });

  it("should name a subtitle track by its language in the user's", () => {
    expect(renderLabels().text(text[0]!)).toBe('French');
  });
});

describe('default audio language and default subtitle (local preferences)', () => {
  beforeEach(() => window.localStorage.clear());

  it('should start a channel with nothing remembered in the default audio and subtitles', () => {
    const store = createStoragePreferences(window.localStorage);
    store.set('localPreferences', { ...DEFAULT_LOCAL_PREFERENCES, defaultAudioLanguage: 'de', defaultSubtitle: 'fr' });
    const { player } = renderTracks(live('c1'));
    expect(selections(player, 'audio')).toEqual(['audio de']);
    expect(selections(player, 'text').at(-1)).toBe('text 7');
  });

  it('should prefer what was chosen for the channel over the defaults', () => {
    const store = createStoragePreferences(window.localStorage);
    store.set('localPreferences', { ...DEFAULT_LOCAL_PREFERENCES, defaultAudioLanguage: 'de', defaultSubtitle: 'fr' });
    const { result, playNext, player } = renderTracks(live('c1'));
    act(() => result.current.chooseAudio(audio[0]!));
    act(() => result.current.chooseText(null));
    playNext(live('c2'));
    forget(player);
    playNext(live('c1'));
    expect(selections(player, 'audio')).toEqual(['audio fr']);
    expect(selections(player, 'text').at(-1)).toBe('text null');
  });
});
