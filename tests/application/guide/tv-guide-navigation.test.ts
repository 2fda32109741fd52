import { describe, expect, it } from 'vitest';
import {
  focusAt,
  gapAround,
  moveFocus,
  resolveFocus,
  revealRow,
  revealTime,
  rowsAroundPage,
  showsAroundWindow,
  type ShowsOfRow,
  type TvGuideFocus,
  type TvGuideGeometry,
  type TvGuideMove,
} from '../../../src/application/guide/tv-guide-navigation';
import type { Show } from '../../../src/domain/shows/show';
import { Temporal } from '../../../src/domain/time';
import { aShow, at } from '../../fakes/shows';

const geometry: TvGuideGeometry = {
  rowCount: 10,
  visibleRows: 3,
  windowLength: Temporal.Duration.from({ hours: 2 }),
  bounds: { start: at('2026-11-15T00:00:00Z'), stop: at('2026-11-30T00:00:00Z') },
  zone: 'UTC',
};

const show = (id: string, start: string, stop: string): Show =>
  aShow({ id, startDate: at(`2026-11-22T${start}:00Z`), stopDate: at(`2026-11-22T${stop}:00Z`) });

/** Row 0 and 1 loaded, row 2 not yet, row 3 with a gap from 20:30 to 21:00, the others empty. */
const rows: Record<number, Show[] | undefined> = {
  0: [show('a', '20:00', '21:00'), show('b', '21:00', '22:30'), show('c', '22:30', '23:00')],
  1: [show('d', '19:30', '20:45'), show('e', '20:45', '22:00'), show('f', '22:00', '23:30')],
  2: undefined,
  3: [show('g', '20:00', '20:30'), show('h', '21:00', '22:00')],
};
const shows: ShowsOfRow = (row) => (row in rows ? rows[row] : []);

const focus = (overrides: Partial<TvGuideFocus> = {}): TvGuideFocus => ({
  row: 0,
  showId: 'a',
  cursor: at('2026-11-22T20:10:00Z'),
  windowStart: at('2026-11-22T19:30:00Z'),
  firstRow: 0,
  ...overrides,
});
const time = (hhmm: string) => at(`2026-11-22T${hhmm}:00Z`);
interface Summary {
  row: number;
  showId: string | null;
  cursor: string;
  windowStart: string;
  firstRow: number;
}
const summary = (next: TvGuideFocus | null): Summary | null =>
  next === null
    ? null
    : {
        row: next.row,
        showId: next.showId,
        cursor: next.cursor.toString(),
        windowStart: next.windowStart.toString(),
        firstRow: next.firstRow,
      };

describe('when Up or Down moves to the next channel', () => {
  it.each<[string, Partial<TvGuideFocus>, TvGuideMove, Partial<Summary>]>([
    [
      'should land on the show overlapping the time cursor',
      {},
      'down',
      { row: 1, showId: 'd', cursor: time('20:10').toString() },
    ],
    [
      'should keep the cursor, not the show start, across several rows',
      { row: 1, showId: 'e', cursor: time('20:50') },
      'up',
      { row: 0, showId: 'a', cursor: time('20:50').toString() },
    ],
    [
      'should focus the cursor without a show while the row is not loaded',
      { row: 1, showId: 'd' },
      'down',
      { row: 2, showId: null },
    ],
    [
      'should focus the gap when no show overlaps the cursor',
      { row: 2, showId: null, cursor: time('20:40') },
      'down',
      { row: 3, showId: null },
    ],
    ['should keep the time window', {}, 'down', { windowStart: time('19:30').toString() }],
    [
      'should scroll the rows down by one when leaving the last visible row',
      { row: 2, showId: null, firstRow: 0 },
      'down',
      { row: 3, firstRow: 1 },
    ],
    [
      'should scroll the rows up by one when leaving the first visible row',
      { row: 3, showId: 'g', firstRow: 3 },
      'up',
      { row: 2, firstRow: 2 },
    ],
  ])('%s', (_, from, move, expected) => {
    expect(summary(moveFocus(focus(from), move, geometry, shows))).toMatchObject(expected);
  });

  it.each<[string, Partial<TvGuideFocus>, TvGuideMove]>([
    ['Up on the first channel', { row: 0 }, 'up'],
    ['Down on the last channel', { row: 9, showId: null, firstRow: 7 }, 'down'],
  ])('should leave %s to what surrounds the grid', (_, from, move) => {
    expect(moveFocus(focus(from), move, geometry, shows)).toBeNull();
  });
});

