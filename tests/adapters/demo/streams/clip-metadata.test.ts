import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { childrenOf, findBox, findPath, readBoxes, viewOf } from '../../../../src/adapters/demo/streams/boxes';
import { clipIndex, clipMeta, PUBLIC_DIR, segmentFields, streamFile } from './stream-files';

const MDHD_TIMESCALE_V0 = 12;

describe('when reading the committed clip metadata', () => {
  it('should list the six live clips, the multi clip and the clearkey clip', () => {
    expect(clipIndex.clips.map((clip) => clip.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'multi', 'clearkey']);
    expect(clipIndex.clips.filter((clip) => clip.encrypted).map((clip) => clip.id)).toEqual(['clearkey']);
  });

  describe.each(clipIndex.clips.map((clip) => clip.id))('clip %s', (id) => {
    const clip = clipMeta(id);
    const media = clip.representations.filter((rep) => rep.kind !== 'text');

    it('should be a 16 s loop of eight 2 s segments', () => {
      expect(clip.id).toBe(id);
      expect([clip.segmentDuration, clip.segmentCount]).toEqual([2, 8]);
    });

    it('should have exactly K media segments and an init segment per representation', () => {
      for (const rep of media) {
        for (let n = 0; n < clip.segmentCount; n += 1) {
          expect(existsSync(join(PUBLIC_DIR, 'streams', id, rep.media.replace('$Number$', String(n))))).toBe(true);
        }
        expect(
          existsSync(join(PUBLIC_DIR, 'streams', id, rep.media.replace('$Number$', String(clip.segmentCount)))),
        ).toBe(false);
        expect(rep.init && existsSync(join(PUBLIC_DIR, 'streams', id, rep.init))).toBe(true);
      }
    });

    it('should state the init segment timescale', () => {
      for (const rep of media) {
        const init = streamFile(`${id}/${rep.init}`);
        const mdhd = findPath(init, ['moov', 'trak', 'mdia', 'mdhd']);
        expect(mdhd && viewOf(init).getUint32(mdhd.payload + MDHD_TIMESCALE_V0)).toBe(rep.timescale);
      }
    });

    it('should loop seamlessly: the K segments last exactly K·d and follow each other', () => {
      for (const rep of media) {
        let expected = rep.firstDecodeTime;
        for (let n = 0; n < clip.segmentCount; n += 1) {
          const fields = segmentFields(streamFile(`${id}/${rep.media.replace('$Number$', String(n))}`));
          expect(fields.decodeTime).toBe(expected);
          expected += fields.durations.reduce((sum, d) => sum + d, 0);
        }
        expect(expected - rep.firstDecodeTime).toBe(clip.segmentCount * clip.segmentDuration * rep.timescale);
      }
    });
  });

  it('should offer fr, de, en and audio description (fr, role description) audio and fr, de subtitles in multi', () => {
    const clip = clipMeta('multi');
    const audio = clip.representations.filter((rep) => rep.kind === 'audio');
    expect(audio.map((rep) => [rep.languageCode, rep.language, rep.role])).toEqual([
      ['fr', 'fr', 'main'],
      ['de', 'de', 'main'],
      ['en', 'en', 'main'],
      ['ad', 'fr', 'description'],
    ]);
    const text = clip.representations.filter((rep) => rep.kind === 'text');
    expect(text.map((rep) => [rep.language, rep.mimeType])).toEqual([
      ['fr', 'text/vtt'],
      ['de', 'text/vtt'],
    ]);
    for (const rep of text) expect(new TextDecoder().decode(streamFile(`multi/${rep.source}`))).toMatch(/^WEBVTT\n/);
  });

  it('should carry the clearkey key id in tenc and pssh, and senc in every segment', () => {
    const clip = clipMeta('clearkey');
    const kid = clip.encryption?.kid ?? '';
    expect(kid).toMatch(/^[0-9a-f]{32}$/);
    expect(clip.encryption?.key).toMatch(/^[0-9a-f]{32}$/);
    for (const rep of clip.representations) {
      const init = streamFile(`clearkey/${rep.init}`);
      const hex = Array.from(init, (b) => b.toString(16).padStart(2, '0')).join('');
      expect(hex.split(kid).length - 1).toBe(2); // tenc default_KID and pssh KID
      const stsd = findPath(init, ['moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd']);
      expect(stsd && childrenOf(init, stsd, 8)[0]?.type).toBe(rep.kind === 'video' ? 'encv' : 'enca');
      expect(findBox(childrenOf(init, findPath(init, ['moov'])!), 'pssh')).toBeDefined();
      const segment = streamFile(`clearkey/${rep.media.replace('$Number$', '0')}`);
      const traf = findPath(segment, ['moof', 'traf']);
      expect(traf && childrenOf(segment, traf).map((box) => box.type)).toEqual([
        'tfhd',
        'tfdt',
        'trun',
        'senc',
        'saiz',
        'saio',
      ]);
      expect(readBoxes(segment).map((box) => box.type)).toEqual(['styp', 'sidx', 'moof', 'mdat']);
    }
  });
});
