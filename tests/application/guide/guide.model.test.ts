import { describe, expect, it } from 'vitest';
import {
  chunksToLoad,
  guideCalendar,
  guideCell,
  guideDayPicker,
  guideStatus,
  overlaps,
  showsInWindow,
  showsOnceLoaded,
} from '../../../src/application/guide/guide.model';
import { chunkIdAt } from '../../../src/domain/guide/epg-chunk';
import { aProfile } from '../../fakes/profiles';
import { aChannel, aShow, at, extras } from '../../fakes/shows';

const span = (start: string, stop: string) => ({ start: at(start), stop: at(stop) });

describe('the guide calendar of a day', () => {
  it('should reach from 7 days back to the end of 7 days forward, one entry a day, whatever the minute of today', () => {
    const morning = guideCalendar(at('2026-11-22T07:00:00Z'), 'UTC');
    expect(morning.bounds).toEqual(span('2026-11-15T00:00:00Z', '2026-11-30T00:00:00Z'));
    expect(morning.days).toHaveLength(15);
    expect(guideCalendar(at('2026-11-22T23:59:00Z'), 'UTC').bounds).toEqual(morning.bounds);
  });
});

describe('spans that overlap', () => {
  it.each([
    [span('2026-11-22T10:00:00Z', '2026-11-22T11:00:00Z'), span('2026-11-22T10:30:00Z', '2026-11-22T12:00:00Z'), true],
    [span('2026-11-22T10:00:00Z', '2026-11-22T11:00:00Z'), span('2026-11-22T11:00:00Z', '2026-11-22T12:00:00Z'), false],
    [span('2026-11-22T10:00:00Z', '2026-11-22T13:00:00Z'), span('2026-11-22T11:00:00Z', '2026-11-22T12:00:00Z'), true],
  ])('%o and %o should overlap: %s', (a, b, expected) => {
    expect([overlaps(a, b), overlaps(b, a)]).toEqual([expected, expected]);
  });
});

describe('the chunks the guide loads', () => {
  const visible = span('2026-11-22T09:00:00Z', '2026-11-22T14:00:00Z');
  const first = chunkIdAt(visible.start);

  it('should load those covering the view, then prefetch one on each side', () => {
    expect(chunksToLoad(visible)).toEqual({ visible: [first, first + 1], prefetch: [first - 1, first + 2] });
  });

  it('should load nothing before the layout has placed its view', () => {
    expect(chunksToLoad(null, span('2026-11-22T08:00:00Z', '2026-11-22T16:00:00Z'))).toEqual({
      visible: [],
      prefetch: [],
    });
  });

  it('should leave out chunks wholly outside the bounds', () => {
    expect(chunksToLoad(visible, span('2026-11-22T08:00:00Z', '2026-11-22T16:00:00Z'))).toEqual({
      visible: [first, first + 1],
      prefetch: [],
    });
  });
});

describe('the shows of a channel once the guide has some', () => {
  const window = span('2026-11-22T10:00:00Z', '2026-11-22T12:00:00Z');
  const news = aShow({ id: 'news', startDate: at('2026-11-22T10:00:00Z'), stopDate: at('2026-11-22T11:00:00Z') });

  it('should not know them while no chunk is loaded', () => {
    expect(showsOnceLoaded([], 'rts1', window)).toBeUndefined();
    expect(showsOnceLoaded([undefined, undefined], 'rts1', window)).toBeUndefined();
  });

  it('should give those in the window once a chunk is loaded, none for a channel it has not', () => {
    const chunks = [undefined, new Map([['rts1', [news]]])];
    expect(showsOnceLoaded(chunks, 'rts1', window)).toEqual([news]);
    expect(showsOnceLoaded(chunks, 'c2', window)).toEqual([]);
  });
});

