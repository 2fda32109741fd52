/**
 * Re-times a clip's fMP4 media segment so that it plays as live segment N (see
 * /work/shared/notes/live-dash-from-a-clip.md): clip segment N mod K of loop
 * L = floor(N / K) is shifted by L·loopTicks − firstDecodeTime in `tfdt` and `sidx`,
 * and its `mfhd` sequence number becomes N + 1. trun, mdat and the init segment are kept.
 */
import { childrenOf, findBox, getUint64, readBoxes, setUint64, VERSION_FLAGS_SIZE, viewOf, type Box } from './boxes';
import type { ClipMeta, RepresentationMeta } from './clip';
import { MAX_UINT32, widenOverflowingTfdts } from './widen-tfdt';

/** `sidx` earliest_presentation_time offset in the payload: version/flags, reference_ID, timescale. */
const SIDX_TIME_OFFSET = 12;

/** Where a live segment comes from. */
export interface RetimeTarget {
  /** Live segment number N (from 0 at the availability start). */
  readonly segmentNumber: number;
  readonly clip: ClipMeta;
  readonly representation: RepresentationMeta;
}

/** The clip segment index (N mod K) that live segment N repeats. */
export function clipSegmentIndex(segmentNumber: number, clip: ClipMeta): number {
  return segmentNumber % clip.segmentCount;
}

/** Ticks added to the clip's decode times for live segment N. */
export function decodeTimeShift({ segmentNumber, clip, representation }: RetimeTarget): number {
  const loop = Math.floor(segmentNumber / clip.segmentCount);
  const loopTicks = clip.segmentCount * clip.segmentDuration * representation.timescale;
  return loop * loopTicks - representation.firstDecodeTime;
}

/** Adds `shift` to the 32- or 64-bit time field at `at`, by the box's version. */
function shiftTimeField(view: DataView, box: Box, at: number, shift: number): void {
  if (view.getUint8(box.payload) === 1) {
    setUint64(view, at, getUint64(view, at) + shift);
    return;
  }
  const value = view.getUint32(at) + shift;
  if (value > MAX_UINT32) throw new Error(`${box.type} version 0 cannot hold ${value}`);
  view.setUint32(at, value);
}

/**
 * Returns a re-timed copy of `bytes` (a clip media segment). A version-0 `tfdt` whose new
 * value needs more than 32 bits is first converted to version 1, fixing sizes and offsets.
 * A version-0 `sidx` that would overflow is rejected (ffmpeg writes version 1).
 */
export function retimeSegment(bytes: Uint8Array, target: RetimeTarget): Uint8Array {
  const shift = decodeTimeShift(target);
  const out = widenOverflowingTfdts(bytes.slice(), shift);
  const view = viewOf(out);
  const top = readBoxes(out);
  const sidx = findBox(top, 'sidx');
  if (sidx) shiftTimeField(view, sidx, sidx.payload + SIDX_TIME_OFFSET, shift);
  for (const moof of top.filter((box) => box.type === 'moof')) {
    const moofChildren = childrenOf(out, moof);
    const mfhd = findBox(moofChildren, 'mfhd');
    if (mfhd) view.setUint32(mfhd.payload + VERSION_FLAGS_SIZE, target.segmentNumber + 1);
    for (const traf of moofChildren.filter((box) => box.type === 'traf')) {
      const tfdt = findBox(childrenOf(out, traf), 'tfdt');
      if (tfdt) shiftTimeField(view, tfdt, tfdt.payload + VERSION_FLAGS_SIZE, shift);
    }
  }
  return out;
}
