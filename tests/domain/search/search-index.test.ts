import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { createPlainSearch, SEARCH_OPTIONS, type SearchFields } from '../../../src/domain/search/search';
import { createIndexedSearch } from '../../../src/domain/search/search-index';

const same = (fields: SearchFields) => fields;
const shows: SearchFields[] = [
  { title: 'Le Journal', series: undefined, channel: 'RTS 1' },
  { title: 'Meteo', series: undefined, channel: 'RTS 2' },
  { title: 'Tatort', series: 'Tatort', channel: 'SRF 1' },
  { title: 'Journal du soir', series: undefined, channel: 'France 2' },
  { title: 'Journey', series: undefined, channel: 'Arte' },
];

describe('when the indexed search answers, its hits are made as they are read', () => {
  const plain = createPlainSearch(shows, same).search('jour');

  it('should read, position by position, the hits fuse.js ranks, with its length', () => {
    const hits = createIndexedSearch(shows, same).search('jour');
    expect(hits).toHaveLength(plain.length);
    plain.forEach((hit, at) => expect(hits.at(at)).toEqual(hit));
    expect([...hits]).toEqual(plain);
  });

  it('should look up no item until a hit is read, and one per hit read', () => {
    let reads = 0;
    const items = new Proxy(shows, {
      get: (target, key, receiver) => {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const search = createIndexedSearch(items, same);
    reads = 0;
    const hits = search.search('jour');
    expect(reads).toBe(0);
    expect(hits.at(1)?.item).toBe(plain[1]!.item);
    expect(reads).toBe(1);
  });

  it('should count a negative position from the end and give nothing out of range, as an array does', () => {
    const hits = createIndexedSearch(shows, same).search('jour');
    expect(hits.at(-1)).toEqual(plain.at(-1));
    expect(hits.at(plain.length)).toBeUndefined();
    expect(hits.at(-plain.length - 1)).toBeUndefined();
  });

  it("should keep its hits when the index searches again (its answer is its own, not the index's working tables)", () => {
    const search = createIndexedSearch(shows, same);
    const hits = search.search('jour');
    search.search('rts');
    search.match('tatort');
    expect([...hits]).toEqual(plain);
  });

  it('should keep only the best `limit`', () => {
    expect([...createIndexedSearch(shows, same).search('jour', 2)]).toEqual(plain.slice(0, 2));
  });
});

describe('when the query is one character, read from the postings built with the index', () => {
  // 'q' only past the 41st character, where fuse.js no longer accepts a match with no edit.
  const docs: SearchFields[] = [
    ...shows,
    { title: `${'-'.repeat(45)}q`, series: undefined, channel: 'RTS 1' },
    { title: 'É', series: 'été', channel: 'RTS 1' },
  ];
  const pairs = (hits: Iterable<{ refIndex: number; score?: number }>) =>
    Array.from(hits, (hit) => [hit.refIndex, hit.score]);

  it.each(['j', 'J', 'r', 'é', 'É', '1', 'q', 'z'])(
    'should give what fuse.js gives for %s, with and without a limit',
    (query) => {
      const search = createIndexedSearch(docs, same);
      const fuse = new Fuse(docs, SEARCH_OPTIONS);
      expect(pairs(search.search(query))).toEqual(pairs(fuse.search(query)));
      expect(pairs(search.search(query, 2))).toEqual(pairs(fuse.search(query, { limit: 2 })));
      const { count, items, scores } = search.match(query);
      const sorted = fuse.search(query).sort((a, b) => a.refIndex - b.refIndex);
      expect(Array.from(items.subarray(0, count), (item, at) => [item, scores[at]])).toEqual(pairs(sorted));
    },
  );
});