describe('when Left or Right steps show by show', () => {
  it.each<[string, Partial<TvGuideFocus>, TvGuideMove, Partial<Summary>]>([
    [
      'should go to the next show and put the cursor at its start',
      { windowStart: time('20:00') },
      'right',
      { showId: 'b', cursor: time('21:00').toString(), windowStart: time('20:00').toString() },
    ],
    [
      'should scroll the window in half hours when the next show starts near its end',
      { showId: 'b', cursor: time('21:00') },
      'right',
      { showId: 'c', cursor: time('22:30').toString(), windowStart: time('22:00').toString() },
    ],
    [
      'should go to the previous show',
      { showId: 'b', cursor: time('21:00') },
      'left',
      { showId: 'a', cursor: time('20:00').toString(), windowStart: time('19:30').toString() },
    ],
    [
      'should scroll the window back to a previous show starting before it',
      { row: 1, showId: 'e', cursor: time('20:45'), windowStart: time('20:00') },
      'left',
      { showId: 'd', windowStart: time('19:30').toString() },
    ],
    [
      'should step over a gap to the next show',
      { row: 3, showId: 'g', cursor: time('20:00') },
      'right',
      { showId: 'h', cursor: time('21:00').toString() },
    ],
    [
      'should step into the time after the last loaded show (its chunk comes next)',
      { showId: 'c', cursor: time('22:30'), windowStart: time('22:00') },
      'right',
      { showId: null, cursor: time('23:00').toString(), windowStart: time('22:00').toString() },
    ],
    [
      'should step half an hour on a row that is not loaded',
      { row: 2, showId: null, cursor: time('20:10') },
      'right',
      { showId: null, cursor: time('20:40').toString() },
    ],
    [
      'should step into the time before the first loaded show',
      { showId: 'a', cursor: time('20:00'), windowStart: time('20:00') },
      'left',
      { showId: null, cursor: '2026-11-22T19:59:59.999Z', windowStart: time('19:30').toString() },
    ],
  ])('%s', (_, from, move, expected) => {
    expect(summary(moveFocus(focus(from), move, geometry, shows))).toMatchObject(expected);
  });

  it('should cross a day boundary show by show', () => {
    const late = (id: string, start: string, stop: string) => aShow({ id, startDate: at(start), stopDate: at(stop) });
    const night: ShowsOfRow = () => [
      late('x', '2026-11-22T23:00:00Z', '2026-11-23T00:30:00Z'),
      late('y', '2026-11-23T00:30:00Z', '2026-11-23T01:00:00Z'),
    ];
    const next = moveFocus(
      focus({ showId: 'x', cursor: at('2026-11-22T23:00:00Z'), windowStart: at('2026-11-22T22:00:00Z') }),
      'right',
      geometry,
      night,
    );
    expect(summary(next)).toMatchObject({
      showId: 'y',
      cursor: '2026-11-23T00:30:00Z',
      windowStart: '2026-11-23T00:00:00Z',
    });
  });

  it("should leave Left at the guide's first instant to the menu", () => {
    const first = aShow({ id: 'first', startDate: at('2026-11-14T23:00:00Z'), stopDate: at('2026-11-15T01:00:00Z') });
    expect(
      moveFocus(
        focus({ showId: 'first', cursor: geometry.bounds.start, windowStart: geometry.bounds.start }),
        'left',
        geometry,
        () => [first],
      ),
    ).toBeNull();
  });

  it("should keep the focus on Right at the guide's last instant", () => {
    const last = aShow({ id: 'last', startDate: at('2026-11-29T23:00:00Z'), stopDate: at('2026-11-30T01:00:00Z') });
    const from = focus({ showId: 'last', cursor: at('2026-11-29T23:00:00Z'), windowStart: at('2026-11-29T22:00:00Z') });
    expect(moveFocus(from, 'right', geometry, () => [last])).toBe(from);
  });
});

