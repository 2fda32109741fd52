/**
 * The static (replay) MPD of a past programme on a looped-clip channel: the same
 * segments as the live MPD, numbered from the programme start. With d the segment
 * duration, startNumber = floor((programmeStart − AST) / d) and presentationTimeOffset =
 * (programmeStart − AST)·timescale, which is startNumber·d·timescale when the programme
 * starts on a segment boundary (the note's formula) and stays exact otherwise.
 */
import type { ClipMeta } from './clip';
import { isoDuration } from './iso-time';
import { adaptationSets, MPD_NAMESPACES, xmlAttr } from './mpd-parts';

/** Inputs of {@link buildReplayMpd}; all times are epoch seconds. */
export interface ReplayMpdOptions {
  readonly programmeStart: number;
  readonly programmeStop: number;
  /** availabilityStartTime of the live channel the programme was on. */
  readonly ast: number;
  /** BaseURL of the segments, e.g. `a/` (relative to the MPD). */
  readonly basePath: string;
}

/** The first live segment number of a programme starting at `programmeStart`. */
export function replayStartNumber(clip: ClipMeta, programmeStart: number, ast: number): number {
  return Math.floor((programmeStart - ast) / clip.segmentDuration);
}

/** Builds the static MPD string of one programme's replay. */
export function buildReplayMpd(clip: ClipMeta, opts: ReplayMpdOptions): string {
  const d = clip.segmentDuration;
  const duration = isoDuration(opts.programmeStop - opts.programmeStart);
  const timing = {
    startNumber: replayStartNumber(clip, opts.programmeStart, opts.ast),
    presentationTimeOffsetSeconds: opts.programmeStart - opts.ast,
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<MPD ${MPD_NAMESPACES} type="static" mediaPresentationDuration="${duration}"` +
      ` minBufferTime="${isoDuration(d)}" maxSegmentDuration="${isoDuration(d)}">`,
    `<BaseURL>${xmlAttr(opts.basePath)}</BaseURL>`,
    `<Period id="0" start="PT0S" duration="${duration}">`,
    adaptationSets(clip, timing),
    '</Period>',
    '</MPD>',
    '',
  ].join('\n');
}
