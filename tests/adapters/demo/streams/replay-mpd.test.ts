import { describe, expect, it } from 'vitest';
import { DEMO_AVAILABILITY_START } from '../../../../src/adapters/demo/streams/clip';
import { buildReplayMpd, replayStartNumber } from '../../../../src/adapters/demo/streams/replay-mpd';
import { clipMeta, parseXml } from './stream-files';

const AST = DEMO_AVAILABILITY_START;
const HOUR = 3600;

describe('when building the replay MPD of a past programme', () => {
  const clip = clipMeta('multi');
  const programmeStart = AST + 100 * HOUR;
  const mpd = parseXml(
    buildReplayMpd(clip, { programmeStart, programmeStop: programmeStart + 1.5 * HOUR, ast: AST, basePath: 'multi/' }),
  );

  it('should be static and last as long as the programme', () => {
    const root = mpd.documentElement;
    expect([root.getAttribute('type'), root.getAttribute('mediaPresentationDuration')]).toEqual(['static', 'PT5400S']);
    expect(mpd.getElementsByTagName('Period')[0]?.getAttribute('duration')).toBe('PT5400S');
    expect(mpd.getElementsByTagName('UTCTiming')).toHaveLength(0);
  });

  it('should start numbering at (start − AST) / d with presentationTimeOffset = startNumber·d·timescale', () => {
    const startNumber = (100 * HOUR) / 2;
    const templates = Array.from(mpd.getElementsByTagName('SegmentTemplate'));
    // One template per track (video and audio at least), so that the checks below check something.
    expect(templates.length).toBeGreaterThanOrEqual(2);
    expect(templates).toHaveLength(mpd.getElementsByTagName('AdaptationSet').length);
    expect(
      templates.map((template) => [
        Number(template.getAttribute('startNumber')),
        Number(template.getAttribute('presentationTimeOffset')),
      ]),
    ).toEqual(templates.map((template) => [startNumber, startNumber * 2 * Number(template.getAttribute('timescale'))]));
  });

  it('should start at the segment holding an unaligned programme start and offset time exactly', () => {
    expect(replayStartNumber(clip, AST + 61, AST)).toBe(30);
    const unaligned = parseXml(
      buildReplayMpd(clip, { programmeStart: AST + 61, programmeStop: AST + 121, ast: AST, basePath: '' }),
    );
    const audio = unaligned.getElementsByTagName('SegmentTemplate')[1];
    expect(audio?.getAttribute('presentationTimeOffset')).toBe(String(61 * 48_000));
  });
});
