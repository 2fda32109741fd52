import { describe, expect, it } from 'vitest';
import {
  connectSearch,
  distinctShows,
  searchPath,
  searchTabOf,
  SEARCH_RESULT_LIMIT,
  type SearchFound,
  type SearchInput,
} from '../../../src/application/search/search.model';
import { ApiError } from '../../../src/domain/errors';
import { showTiming, type Show } from '../../../src/domain/shows/show';
import { aChannel, aShow, at } from '../../fakes/shows';
import { searchGuideChunks } from '../../../src/application/search/search.model';

const now = at('2026-11-22T20:30:00Z');
const past = aShow({
  id: 'past',
  title: 'Le Journal',
  startDate: at('2026-11-22T18:00:00Z'),
  stopDate: at('2026-11-22T19:00:00Z'),
});
const current = aShow({ id: 'current', title: 'Le Journal du soir' });
const future = aShow({
  id: 'future',
  title: 'Journal de la nuit',
  startDate: at('2026-11-22T23:00:00Z'),
  stopDate: at('2026-11-22T23:30:00Z'),
});

/** Every show found, best first, as the engine's groups would give them (the best `limit`, counted). */
function found(shows: readonly Show[], limit = SEARCH_RESULT_LIMIT): SearchFound {
  const tab = (list: readonly Show[]) => ({ shows: list.slice(0, limit), count: list.length });
  const ended = (show: Show) => showTiming(show, now) === 'ended';
  return { all: tab(shows), live: tab(shows.filter((show) => !ended(show))), replay: tab(shows.filter(ended)) };
}

const input = (overrides: Partial<SearchInput> = {}): SearchInput => ({
  query: 'journal',
  tab: undefined,
  found: found([past, current, future]),
  foundFor: 'journal',
  loading: false,
  remoteError: null,
  channels: new Map([['rts1', aChannel()]]),
  ...overrides,
});

describe('when reading the search address', () => {
  it.each<[string | undefined, string | undefined | null]>([
    [undefined, undefined],
    ['live', 'live'],
    ['replay', 'replay'],
    ['people', null],
  ])('the tab %s should be %s', (param, tab) => {
    expect(searchTabOf(param)).toBe(tab);
  });

  it.each<[Parameters<typeof searchPath>[0], string, string]>([
    [undefined, '', '/search'],
    [undefined, 'journal', '/search?q=journal'],
    ['replay', 'le jour & nuit', '/search/replay?q=le+jour+%26+nuit'],
  ])('tab %s with query "%s" should be at %s', (tab, query, path) => {
    expect(searchPath(tab, query)).toBe(path);
  });
});

describe('when gathering the guide’s shows', () => {
  it('should keep each show once and leave FAST cards out', () => {
    const fast = aShow({ id: 'fast', title: '' });
    expect(
      distinctShows([
        [past, current],
        [current, fast, future],
      ]).map((show) => show.id),
    ).toEqual(['past', 'current', 'future']);
  });
});

describe('when connecting the search screen', () => {
  it.each<[string, Partial<SearchInput>, string]>([
    ['nothing typed', { query: '  ' }, 'empty'],
    ['shows found', {}, 'results'],
    ['nothing found yet while a source answers', { found: found([]), loading: true }, 'searching'],
    ['nothing found', { found: found([]) }, 'none'],
    ['nothing in the tab', { found: found([past]), tab: 'live' }, 'none'],
  ])('with %s the state should be %s', (_, overrides, state) => {
    expect(connectSearch(input(overrides)).state).toBe(state);
  });

  it.each<[Parameters<typeof searchPath>[0], string[]]>([
    [undefined, ['past', 'current', 'future']],
    ['live', ['current', 'future']],
    ['replay', ['past']],
  ])('the tab %s should hold %o', (tab, ids) => {
    expect(connectSearch(input({ tab })).results.map((result) => result.show.id)).toEqual(ids);
  });

  it('should count each tab and keep the query in its address', () => {
    expect(connectSearch(input()).tabs).toEqual([
      { tab: undefined, count: 3, path: '/search?q=journal' },
      { tab: 'live', count: 2, path: '/search/live?q=journal' },
      { tab: 'replay', count: 1, path: '/search/replay?q=journal' },
    ]);
  });

  it('should draw the best results only and count the rest', () => {
    const many = Array.from({ length: SEARCH_RESULT_LIMIT + 5 }, (_, i) => aShow({ id: `s${i}` }));
    const model = connectSearch(input({ found: found(many) }));
    expect([model.results.length, model.more]).toEqual([SEARCH_RESULT_LIMIT, 5]);
  });

  it('should give the channel of each result', () => {
    expect(connectSearch(input()).results[0]?.channel?.name).toBe('RTS 1');
  });

  it('should tell why the provider failed and keep the guide’s results', () => {
    const model = connectSearch(input({ remoteError: new ApiError('network', 'show/epgflat/search') }));
    expect([model.remoteError, model.results.length]).toEqual(['network', 3]);
  });
});

describe('when choosing the guide chunks to search', () => {
  it('should cover a day either side of now in 4-hour chunks', () => {
    const ids = searchGuideChunks(at('2026-11-22T20:30:00Z'));
    expect([ids.length, ids.at(1)! - ids.at(0)!]).toEqual([13, 1]);
  });
});
