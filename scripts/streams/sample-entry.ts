/**
 * Reads what clip.json needs from an fMP4 init segment and a media segment: media
 * timescale, codecs string, picture size, audio channels and rate, frame duration,
 * first decode time. Node-side helper of write-clip-json.ts.
 */
import { childrenOf, findBox, findPath, getUint64, viewOf, type Box } from '../../src/adapters/demo/streams/boxes';

const STBL_PATH = ['moov', 'trak', 'mdia', 'minf', 'stbl'];
const STSD_ENTRY_SKIP = 8; // version/flags + entry_count
const VISUAL_ENTRY_SKIP = 78; // from payload: SampleEntry (8) + VisualSampleEntry fields (70)
const AUDIO_ENTRY_SKIP = 28; // from payload: SampleEntry (8) + AudioSampleEntry fields (20)
const VISUAL_WIDTH_OFFSET = 24;
const AUDIO_CHANNELS_OFFSET = 16;
const AUDIO_RATE_OFFSET = 24;
const MDHD_V0_TIMESCALE = 12;
const MDHD_V1_TIMESCALE = 20;
const ESDS_DECODER_SPECIFIC_TAG = 0x05;
const AAC_OBJECT_TYPE_SHIFT = 3;
const TFHD_DEFAULT_DURATION_FLAG = 0x8;
const TFHD_BASE_OFFSET_FLAG = 0x1;
const TFHD_DESCRIPTION_FLAG = 0x2;

/** Facts read from a representation's init segment. */
export interface InitFacts {
  timescale: number;
  codecs: string;
  width?: number;
  height?: number;
  audioChannels?: number;
  audioSamplingRate?: number;
}

const hex2 = (n: number): string => n.toString(16).padStart(2, '0');

function must(box: Box | undefined, what: string): Box {
  if (!box) throw new Error(`missing ${what}`);
  return box;
}

/** Parses timescale, codecs and format facts from an init segment (clear or encrypted). */
export function readInit(bytes: Uint8Array): InitFacts {
  const view = viewOf(bytes);
  const mdhd = must(findPath(bytes, ['moov', 'trak', 'mdia', 'mdhd']), 'mdhd');
  const timescale = view.getUint32(mdhd.payload + (bytes[mdhd.payload] === 1 ? MDHD_V1_TIMESCALE : MDHD_V0_TIMESCALE));
  const stsd = must(findBox(childrenOf(bytes, must(findPath(bytes, STBL_PATH), 'stbl')), 'stsd'), 'stsd');
  const entry = must(childrenOf(bytes, stsd, STSD_ENTRY_SKIP)[0], 'sample entry');
  if (['avc1', 'encv'].includes(entry.type)) {
    const avcC = must(findBox(childrenOf(bytes, entry, VISUAL_ENTRY_SKIP), 'avcC'), 'avcC');
    const [, profile = 0, compat = 0, level = 0] = bytes.subarray(avcC.payload, avcC.payload + 4);
    return {
      timescale,
      codecs: `avc1.${hex2(profile)}${hex2(compat)}${hex2(level)}`,
      width: view.getUint16(entry.payload + VISUAL_WIDTH_OFFSET),
      height: view.getUint16(entry.payload + VISUAL_WIDTH_OFFSET + 2),
    };
  }
  const esds = must(findBox(childrenOf(bytes, entry, AUDIO_ENTRY_SKIP), 'esds'), 'esds');
  const body = bytes.subarray(esds.payload, esds.start + esds.size);
  const tag = body.indexOf(ESDS_DECODER_SPECIFIC_TAG, 4);
  let p = tag + 1;
  while ((body[p] ?? 0) & 0x80) p += 1; // skip the variable-length size bytes
  const objectType = (body[p + 1] ?? 0) >> AAC_OBJECT_TYPE_SHIFT;
  return {
    timescale,
    codecs: `mp4a.40.${objectType}`,
    audioChannels: view.getUint16(entry.payload + AUDIO_CHANNELS_OFFSET),
    audioSamplingRate: view.getUint16(entry.payload + AUDIO_RATE_OFFSET),
  };
}

/** Reads the first `tfdt` decode time and the `tfhd` default sample duration of a segment. */
export function readSegment(bytes: Uint8Array): { decodeTime: number; sampleDuration?: number } {
  const view = viewOf(bytes);
  const traf = must(findPath(bytes, ['moof', 'traf']), 'traf');
  const boxes = childrenOf(bytes, traf);
  const tfdt = must(findBox(boxes, 'tfdt'), 'tfdt');
  const at = tfdt.payload + 4;
  const decodeTime = bytes[tfdt.payload] === 1 ? getUint64(view, at) : view.getUint32(at);
  const tfhd = must(findBox(boxes, 'tfhd'), 'tfhd');
  const flags = view.getUint32(tfhd.payload) & 0xffffff;
  if (!(flags & TFHD_DEFAULT_DURATION_FLAG)) return { decodeTime };
  let p = tfhd.payload + 8;
  if (flags & TFHD_BASE_OFFSET_FLAG) p += 8;
  if (flags & TFHD_DESCRIPTION_FLAG) p += 4;
  return { decodeTime, sampleDuration: view.getUint32(p) };
}
