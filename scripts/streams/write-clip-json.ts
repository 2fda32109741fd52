/**
 * Writes public/streams/<id>/clip.json from the placed files.
 * Usage: tsx write-clip-json.ts <clipDir> <id> <title> <segmentSeconds> <segmentCount>
 *        <spec>... [--cenc <kidHex> <keyHex>]
 * A spec is `rep:kind[:lang[:role[:code]]]`, e.g. `audio-ad:audio:fr:description:ad`.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  ClipMeta,
  RepresentationKind,
  RepresentationMeta,
  RepresentationRole,
} from '../../src/adapters/demo/streams/clip';
import { readInit, readSegment } from './sample-entry';

const BITS_PER_BYTE = 8;
const TEXT_TIMESCALE = 1000;
const JSON_INDENT = 2;
const LABELS: Record<string, string> = { fr: 'Français', de: 'Deutsch', en: 'English', ad: 'Audiodescription' };

const [clipDir = '', id = '', title = '', dArg = '', kArg = '', ...rest] = process.argv.slice(2);
const segmentDuration = Number(dArg);
const segmentCount = Number(kArg);
const cencAt = rest.indexOf('--cenc');
const specs = cencAt < 0 ? rest : rest.slice(0, cencAt);

/** Peak bits per second over the given files, each lasting one segment. */
function peakBandwidth(files: string[], seconds: number): number {
  const sizes = files.map((file) => statSync(join(clipDir, file)).size);
  return Math.ceil((Math.max(...sizes) * BITS_PER_BYTE) / seconds);
}

function mediaRepresentation(
  rep: string,
  kind: RepresentationKind,
  base: Partial<RepresentationMeta>,
): RepresentationMeta {
  const init = readInit(readFileSync(join(clipDir, rep, 'init.mp4')));
  const first = readSegment(readFileSync(join(clipDir, rep, '0.m4s')));
  const segments = Array.from({ length: segmentCount }, (_, n) => `${rep}/${n}.m4s`);
  const frameRate = first.sampleDuration ? String(init.timescale / first.sampleDuration) : undefined;
  return {
    id: rep,
    kind,
    mimeType: `${kind}/mp4`,
    codecs: init.codecs,
    bandwidth: peakBandwidth(segments, segmentDuration),
    ...(kind === 'video' ? { width: init.width, height: init.height, frameRate } : {}),
    ...(kind === 'audio' ? { audioSamplingRate: init.audioSamplingRate, audioChannels: init.audioChannels } : {}),
    timescale: init.timescale,
    ...base,
    role: base.role ?? 'main',
    init: `${rep}/init.mp4`,
    media: `${rep}/$Number$.m4s`,
    firstDecodeTime: first.decodeTime,
  };
}

function textRepresentation(rep: string, base: Partial<RepresentationMeta>): RepresentationMeta {
  const source = `${rep}/subs.vtt`;
  return {
    id: rep,
    kind: 'text',
    mimeType: 'text/vtt',
    codecs: '',
    bandwidth: peakBandwidth([source], segmentCount * segmentDuration),
    timescale: TEXT_TIMESCALE,
    ...base,
    role: 'subtitle',
    media: `${rep}/$Number$.vtt`,
    source,
    firstDecodeTime: 0,
  };
}

const representations = specs.map((spec) => {
  const [rep = '', kind = '', language, role, code] = spec.split(':');
  const languageCode = code ?? language;
  const base: Partial<RepresentationMeta> = language
    ? { language, languageCode, label: LABELS[languageCode ?? ''] ?? languageCode, role: role as RepresentationRole }
    : {};
  return kind === 'text' ? textRepresentation(rep, base) : mediaRepresentation(rep, kind as RepresentationKind, base);
});

const clip: ClipMeta = {
  id,
  title,
  segmentDuration,
  segmentCount,
  representations,
  ...(cencAt < 0 ? {} : { encryption: { scheme: 'cenc', kid: rest[cencAt + 1] ?? '', key: rest[cencAt + 2] ?? '' } }),
};
writeFileSync(join(clipDir, 'clip.json'), `${JSON.stringify(clip, null, JSON_INDENT)}\n`);
