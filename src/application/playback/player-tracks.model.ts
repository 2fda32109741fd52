import type { TrackMemoryTarget } from '../../domain/playback/player-tracks';
import type { AudioTrack, TextTrack } from '../../ports/player.port';
import type { PlaybackContent } from './playback-content';

/** What the audio and subtitle memory keys a content by: its channel live, its series on replay, its title on VOD. */
export function trackMemoryTargetOf(content: PlaybackContent): TrackMemoryTarget {
  if (content.kind === 'live') return { kind: 'live', channelId: content.channelId };
  if (content.kind === 'replay') return { kind: 'replay', showId: content.show.id, serieId: content.show.serieId };
  return { kind: 'vod', showId: content.showId };
}

/** The audio tracks once `chosen` is picked (the player switches in the background: the list shows the choice at once). */
export function withAudioChosen(tracks: readonly AudioTrack[], chosen: AudioTrack): AudioTrack[] {
  return tracks.map((each) => ({
    ...each,
    active: each.language === chosen.language && each.audioDescription === chosen.audioDescription,
  }));
}

/** The subtitle tracks once `chosen` is picked; null turns subtitles off. */
export function withTextChosen(tracks: readonly TextTrack[], chosen: TextTrack | null): TextTrack[] {
  return tracks.map((each) => ({ ...each, active: each.id === chosen?.id }));
}
