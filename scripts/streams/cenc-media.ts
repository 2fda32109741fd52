/**
 * CENC ('cenc' scheme, AES-128-CTR) encryption of one fMP4 media segment written by
 * ffmpeg (styp | sidx | moof{mfhd, traf{tfhd, tfdt, trun}} | mdat): encrypts the mdat
 * samples in place and appends senc, saiz and saio to the traf, growing the traf, moof,
 * trun data offset and sidx referenced size. Video uses subsamples, audio full samples.
 */
import { createHash } from 'node:crypto';
import { concatBytes, spliceBytes } from '../../src/adapters/demo/streams/box-write';
import { childrenOf, findBox, readBoxes, viewOf } from '../../src/adapters/demo/streams/boxes';
import { fullBox, IV_SIZE } from './cenc-init';
import { encryptSample, videoSubsamples, type Subsample } from './cenc-subsamples';

const SUBSAMPLE_FLAG = 0x2;
const SUBSAMPLE_ENTRY_SIZE = 6;
const TFHD_BASE_IS_MOOF = 0x20000;
const TRUN = { dataOffset: 0x1, firstFlags: 0x4, duration: 0x100, size: 0x200, flags: 0x400, cto: 0x800 };
const SENC_FIRST_IV = 16; // box header + version/flags + sample_count
const SIDX_FIRST_REFERENCE = [24, 32]; // by sidx version: version/flags, id, timescale, ept, offset, reserved, count

/** Encrypts one media segment; `ivSeed` makes the per-sample IVs unique and deterministic. */
export function encryptSegment(segment: Uint8Array, key: Uint8Array, isVideo: boolean, ivSeed: string): Uint8Array {
  const top = readBoxes(segment);
  const moof = findBox(top, 'moof');
  const sidx = findBox(top, 'sidx');
  const traf = moof && findBox(childrenOf(segment, moof), 'traf');
  const trafBoxes = traf ? childrenOf(segment, traf) : [];
  const tfhd = findBox(trafBoxes, 'tfhd');
  const trun = findBox(trafBoxes, 'trun');
  if (!moof || !traf || !tfhd || !trun) throw new Error('unexpected segment layout');
  const view = viewOf(segment);
  if (!(view.getUint32(tfhd.payload) & TFHD_BASE_IS_MOOF)) throw new Error('tfhd must be default-base-is-moof');
  const flags = view.getUint32(trun.payload) & 0xffffff;
  const count = view.getUint32(trun.payload + 4);
  let p = trun.payload + 8;
  const dataOffsetAt = p;
  const dataOffset = flags & TRUN.dataOffset ? view.getInt32(p) : 0;
  if (flags & TRUN.dataOffset) p += 4;
  if (flags & TRUN.firstFlags) p += 4;
  const sizes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    if (flags & TRUN.duration) p += 4;
    if (!(flags & TRUN.size)) throw new Error('trun without sample sizes');
    sizes.push(view.getUint32(p));
    p += 4 + (flags & TRUN.flags ? 4 : 0) + (flags & TRUN.cto ? 4 : 0);
  }
  const out = segment.slice();
  const entries: Uint8Array[] = [];
  let at = moof.start + dataOffset;
  sizes.forEach((size, i) => {
    const sample = out.subarray(at, at + size);
    const runs: Subsample[] = isVideo ? videoSubsamples(sample) : [[0, size]];
    const iv = createHash('sha256').update(`${ivSeed}:${i}`).digest().subarray(0, IV_SIZE);
    encryptSample(sample, runs, key, iv);
    const entry = new Uint8Array(IV_SIZE + (isVideo ? 2 + runs.length * SUBSAMPLE_ENTRY_SIZE : 0));
    const ev = viewOf(entry);
    entry.set(iv);
    if (isVideo) {
      ev.setUint16(IV_SIZE, runs.length);
      runs.forEach(([c, e], r) => {
        ev.setUint16(IV_SIZE + 2 + r * SUBSAMPLE_ENTRY_SIZE, c);
        ev.setUint32(IV_SIZE + 4 + r * SUBSAMPLE_ENTRY_SIZE, e);
      });
    }
    entries.push(entry);
    at += size;
  });
  const sampleCount = Uint8Array.of(count >>> 24, (count >>> 16) & 0xff, (count >>> 8) & 0xff, count & 0xff);
  const senc = fullBox('senc', 0, isVideo ? SUBSAMPLE_FLAG : 0, sampleCount, ...entries);
  const sameSize = entries.every((e) => e.length === entries[0]?.length);
  const saiz = fullBox(
    'saiz',
    0,
    0,
    Uint8Array.of(sameSize ? (entries[0]?.length ?? 0) : 0),
    sampleCount,
    sameSize ? new Uint8Array(0) : Uint8Array.from(entries, (e) => e.length),
  );
  const sencOffset = traf.start + traf.size - moof.start + SENC_FIRST_IV;
  const saio = fullBox(
    'saio',
    0,
    0,
    Uint8Array.of(0, 0, 0, 1),
    Uint8Array.of(sencOffset >>> 24, (sencOffset >>> 16) & 0xff, (sencOffset >>> 8) & 0xff, sencOffset & 0xff),
  );
  const added = senc.length + saiz.length + saio.length;
  const result = spliceBytes(out, traf.start + traf.size, 0, concatBytes(senc, saiz, saio), [moof, traf]);
  const rv = viewOf(result);
  if (flags & TRUN.dataOffset) rv.setInt32(dataOffsetAt, dataOffset + added);
  if (sidx) {
    const ref = sidx.payload + (SIDX_FIRST_REFERENCE[result[sidx.payload] ?? 0] ?? 0);
    rv.setUint32(ref, rv.getUint32(ref) + added); // the size is the low 31 bits; no carry at these sizes
  }
  return result;
}
