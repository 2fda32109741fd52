/**
 * Test helpers over the committed demo streams in public/streams: reading clip files,
 * parsing MPD XML, and reading fMP4 fields back from segments.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import {
  childrenOf,
  findBox,
  findPath,
  getUint64,
  readBoxes,
  viewOf,
  type Box,
} from '../../../../src/adapters/demo/streams/boxes';
import type { ClipIndex, ClipMeta } from '../../../../src/adapters/demo/streams/clip';

/** Absolute path of public/. */
export const PUBLIC_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'public');

/** Reads a file under public/ by its site path; null when missing (a `ReadStatic`). */
export async function readPublic(path: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(readFileSync(join(PUBLIC_DIR, path)));
  } catch {
    return null;
  }
}

/** Reads a file under public/streams synchronously. */
export function streamFile(path: string): Uint8Array {
  return new Uint8Array(readFileSync(join(PUBLIC_DIR, 'streams', path)));
}

/** The committed clip index. */
export const clipIndex = JSON.parse(new TextDecoder().decode(streamFile('index.json'))) as ClipIndex;

/** A committed clip's metadata. */
export function clipMeta(id: string): ClipMeta {
  return JSON.parse(new TextDecoder().decode(streamFile(`${id}/clip.json`))) as ClipMeta;
}

/** jsdom (a direct devDependency without bundled types), typed for what the tests use. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};

/** Parses an XML string into a Document; throws when it is not well-formed. */
export function parseXml(xml: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error(`malformed XML: ${xml.slice(0, 80)}`);
  return doc;
}

function must(box: Box | undefined, what: string): Box {
  if (!box) throw new Error(`missing ${what}`);
  return box;
}

/** The fields retiming touches, read back from a media segment. */
export interface SegmentFields {
  tfdtVersion: number;
  decodeTime: number;
  sidxTime: number;
  sidxReferencedSize: number;
  sequenceNumber: number;
  moofSize: number;
  /** Sample durations and sizes from the trun (missing durations use the tfhd default). */
  durations: number[];
  /** The first 32 sample bytes the trun data offset points at. */
  firstSampleBytes: Uint8Array;
}

const TRUN_FLAGS = { dataOffset: 0x1, firstFlags: 0x4, duration: 0x100, size: 0x200, flags: 0x400, cto: 0x800 };
const PREFIX = 32;

/** Reads tfdt, sidx, mfhd and trun fields of a segment. */
export function segmentFields(bytes: Uint8Array): SegmentFields {
  const view = viewOf(bytes);
  const sidx = must(findBox(readBoxes(bytes), 'sidx'), 'sidx');
  const moof = must(findPath(bytes, ['moof']), 'moof');
  const mfhd = must(findBox(childrenOf(bytes, moof), 'mfhd'), 'mfhd');
  const trafBoxes = childrenOf(bytes, must(findBox(childrenOf(bytes, moof), 'traf'), 'traf'));
  const tfdt = must(findBox(trafBoxes, 'tfdt'), 'tfdt');
  const tfhd = must(findBox(trafBoxes, 'tfhd'), 'tfhd');
  const trun = must(findBox(trafBoxes, 'trun'), 'trun');
  const v1 = bytes[tfdt.payload] === 1;
  const sidxV1 = bytes[sidx.payload] === 1;
  const flags = view.getUint32(trun.payload) & 0xffffff;
  const count = view.getUint32(trun.payload + 4);
  const dataOffset = view.getInt32(trun.payload + 8);
  const defaultDuration = view.getUint32(tfhd.payload + 8);
  let p = trun.payload + 12 + (flags & TRUN_FLAGS.firstFlags ? 4 : 0);
  const durations: number[] = [];
  for (let i = 0; i < count; i += 1) {
    durations.push(flags & TRUN_FLAGS.duration ? view.getUint32(p) : defaultDuration);
    p += [TRUN_FLAGS.duration, TRUN_FLAGS.size, TRUN_FLAGS.flags, TRUN_FLAGS.cto].filter((f) => flags & f).length * 4;
  }
  return {
    tfdtVersion: bytes[tfdt.payload] ?? -1,
    decodeTime: v1 ? getUint64(view, tfdt.payload + 4) : view.getUint32(tfdt.payload + 4),
    sidxTime: sidxV1 ? getUint64(view, sidx.payload + 12) : view.getUint32(sidx.payload + 12),
    sidxReferencedSize: view.getUint32(sidx.payload + (sidxV1 ? 32 : 24)) & 0x7fffffff,
    sequenceNumber: view.getUint32(mfhd.payload + 4),
    moofSize: moof.size,
    durations,
    firstSampleBytes: bytes.slice(moof.start + dataOffset, moof.start + dataOffset + PREFIX),
  };
}