describe('when CH+ or CH- pages the channels', () => {
  it.each<[string, Partial<TvGuideFocus>, TvGuideMove, Partial<Summary>]>([
    [
      'should move a page down, rows and focus together, at the same cursor',
      { row: 1, showId: 'd', firstRow: 0 },
      'pageDown',
      { row: 4, firstRow: 3, showId: null, cursor: time('20:10').toString() },
    ],
    ['should move a page up', { row: 4, showId: null, firstRow: 3 }, 'pageUp', { row: 1, firstRow: 0, showId: 'd' }],
    [
      'should stop at the last channel with a full last page',
      { row: 8, showId: null, firstRow: 6 },
      'pageDown',
      { row: 9, firstRow: 7 },
    ],
    [
      'should stop at the first channel',
      { row: 1, showId: 'd', firstRow: 1 },
      'pageUp',
      { row: 0, firstRow: 0, showId: 'a' },
    ],
  ])('%s', (_, from, move, expected) => {
    expect(summary(moveFocus(focus(from), move, geometry, shows))).toMatchObject(expected);
  });

  it('should keep the focus when there is no page further', () => {
    const from = focus({ row: 9, showId: null, firstRow: 7 });
    expect(moveFocus(from, 'pageDown', geometry, shows)).toBe(from);
  });
});

describe('when a day jump moves the cursor', () => {
  it.each<[string, Partial<TvGuideFocus>, TvGuideMove, Partial<Summary>]>([
    [
      'should keep the row and the wall-clock time a day later',
      {},
      'dayForward',
      { row: 0, cursor: '2026-11-23T20:10:00Z', windowStart: '2026-11-23T19:30:00Z', showId: null },
    ],
    ['should go back a day', {}, 'dayBack', { cursor: '2026-11-21T20:10:00Z', windowStart: '2026-11-21T19:30:00Z' }],
    [
      "should stop at the guide's last day",
      { cursor: at('2026-11-29T20:00:00Z'), windowStart: at('2026-11-29T19:30:00Z') },
      'dayForward',
      { cursor: '2026-11-30T00:00:00Z', windowStart: '2026-11-29T22:00:00Z' },
    ],
  ])('%s', (_, from, move, expected) => {
    expect(summary(moveFocus(focus(from), move, geometry, shows))).toMatchObject(expected);
  });

  it('should keep the wall-clock time across a change of daylight saving time', () => {
    const zurich = {
      ...geometry,
      zone: 'Europe/Zurich',
      bounds: { start: at('2026-10-20T00:00:00Z'), stop: at('2026-11-05T00:00:00Z') },
    };
    const next = moveFocus(
      focus({ cursor: at('2026-10-24T18:00:00Z'), windowStart: at('2026-10-24T17:00:00Z') }),
      'dayForward',
      zurich,
      () => [],
    );
    // 20:00 in Zurich on both days: UTC+2 on Saturday, UTC+1 on Sunday.
    expect(next?.cursor.toString()).toBe('2026-10-25T19:00:00Z');
  });

  it('should keep the focus at the first instant when going back further', () => {
    const from = focus({ cursor: geometry.bounds.start, windowStart: geometry.bounds.start });
    expect(moveFocus(from, 'dayBack', geometry, shows)).toBe(from);
  });
});

