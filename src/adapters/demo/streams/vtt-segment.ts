/**
 * Cuts a clip's whole WebVTT file into the text segment of live segment N: the cues of
 * clip segment N mod K (clipped to the segment's bounds), shifted onto the live timeline,
 * where segment N covers media time [N·d, (N+1)·d). Cue times are then relative to the
 * period start, as shaka reads segmented WebVTT in DASH by default.
 */
import type { ClipMeta } from './clip';
import { vttTimestamp } from './iso-time';

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
const MILLIS = 1000;
const TIMING = /^\s*((?:\d+:)?\d{2}:\d{2}\.\d{3})\s+-->\s+((?:\d+:)?\d{2}:\d{2}\.\d{3})(.*)$/;

/** One parsed cue. */
export interface VttCue {
  readonly start: number;
  readonly end: number;
  /** Cue settings after the end time (e.g. ` line:90%`), kept verbatim. */
  readonly settings: string;
  readonly text: string;
}

/** Parses `[hh:]mm:ss.mmm` into seconds. */
export function parseVttTime(value: string): number {
  const parts = value.split(':').map(Number);
  const seconds = parts.pop() ?? 0;
  const minutes = parts.pop() ?? 0;
  const hours = parts.pop() ?? 0;
  return Math.round((hours * SECONDS_PER_HOUR + minutes * SECONDS_PER_MINUTE + seconds) * MILLIS) / MILLIS;
}

/** Parses the cues of a WebVTT file (identifiers, notes and styles are dropped). */
export function parseVttCues(source: string): VttCue[] {
  const cues: VttCue[] = [];
  for (const block of source.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => TIMING.test(line));
    const match = at >= 0 ? TIMING.exec(lines[at] ?? '') : null;
    if (!match) continue;
    cues.push({
      start: parseVttTime(match[1] ?? ''),
      end: parseVttTime(match[2] ?? ''),
      settings: match[3] ?? '',
      text: lines
        .slice(at + 1)
        .join('\n')
        .trimEnd(),
    });
  }
  return cues;
}

/** The WebVTT text segment for live segment `segmentNumber` of `clip`. */
export function vttSegment(source: string, segmentNumber: number, clip: ClipMeta): string {
  const d = clip.segmentDuration;
  const index = segmentNumber % clip.segmentCount;
  const from = index * d;
  const to = from + d;
  const shift = (segmentNumber - index) * d;
  const cues = parseVttCues(source)
    .filter((cue) => cue.end > from && cue.start < to)
    .map((cue) => {
      const start = vttTimestamp(Math.max(cue.start, from) + shift);
      const end = vttTimestamp(Math.min(cue.end, to) + shift);
      return `${start} --> ${end}${cue.settings}\n${cue.text}`;
    });
  return ['WEBVTT', ...cues].join('\n\n') + '\n';
}