describe('the shows of a channel in a window', () => {
  it('should keep a show spanning two chunks once, in start order, and leave the rest out', () => {
    const long = aShow({ id: 'long', startDate: at('2026-11-22T11:00:00Z'), stopDate: at('2026-11-22T13:00:00Z') });
    const early = aShow({ id: 'early', startDate: at('2026-11-22T10:00:00Z'), stopDate: at('2026-11-22T11:00:00Z') });
    const other = aShow({
      id: 'other',
      channelId: 'c2',
      startDate: at('2026-11-22T10:00:00Z'),
      stopDate: at('2026-11-22T11:00:00Z'),
    });
    const chunks = [
      new Map([['rts1', [long]]]),
      undefined,
      new Map([
        ['rts1', [long, early]],
        ['c2', [other]],
      ]),
    ];
    expect(
      showsInWindow(chunks, 'rts1', span('2026-11-22T10:30:00Z', '2026-11-22T12:00:00Z')).map((show) => show.id),
    ).toEqual(['early', 'long']);
    expect(showsInWindow(chunks, 'rts1', span('2026-11-22T13:00:00Z', '2026-11-22T14:00:00Z'))).toEqual([]);
  });
});

describe('a guide cell', () => {
  it.each([
    [
      'a current show offers watching, when there is room',
      at('2026-11-22T20:30:00Z'),
      true,
      { timing: 'current', action: 'watch', recorded: false },
    ],
    ['a narrow cell offers nothing', at('2026-11-22T20:30:00Z'), false, { timing: 'current', action: null }],
    ['a future show offers recording', at('2026-11-22T18:00:00Z'), true, { timing: 'future', action: 'record' }],
    ['an ended show offers replay', at('2026-11-22T22:00:00Z'), true, { timing: 'ended', action: 'replay' }],
  ])('%s', (_, now, room, expected) => {
    expect(guideCell(aShow(), aChannel(), aProfile(), extras(), now, 'UTC', room)).toMatchObject(expected);
  });

  it('should say a show is recorded', () => {
    expect(
      guideCell(
        aShow(),
        aChannel(),
        aProfile(),
        extras({ recordings: new Set(['show-1']) }),
        at('2026-11-22T18:00:00Z'),
        'UTC',
        true,
      ),
    ).toMatchObject({ action: 'recorded', recorded: true });
  });
});

describe('what the guide says about its data', () => {
  const some = new Map([['rts1', [aShow()]]]);
  it.each<[string, object, { loading: boolean; error: unknown }]>([
    ['load until the channels are there', { channelCount: 0, chunks: [some] }, { loading: true, error: null }],
    [
      'load while no chunk is there yet',
      { chunksLoading: true, chunks: [undefined, undefined] },
      { loading: true, error: null },
    ],
    [
      'show the grid once a chunk is there, even while others load',
      { chunksLoading: true, chunks: [some, undefined] },
      { loading: false, error: null },
    ],
    [
      'say the channels failed first',
      { channelsError: 'channels', chunksError: 'chunk' },
      { loading: false, error: 'channels' },
    ],
    ['say a chunk failed', { chunksError: 'chunk' }, { loading: false, error: 'chunk' }],
  ])('should %s', (_, state, expected) => {
    expect(
      guideStatus({
        channelCount: 3,
        chunks: [some],
        chunksLoading: false,
        channelsError: null,
        chunksError: null,
        ...state,
      }),
    ).toEqual(expected);
  });
});

describe('the day picker of a guide view (issue 18: the day looked at)', () => {
  const zone = 'Europe/Zurich';
  const now = at('2026-11-22T22:33:00Z'); // 23:33 in Zurich
  const { days } = guideCalendar(now, zone);
  const today = 7;
  it.each([
    [
      'today while now is in view, though the view reaches into tomorrow',
      span('2026-11-22T21:33:00Z', '2026-11-23T02:33:00Z'),
      today,
    ],
    [
      'tomorrow once now is out of view and the middle is tomorrow',
      span('2026-11-23T08:00:00Z', '2026-11-23T13:00:00Z'),
      today + 1,
    ],
    ['yesterday for a view of yesterday', span('2026-11-21T08:00:00Z', '2026-11-21T13:00:00Z'), today - 1],
  ])('should pick %s', (_, view, dayIndex) => {
    expect(guideDayPicker(view, now, zone, days)).toEqual({ dayIndex, todayIndex: today });
  });
});