describe('the focus at an instant (opening the guide, back to now)', () => {
  it('should put the window half an hour before the cursor, on its half hour, and focus the show that is on', () => {
    expect(summary(focusAt(time('20:10'), 1, 0, geometry, shows))).toEqual({
      row: 1,
      showId: 'd',
      cursor: time('20:10').toString(),
      windowStart: time('19:30').toString(),
      firstRow: 0,
    });
  });

  it("should keep the window inside the guide's bounds", () => {
    expect(focusAt(at('2026-11-15T00:10:00Z'), 0, 0, geometry, shows).windowStart.toString()).toBe(
      '2026-11-15T00:00:00Z',
    );
  });

  it('should show the focused row', () => {
    expect(focusAt(time('20:10'), 8, 0, geometry, shows).firstRow).toBe(6);
  });
});

describe('a focus waiting for its show', () => {
  it('should take the show at its cursor once its chunk is in', () => {
    const waiting = focus({ row: 2, showId: null, cursor: time('20:10') });
    expect(resolveFocus(waiting, () => [show('late', '20:00', '21:00')]).showId).toBe('late');
  });

  it('should stay as it is while nothing is at its cursor', () => {
    const waiting = focus({ row: 3, showId: null, cursor: time('20:40') });
    expect(resolveFocus(waiting, shows)).toBe(waiting);
  });

  it.each([
    ['between the shows around the cursor', rows[3], time('20:40'), ['20:30', '21:00']],
    ["to the window's edges when nothing is loaded", undefined, time('20:40'), ['19:30', '21:30']],
  ])('should cover the gap %s', (_, list, cursor, [start, stop]) => {
    expect(gapAround(list, cursor, { start: time('19:30'), stop: time('21:30') })).toEqual({
      start: time(start!),
      stop: time(stop!),
    });
  });
});

describe('revealing', () => {
  it.each([
    ['a time inside the window keeps it', '20:30', '19:30'],
    ['a time before it moves it back to its half hour', '18:40', '18:30'],
    ['a time in its last half hour moves it on, a half hour before', '21:10', '20:30'],
  ])('%s', (_, target, expected) => {
    expect(revealTime(time('19:30'), time(target), geometry).toString()).toBe(time(expected).toString());
  });

  it.each([
    [0, 2, 0],
    [0, 3, 1],
    [5, 4, 4],
    [7, 9, 7],
  ])('from first row %i, row %i should show from row %i', (first, row, expected) => {
    expect(revealRow(first, row, geometry)).toBe(expected);
  });
});

describe('what the grid draws beyond its window, so that a key finds its cell already drawn', () => {
  const window = { start: time('20:30'), stop: time('22:00') };
  it.each([
    [
      'the shows of the window and two on each side',
      [
        show('x', '18:00', '19:00'),
        show('y', '19:00', '19:30'),
        show('z', '19:30', '20:00'),
        ...rows[0]!,
        show('n', '23:00', '23:30'),
        show('o', '23:30', '23:45'),
      ],
      ['y', 'z', 'a', 'b', 'c', 'n'],
    ],
    ['no show before when the first one starts in the window', rows[1]!, ['d', 'e', 'f']],
    [
      'the last two when the row ends before the window',
      [show('x', '18:00', '19:00'), show('y', '19:00', '19:30'), show('z', '19:30', '20:00')],
      ['y', 'z'],
    ],
    ['nothing when the row has no show', [], []],
  ])('should give %s', (_, list, ids) => {
    expect(showsAroundWindow(list, window).map((entry) => entry.id)).toEqual(ids);
  });

  it.each([
    ['the first row', 0, 10, [0, 9]],
    ['a middle row', 5, 20, [3, 14]],
    ['the last page', 15, 20, [13, 20]],
    ['a lineup shorter than a page', 0, 3, [0, 3]],
  ])('should draw two rows beyond each edge of the page (DRAWN_BEYOND), from %s', (_, firstRow, rowCount, range) => {
    expect(rowsAroundPage(firstRow, { ...geometry, rowCount, visibleRows: 7 })).toEqual(range);
  });
});
