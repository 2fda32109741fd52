/**
 * MPD fragments shared by the live and replay manifests: one AdaptationSet per
 * representation (so each audio language, the audio description and each subtitle
 * language is its own selectable track), SegmentTemplate with `$Number$`, and the
 * CENC ContentProtection descriptors of an encrypted clip.
 */
import { DASH_ROLE_SCHEME, type ClipMeta, type RepresentationMeta } from './clip';

/** Namespaces opening every demo MPD. */
export const MPD_NAMESPACES =
  'xmlns="urn:mpeg:dash:schema:mpd:2011" xmlns:cenc="urn:mpeg:cenc:2013" profiles="urn:mpeg:dash:profile:isoff-live:2011"';
const MP4_PROTECTION_SCHEME = 'urn:mpeg:dash:mp4protection:2011';
const CLEARKEY_SCHEME = 'urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e';
/** TV-Anytime audio purpose "visually impaired" (audio description). */
const AUDIO_PURPOSE_SCHEME = 'urn:tva:metadata:cs:AudioPurposeCS:2007';
const AUDIO_PURPOSE_VISUALLY_IMPAIRED = '1';
const CHANNEL_CONFIG_SCHEME = 'urn:mpeg:dash:23003:3:audio_channel_configuration:2011';
const UUID_GROUPS = [8, 4, 4, 4, 12];

/** Where numbering starts and by how much media time precedes period time, in seconds. */
export interface TemplateTiming {
  readonly startNumber: number;
  readonly presentationTimeOffsetSeconds: number;
}

/** Escapes text for an XML attribute value. */
export function xmlAttr(value: string | number): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `0123…` (32 hex digits) as a UUID string `01234567-89ab-…`. */
export function hexToUuid(hex: string): string {
  let at = 0;
  return UUID_GROUPS.map((length) => hex.slice(at, (at += length))).join('-');
}

function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => ` ${name}="${xmlAttr(value)}"`)
    .join('');
}

function protection(clip: ClipMeta): string {
  if (!clip.encryption) return '';
  const kid = hexToUuid(clip.encryption.kid);
  return (
    `<ContentProtection${attrs({ schemeIdUri: MP4_PROTECTION_SCHEME, value: 'cenc', 'cenc:default_KID': kid })}/>` +
    `<ContentProtection${attrs({ schemeIdUri: CLEARKEY_SCHEME, value: 'ClearKey1.0' })}/>`
  );
}

function representation(clip: ClipMeta, rep: RepresentationMeta, timing: TemplateTiming): string {
  const template = attrs({
    timescale: rep.timescale,
    duration: clip.segmentDuration * rep.timescale,
    startNumber: timing.startNumber,
    presentationTimeOffset: Math.round(timing.presentationTimeOffsetSeconds * rep.timescale) || undefined,
    initialization: rep.init,
    media: rep.media,
  });
  const channels = rep.audioChannels
    ? `<AudioChannelConfiguration${attrs({ schemeIdUri: CHANNEL_CONFIG_SCHEME, value: rep.audioChannels })}/>`
    : '';
  const repAttrs = attrs({
    id: rep.id,
    bandwidth: rep.bandwidth,
    codecs: rep.codecs,
    width: rep.width,
    height: rep.height,
    frameRate: rep.frameRate,
    audioSamplingRate: rep.audioSamplingRate,
  });
  return `<Representation${repAttrs}>${channels}<SegmentTemplate${template}/></Representation>`;
}

/** One AdaptationSet element for a representation of the clip. */
export function adaptationSet(clip: ClipMeta, rep: RepresentationMeta, index: number, timing: TemplateTiming): string {
  const setAttrs = attrs({
    id: index,
    contentType: rep.kind,
    mimeType: rep.mimeType,
    lang: rep.language,
    segmentAlignment: 'true',
    startWithSAP: rep.kind === 'text' ? undefined : 1,
  });
  const accessibility =
    rep.role === 'description'
      ? `<Accessibility${attrs({ schemeIdUri: AUDIO_PURPOSE_SCHEME, value: AUDIO_PURPOSE_VISUALLY_IMPAIRED })}/>`
      : '';
  const role = `<Role${attrs({ schemeIdUri: DASH_ROLE_SCHEME, value: rep.role })}/>`;
  const label = rep.label ? `<Label>${xmlAttr(rep.label)}</Label>` : '';
  const cp = rep.kind === 'text' ? '' : protection(clip);
  return `<AdaptationSet${setAttrs}>${cp}${accessibility}${role}${label}${representation(clip, rep, timing)}</AdaptationSet>`;
}

/** All AdaptationSets of the clip, one per representation, newline-separated. */
export function adaptationSets(clip: ClipMeta, timing: TemplateTiming): string {
  return clip.representations.map((rep, index) => adaptationSet(clip, rep, index, timing)).join('\n');
}
