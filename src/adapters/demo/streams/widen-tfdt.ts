/**
 * Converts version-0 `tfdt` boxes (32-bit base media decode time) to version 1 (64-bit)
 * when a shifted time no longer fits. The box grows by 4 bytes, so the enclosing traf and
 * moof sizes, the trun data offsets (or an explicit tfhd base data offset), moof-relative
 * saio offsets past the tfdt and the sidx referenced size all grow by 4 as well.
 */
import { spliceBytes } from './box-write';
import { childrenOf, FLAGS_MASK, getUint64, readBoxes, setUint64, VERSION_FLAGS_SIZE, viewOf, type Box } from './boxes';

/** Largest value of a 32-bit (version 0) field. */
export const MAX_UINT32 = 0xffff_ffff;
const WIDENING = 4;
const TFHD_BASE_DATA_OFFSET = 0x1;
const TRUN_DATA_OFFSET = 0x1;
/** Offsets in payloads: tfhd base data offset (after track_ID), trun data offset (after sample_count). */
const TFHD_BASE_AT = 8;
const TRUN_OFFSET_AT = 8;
const SAIO_FLAGS_AUX_TYPE = 0x1;
const SIDX_FIRST_REFERENCE = [24, 32];

interface NarrowTfdt {
  moof: Box;
  traf: Box;
  tfdt: Box;
}

function findNarrowTfdt(bytes: Uint8Array, shift: number): NarrowTfdt | undefined {
  const view = viewOf(bytes);
  for (const moof of readBoxes(bytes).filter((box) => box.type === 'moof')) {
    for (const traf of childrenOf(bytes, moof).filter((box) => box.type === 'traf')) {
      const tfdt = childrenOf(bytes, traf).find((box) => box.type === 'tfdt');
      if (tfdt && bytes[tfdt.payload] === 0 && view.getUint32(tfdt.payload + VERSION_FLAGS_SIZE) + shift > MAX_UINT32) {
        return { moof, traf, tfdt };
      }
    }
  }
  return undefined;
}

/** Adds `delta` to a 32- or 64-bit unsigned field. */
function grow(view: DataView, at: number, wide: boolean, delta: number): void {
  if (wide) setUint64(view, at, getUint64(view, at) + delta);
  else view.setUint32(at, view.getUint32(at) + delta);
}

function widenOne(bytes: Uint8Array, { moof, traf, tfdt }: NarrowTfdt): Uint8Array {
  const view = viewOf(bytes);
  const wide = new Uint8Array(tfdt.size + WIDENING);
  const wideView = viewOf(wide);
  wideView.setUint32(0, wide.length);
  wide.set(bytes.subarray(tfdt.start + VERSION_FLAGS_SIZE, tfdt.payload + VERSION_FLAGS_SIZE), VERSION_FLAGS_SIZE);
  wide[tfdt.payload - tfdt.start] = 1;
  setUint64(
    wideView,
    tfdt.payload - tfdt.start + VERSION_FLAGS_SIZE,
    view.getUint32(tfdt.payload + VERSION_FLAGS_SIZE),
  );
  const out = spliceBytes(bytes, tfdt.start, tfdt.size, wide, [moof, traf]);
  const outView = viewOf(out);
  const grownMoof = readBoxes(out).find((box) => box.start === moof.start) ?? moof;
  for (const t of childrenOf(out, grownMoof).filter((box) => box.type === 'traf')) {
    const children = childrenOf(out, t);
    const tfhd = children.find((box) => box.type === 'tfhd');
    const explicitBase = tfhd !== undefined && (outView.getUint32(tfhd.payload) & TFHD_BASE_DATA_OFFSET) !== 0;
    if (tfhd && explicitBase) grow(outView, tfhd.payload + TFHD_BASE_AT, true, WIDENING);
    for (const box of children) {
      const flags = outView.getUint32(box.payload) & FLAGS_MASK;
      if (box.type === 'trun' && !explicitBase && flags & TRUN_DATA_OFFSET) {
        grow(outView, box.payload + TRUN_OFFSET_AT, false, WIDENING);
      }
      if (box.type === 'saio' && !explicitBase) {
        const isV1 = out[box.payload] === 1;
        let at = box.payload + VERSION_FLAGS_SIZE + (flags & SAIO_FLAGS_AUX_TYPE ? 8 : 0);
        const count = outView.getUint32(at);
        at += 4;
        for (let i = 0; i < count; i += 1, at += isV1 ? 8 : 4) {
          const offset = isV1 ? getUint64(outView, at) : outView.getUint32(at);
          if (moof.start + offset > tfdt.start) grow(outView, at, isV1, WIDENING);
        }
      }
    }
  }
  const sidx = readBoxes(out).find((box) => box.type === 'sidx');
  if (sidx) grow(outView, sidx.payload + (SIDX_FIRST_REFERENCE[out[sidx.payload] ?? 0] ?? 0), false, WIDENING);
  return out;
}

/** Returns `bytes` with every version-0 tfdt that cannot hold its value + `shift` widened. */
export function widenOverflowingTfdts(bytes: Uint8Array, shift: number): Uint8Array {
  let out = bytes;
  for (let hit = findNarrowTfdt(out, shift); hit; hit = findNarrowTfdt(out, shift)) out = widenOne(out, hit);
  return out;
}
