import type { AudioTrack, TextTrack } from '../../ports/player.port';

/** The fields of shaka's audio and text tracks this adapter reads. */
export interface ShakaAudioTrack {
  readonly language: string;
  readonly roles: readonly string[];
  readonly label: string | null;
  readonly active: boolean;
}
export interface ShakaTextTrack {
  readonly id: number;
  readonly language: string;
  readonly label: string | null;
  readonly active: boolean;
}

/** DASH marks audio description with the role "description" (urn:mpeg:dash:role:2011). */
const DESCRIPTION_ROLE = 'description';

export function toAudioTrack(track: ShakaAudioTrack): AudioTrack {
  return {
    language: track.language,
    audioDescription: track.roles.includes(DESCRIPTION_ROLE),
    label: track.label ?? track.language,
    active: track.active,
  };
}

export function toTextTrack(track: ShakaTextTrack): TextTrack {
  return { id: track.id, language: track.language, label: track.label ?? track.language, active: track.active };
}
