import { describe, expect, it } from 'vitest';
import { spliceBytes } from '../../../../src/adapters/demo/streams/box-write';
import { childrenOf, findBox, findPath, readBoxes, viewOf } from '../../../../src/adapters/demo/streams/boxes';
import { decodeTimeShift, retimeSegment } from '../../../../src/adapters/demo/streams/retime';
import { clipMeta, segmentFields, streamFile } from './stream-files';

const TWO_POW_32 = 2 ** 32;
/** Live segment number of 2026-11-22 (about 2.8e7 s after the demo AST) in 2 s segments. */
const NOW_SEGMENT = 14_063_619;

/** Test helper: a copy of a real segment with its version-1 tfdt rewritten as version 0. */
function narrowTfdt(bytes: Uint8Array): Uint8Array {
  const moof = findPath(bytes, ['moof'])!;
  const traf = findBox(childrenOf(bytes, moof), 'traf')!;
  const tfdt = findBox(childrenOf(bytes, traf), 'tfdt')!;
  const view = viewOf(bytes);
  const narrow = new Uint8Array(16);
  narrow.set(bytes.subarray(tfdt.start, tfdt.start + 12));
  viewOf(narrow).setUint32(0, 16);
  narrow[8] = 0;
  viewOf(narrow).setUint32(12, view.getUint32(tfdt.payload + 8));
  const out = spliceBytes(bytes, tfdt.start, tfdt.size, narrow, [moof, traf]);
  const outView = viewOf(out);
  const outTraf = findBox(childrenOf(out, findPath(out, ['moof'])!), 'traf')!;
  for (const box of childrenOf(out, outTraf)) {
    if (box.type === 'trun') outView.setInt32(box.payload + 8, outView.getInt32(box.payload + 8) - 4);
    if (box.type === 'saio') outView.setUint32(box.payload + 8, outView.getUint32(box.payload + 8) - 4);
  }
  const sidx = findBox(readBoxes(out), 'sidx')!;
  outView.setUint32(sidx.payload + 32, outView.getUint32(sidx.payload + 32) - 4);
  return out;
}

describe('when re-timing a clip segment as live segment N', () => {
  const clip = clipMeta('a');
  describe.each(clip.representations.map((rep) => rep.id))('representation %s', (repId) => {
    const rep = clip.representations.find((r) => r.id === repId)!;
    const loopTicks = clip.segmentCount * clip.segmentDuration * rep.timescale;
    const source = streamFile(`a/${repId}/3.m4s`);
    const original = segmentFields(source);

    it('should shift tfdt and sidx by whole loops and set mfhd to N + 1', () => {
      const n = 5 * clip.segmentCount + 3;
      const fields = segmentFields(retimeSegment(source, { segmentNumber: n, clip, representation: rep }));
      expect(fields.decodeTime).toBe(original.decodeTime + 5 * loopTicks);
      expect(fields.sidxTime).toBe(original.sidxTime + 5 * loopTicks);
      expect(fields.sequenceNumber).toBe(n + 1);
    });

    it('should keep trun, mdat and sizes as they are', () => {
      const out = retimeSegment(source, { segmentNumber: NOW_SEGMENT, clip, representation: rep });
      const fields = segmentFields(out);
      expect(out.length).toBe(source.length);
      expect(fields.durations).toEqual(original.durations);
      expect(fields.firstSampleBytes).toEqual(original.firstSampleBytes);
      expect(out.subarray(out.length - 1000)).toEqual(source.subarray(source.length - 1000));
    });

    it('should place segment N at N·d on the media timeline, beyond 32 bits', () => {
      const n = NOW_SEGMENT - (NOW_SEGMENT % clip.segmentCount) + 3;
      const fields = segmentFields(retimeSegment(source, { segmentNumber: n, clip, representation: rep }));
      expect(fields.decodeTime).toBeGreaterThan(TWO_POW_32);
      expect(Math.abs(fields.decodeTime - n * clip.segmentDuration * rep.timescale)).toBeLessThan(rep.timescale / 10);
    });

    it('should not modify its input', () => {
      const copy = source.slice();
      retimeSegment(source, { segmentNumber: NOW_SEGMENT, clip, representation: rep });
      expect(source).toEqual(copy);
    });
  });

  it('should subtract the first clip segment decode time', () => {
    const rep = { ...clip.representations[0]!, firstDecodeTime: 1000 };
    expect(decodeTimeShift({ segmentNumber: 2 * clip.segmentCount, clip, representation: rep })).toBe(
      2 * 16 * rep.timescale - 1000,
    );
  });
});

describe('when a version-0 tfdt must hold a time beyond 32 bits', () => {
  it.each([
    ['a', 'video'],
    ['a', 'audio'],
    ['clearkey', 'video'],
    ['clearkey', 'audio'],
  ])('should widen it to version 1 exactly as a version-1 segment is re-timed (%s %s)', (id, repId) => {
    const clip = clipMeta(id);
    const representation = clip.representations.find((rep) => rep.id === repId)!;
    const source = streamFile(`${id}/${repId}/2.m4s`);
    const narrow = narrowTfdt(source);
    expect(segmentFields(narrow).tfdtVersion).toBe(0);
    const target = { segmentNumber: NOW_SEGMENT, clip, representation };
    expect(retimeSegment(narrow, target)).toEqual(retimeSegment(source, target));
  });

  it('should patch it in place while the value fits', () => {
    const clip = clipMeta('a');
    const representation = clip.representations.find((rep) => rep.id === 'audio')!;
    const narrow = narrowTfdt(streamFile('a/audio/2.m4s'));
    const out = retimeSegment(narrow, { segmentNumber: clip.segmentCount + 2, clip, representation });
    const fields = segmentFields(out);
    expect([out.length, fields.tfdtVersion]).toEqual([narrow.length, 0]);
    expect(fields.decodeTime).toBe(segmentFields(narrow).decodeTime + 16 * representation.timescale);
  });
});
