import { describe, expect, it } from 'vitest';
import { createInPageSearchEngine } from '../../../src/adapters/system/in-page-search.engine';
import { seededRandom } from '../../../src/adapters/demo/random';
import { foundOf, scoreRemote, searchEntry, searchRequest } from '../../../src/application/search/search-found';
import {
  showSearchFields,
  SEARCH_RESULT_LIMIT,
  SEARCH_TABS,
  type SearchFound,
} from '../../../src/application/search/search.model';
import { createPlainSearch, type SearchHit } from '../../../src/domain/search/search';
import { showTiming, type Show } from '../../../src/domain/shows/show';
import { aShow, at } from '../../fakes/shows';

const names = new Map([
  ['rts1', 'RTS 1'],
  ['arte', 'Arte'],
  ['tf1', 'TF1'],
]);
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

/** The guide's shows searched by the engine, the provider's merged in, as the search screen asks. */
async function search(guide: readonly Show[], remote: readonly Show[], query: string): Promise<SearchFound> {
  const engine = createInPageSearchEngine();
  engine.index(guide.map((show) => searchEntry(show, names)));
  const scored = scoreRemote(remote, query, names);
  const answer = await engine.search(searchRequest(query, now, scored));
  return foundOf(answer!, new Map(guide.map((show) => [show.id, show])), scored);
}
const ids = (found: SearchFound, tab: keyof SearchFound = 'all') => found[tab].shows.map((show) => show.id);

/**
 * The screen's rule before the engine answered only the best of each tab: every hit of the
 * guide, best first, then the provider's scored shows; a show found by both once with its better
 * score and its first place; sorted by (score, place); then filtered per tab and cut.
 */
function everyHitThenCut(guide: readonly Show[], remote: readonly Show[], query: string): SearchFound {
  const fields = (show: Show) => showSearchFields(show, names);
  const local: SearchHit<Show>[] = createPlainSearch(guide, fields).search(query);
  const best = new Map<string, { show: Show; score: number; order: number }>();
  [...local, ...createPlainSearch(remote, fields).search(query)].forEach((hit, order) => {
    const known = best.get(hit.item.id);
    if (!known || hit.score < known.score)
      best.set(hit.item.id, { show: hit.item, score: hit.score, order: known?.order ?? order });
  });
  const all = [...best.values()].sort((a, b) => a.score - b.score || a.order - b.order).map((entry) => entry.show);
  const tab = (list: Show[]) => ({ shows: list.slice(0, SEARCH_RESULT_LIMIT), count: list.length });
  const ended = (show: Show) => showTiming(show, now) === 'ended';
  return { all: tab(all), live: tab(all.filter((show) => !ended(show))), replay: tab(all.filter(ended)) };
}

describe('when the engine finds the guide’s shows and merges the provider’s', () => {
  it('should add the provider’s shows that the guide does not hold, ranked by the same rule', async () => {
    expect(ids(await search([past, future], [current], 'journal')).sort()).toEqual(['current', 'future', 'past']);
  });

  it('should keep a show found by both once', async () => {
    const found = await search([past, future], [past], 'journal');
    expect([ids(found).filter((id) => id === 'past'), found.all.count]).toEqual([['past'], 2]);
  });

  it('should drop the provider’s shows that the fuzzy rule refuses', async () => {
    expect(
      ids(await search([past], [aShow({ id: 'other', title: 'Météo', channelId: 'arte' })], 'journal')),
    ).not.toContain('other');
  });

  it('should put the better match first', async () => {
    const exact = aShow({ id: 'exact', title: 'Journal' });
    const loose = aShow({ id: 'loose', title: 'Le grand débat du journal' });
    expect(ids(await search([], [loose, exact], 'journal'))[0]).toBe('exact');
  });

  it('should split the tabs by the time the shows end', async () => {
    const found = await search([past, current, future], [], 'journal');
    expect([ids(found, 'live').sort(), ids(found, 'replay')]).toEqual([['current', 'future'], ['past']]);
  });

  it('should draw per tab exactly the shows, order and counts of sorting every hit, on random guides and provider answers', async () => {
    const random = seededRandom(7);
    const words = ['journal', 'jour', 'soir', 'nuit', 'meteo', 'sport', 'le', 'du', 'de', 'la', 'tatort', 'tout'];
    const phrase = () =>
      Array.from({ length: 1 + Math.floor(random() * 3) }, () => words[Math.floor(random() * words.length)]).join(' ');
    const randomShow = (id: string) => {
      const start = now.add({ minutes: Math.floor(random() * 600) - 300 });
      const title = phrase();
      return aShow({
        id,
        title,
        serieTitle: random() < 0.3 ? title : undefined,
        channelId: [...names.keys()][Math.floor(random() * 3)]!,
        startDate: start,
        stopDate: start.add({ minutes: 30 }),
      });
    };
    for (let round = 0; round < 12; round++) {
      const guide = Array.from({ length: 150 + Math.floor(random() * 150) }, (_, i) => randomShow(`g${i}`));
      // The provider returns some of the guide's shows, some with other titles or times, and some of its own.
      const remote = Array.from({ length: Math.floor(random() * 25) }, (_, i) =>
        randomShow(random() < 0.5 ? `g${Math.floor(random() * guide.length)}` : `r${i % 15}`),
      );
      for (const query of ['j', 'jo', 'jour', 'journal', 'jurnal', 'le s', 'tatort', 'zz']) {
        const found = await search(guide, remote, query);
        const expected = everyHitThenCut(guide, remote, query);
        for (const tab of ['all', ...SEARCH_TABS] as const) {
          // The very show objects: a show found by both is drawn as the source that scored it better.
          expect({ query, tab, shows: found[tab].shows, count: found[tab].count }).toEqual({
            query,
            tab,
            shows: expected[tab].shows,
            count: expected[tab].count,
          });
        }
      }
    }
  });
});
