/**
 * The dynamic (live) MPD of a looped clip, per /work/shared/notes/live-dash-from-a-clip.md:
 * one period from a fixed availability start, `$Number$` templates from 0, a start-over
 * window, and a `urn:mpeg:dash:utc:direct:2014` UTCTiming carrying the server's "now" so
 * the player needs no time endpoint and tolerates a wrong device clock.
 */
import { DEFAULT_TIME_SHIFT_SECONDS, PRESENTATION_DELAY_SEGMENTS, type ClipMeta } from './clip';
import { isoDateTime, isoDuration } from './iso-time';
import { adaptationSets, MPD_NAMESPACES, xmlAttr } from './mpd-parts';

/** Scheme of a UTCTiming element whose value is the time itself. */
export const UTC_DIRECT_SCHEME = 'urn:mpeg:dash:utc:direct:2014';

/** Inputs of {@link buildLiveMpd}; all times are epoch seconds. */
export interface LiveMpdOptions {
  /** availabilityStartTime: live segment N covers [AST + N·d, AST + (N+1)·d). */
  readonly availabilityStart: number;
  /** The server's current time, published in the UTCTiming element. */
  readonly now: number;
  /** BaseURL of the segments, e.g. `a/` (relative to the MPD) or `/streams/live/a/`. */
  readonly basePath: string;
  /** Start-over window (timeShiftBufferDepth) in seconds; 2 h by default. */
  readonly timeShiftBufferDepth?: number;
}

/** Builds the dynamic MPD string of a clip played as an endless live channel. */
export function buildLiveMpd(clip: ClipMeta, opts: LiveMpdOptions): string {
  const d = clip.segmentDuration;
  const depth = opts.timeShiftBufferDepth ?? DEFAULT_TIME_SHIFT_SECONDS;
  const start = isoDateTime(opts.availabilityStart);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<MPD ${MPD_NAMESPACES} type="dynamic" availabilityStartTime="${start}" publishTime="${start}"` +
      ` timeShiftBufferDepth="${isoDuration(depth)}"` +
      ` suggestedPresentationDelay="${isoDuration(PRESENTATION_DELAY_SEGMENTS * d)}"` +
      ` minBufferTime="${isoDuration(d)}" maxSegmentDuration="${isoDuration(d)}">`,
    `<BaseURL>${xmlAttr(opts.basePath)}</BaseURL>`,
    `<Period id="0" start="PT0S">`,
    adaptationSets(clip, { startNumber: 0, presentationTimeOffsetSeconds: 0 }),
    '</Period>',
    `<UTCTiming schemeIdUri="${UTC_DIRECT_SCHEME}" value="${isoDateTime(opts.now)}"/>`,
    '</MPD>',
    '',
  ].join('\n');
}
