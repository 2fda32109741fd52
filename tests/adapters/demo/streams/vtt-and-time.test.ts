import { describe, expect, it } from 'vitest';
import { isoDateTime, isoDuration, vttTimestamp } from '../../../../src/adapters/demo/streams/iso-time';
import { parseVttCues, parseVttTime, vttSegment } from '../../../../src/adapters/demo/streams/vtt-segment';
import { clipMeta } from './stream-files';

describe('when formatting MPD times', () => {
  it.each([
    [0, '1970-01-01T00:00:00Z'],
    [1_767_225_600, '2026-01-01T00:00:00Z'],
    [951_782_400.5, '2000-02-29T00:00:00.500Z'],
    [4_107_542_399, '2100-02-28T23:59:59Z'],
  ])('should write %d as %s', (seconds, iso) => {
    expect(isoDateTime(seconds)).toBe(iso);
  });

  it('should write durations in seconds', () => {
    expect([isoDuration(6), isoDuration(7200), isoDuration(1.5)]).toEqual(['PT6S', 'PT7200S', 'PT1.5S']);
  });

  it('should write WebVTT timestamps with hours beyond two digits', () => {
    expect(vttTimestamp(28_000_000.25)).toBe('7777:46:40.250');
    expect(parseVttTime('7777:46:40.250')).toBe(28_000_000.25);
    expect(parseVttTime('01:02.003')).toBe(62.003);
  });
});

describe('when cutting WebVTT into segments', () => {
  const source =
    'WEBVTT\n\n1\n00:00:01.000 --> 00:00:05.000 line:90%\nHello\nworld\n\nNOTE skip me\n\n00:15.000 --> 00:16.000\nLast\n';

  it('should parse cues with settings and multi-line text', () => {
    expect(parseVttCues(source)).toEqual([
      { start: 1, end: 5, settings: ' line:90%', text: 'Hello\nworld' },
      { start: 15, end: 16, settings: '', text: 'Last' },
    ]);
  });

  it('should clip cues to the segment and shift them by whole loops', () => {
    const clip = clipMeta('multi');
    expect(vttSegment(source, 8 + 2, clip)).toBe('WEBVTT\n\n00:00:20.000 --> 00:00:21.000 line:90%\nHello\nworld\n');
    expect(vttSegment(source, 8 * 3 + 5, clip)).toBe('WEBVTT\n');
  });
});
