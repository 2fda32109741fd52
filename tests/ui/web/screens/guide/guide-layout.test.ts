import { describe, expect, it } from 'vitest';
import { chunkIdAt } from '../../../../../src/domain/guide/epg-chunk';
import { guideBounds } from '../../../../../src/domain/guide/guide';
import type { Show } from '../../../../../src/domain/shows/show';
import { Temporal } from '../../../../../src/domain/time';
import { dayIndexAt, guideDays, viewOnDay } from '../../../../../src/application/guide/guide-days';
import { chunksToLoad, showsInWindow } from '../../../../../src/application/guide/guide.model';
import { instantAt, xOf } from '../../../../../src/application/guide/guide-geometry';
import {
  CHANNEL_COLUMN_WIDTH,
  HEADER_HEIGHT,
  ROW_HEIGHT,
  ROW_OVERSCAN,
  pixelsPerMs,
  renderedTime,
  visibleRows,
  visibleTime,
} from '../../../../../src/ui/web/screens/guide/guide-layout';

const at = (iso: string) => Temporal.Instant.from(iso);
const origin = at('2026-11-15T00:00:00Z');
const show = (id: string, start: string, stop: string): Show => ({
  id,
  channelId: 'c1',
  categoryId: 0,
  startDate: at(start),
  stopDate: at(stop),
  title: id,
  subTitle: '',
  serieId: '',
  age: 0,
});

describe('when the grid is 1,348 px wide (a typical laptop)', () => {
  const width = CHANNEL_COLUMN_WIDTH + 1200;
  const scale = pixelsPerMs(width);

  it('should fit the 5-hour EPG window in the time area', () => {
    const visible = visibleTime({ scrollLeft: 0, scrollTop: 0, width, height: 600 }, origin, scale);
    expect(visible.stop.since(visible.start).total('hours')).toBeCloseTo(5, 5);
  });

  it('should map an instant to an offset and back', () => {
    const instant = at('2026-11-15T13:30:00Z');
    expect(instantAt(xOf(instant, origin, scale), origin, scale).equals(instant)).toBe(true);
    expect(xOf(at('2026-11-15T01:00:00Z'), origin, scale)).toBeCloseTo(240, 5);
  });
});

describe('when the grid is very narrow or very wide', () => {
  it.each([
    [750, 2.5],
    [4000, 8],
  ])('at %i px it should keep the scale at %f px a minute', (width, perMinute) => {
    expect(pixelsPerMs(width) * 60_000).toBeCloseTo(perMinute, 5);
  });
});

describe('when choosing the rows to render', () => {
  const viewport = { scrollLeft: 0, scrollTop: 0, width: 1300, height: HEADER_HEIGHT + 10 * ROW_HEIGHT };

  it('should render the visible rows and the overscan below at the top', () => {
    expect(visibleRows(viewport, 400)).toEqual({ first: 0, last: 10 + ROW_OVERSCAN });
  });

  it('should render the same number of rows deep in a 400-channel lineup', () => {
    const rows = visibleRows({ ...viewport, scrollTop: 200 * ROW_HEIGHT }, 400);
    expect(rows).toEqual({ first: 200 - ROW_OVERSCAN, last: 210 + ROW_OVERSCAN });
  });

  it('should stop at the last channel', () => {
    expect(visibleRows({ ...viewport, scrollTop: 395 * ROW_HEIGHT }, 400)).toEqual({
      first: 395 - ROW_OVERSCAN,
      last: 400,
    });
  });

  it('should render nothing for an empty lineup', () => {
    expect(visibleRows(viewport, 0)).toEqual({ first: 0, last: 0 });
  });
});

describe('when choosing the shows to render', () => {
  const chunkA = new Map([
    [
      'c1',
      [
        show('a', '2026-11-15T07:00:00Z', '2026-11-15T08:30:00Z'),
        show('b', '2026-11-15T08:30:00Z', '2026-11-15T09:00:00Z'),
      ],
    ],
  ]);
  // The show crossing the 08:00 chunk boundary comes in both chunks.
  const chunkB = new Map([
    [
      'c1',
      [
        show('b', '2026-11-15T08:30:00Z', '2026-11-15T09:00:00Z'),
        show('c', '2026-11-15T09:00:00Z', '2026-11-15T10:00:00Z'),
      ],
    ],
  ]);
  const window = { start: at('2026-11-15T08:00:00Z'), stop: at('2026-11-15T09:30:00Z') };

  it('should keep the shows overlapping the window once each, in start order', () => {
    expect(showsInWindow([chunkB, chunkA], 'c1', window).map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });

  it('should drop shows that end when the window starts', () => {
    expect(
      showsInWindow([chunkA], 'c1', { start: at('2026-11-15T09:00:00Z'), stop: at('2026-11-15T11:00:00Z') }),
    ).toEqual([]);
  });

  it('should ignore chunks still loading and channels without shows', () => {
    expect(showsInWindow([undefined, chunkA], 'c2', window)).toEqual([]);
  });

  it('should widen the rendered span by half an hour on each side', () => {
    const rendered = renderedTime(window);
    expect(rendered.start.toString()).toBe('2026-11-15T07:30:00Z');
    expect(rendered.stop.toString()).toBe('2026-11-15T10:00:00Z');
  });
});

describe('when choosing the chunks to load', () => {
  it('should load the chunks covering the visible span and prefetch one on each side', () => {
    const visible = { start: at('2026-11-15T05:00:00Z'), stop: at('2026-11-15T10:00:00Z') };
    const first = chunkIdAt(visible.start);
    expect(chunksToLoad(visible)).toEqual({ visible: [first, first + 1], prefetch: [first - 1, first + 2] });
  });

  it('should load nothing for an empty span', () => {
    expect(chunksToLoad({ start: origin, stop: origin })).toEqual({ visible: [], prefetch: [] });
  });
});

describe('when moving between days', () => {
  const now = at('2026-11-15T10:00:00Z');
  const bounds = guideBounds(now, 'Europe/Zurich');
  const days = guideDays(bounds, 'Europe/Zurich');
  const fiveHours = Temporal.Duration.from({ hours: 5 });

  it('should offer 15 days, 7 back and 7 forward', () => {
    expect(days).toHaveLength(15);
    expect(days[0]!.toPlainDate().toString()).toBe('2026-11-08');
    expect(days[14]!.toPlainDate().toString()).toBe('2026-11-22');
  });

  it('should keep the time of day when going to another day', () => {
    const view = viewOnDay(9, days, at('2026-11-15T11:00:00Z'), fiveHours, bounds);
    expect(view.start.toString()).toBe('2026-11-17T08:30:00Z');
    expect(dayIndexAt(view.start, days)).toBe(9);
  });

  it('should stop at the end of the last day', () => {
    const view = viewOnDay(14, days, at('2026-11-15T22:00:00Z'), fiveHours, bounds);
    expect(view.stop.equals(bounds.stop)).toBe(true);
    expect(dayIndexAt(view.start, days)).toBe(14);
  });

  it('should stop at the start of the first day', () => {
    const view = viewOnDay(0, days, at('2026-11-15T00:30:00Z'), fiveHours, bounds);
    expect(view.start.equals(bounds.start)).toBe(true);
  });
});
