import { describe, expect, it } from 'vitest';
import {
  actorNames,
  byTimeTab,
  categoryRow,
  eventShow,
  suggestionCategories,
  suggestionShows,
} from '../../../src/application/discover/discover.model';
import { tabOf, ACTOR_TABS, SUGGESTION_TABS, TIME_TABS } from '../../../src/application/discover/discover-tabs';
import { aShow, at } from '../../fakes/shows';

const NOW = at('2026-11-22T20:30:00Z');
const past = aShow({ id: 'past', startDate: at('2026-11-22T18:00:00Z'), stopDate: at('2026-11-22T19:00:00Z') });
const older = aShow({ id: 'older', startDate: at('2026-11-21T18:00:00Z'), stopDate: at('2026-11-21T19:00:00Z') });
const current = aShow({ id: 'current', startDate: at('2026-11-22T20:00:00Z'), stopDate: at('2026-11-22T21:00:00Z') });
const future = aShow({ id: 'future', startDate: at('2026-11-22T22:00:00Z'), stopDate: at('2026-11-22T23:00:00Z') });
const later = aShow({ id: 'later', startDate: at('2026-11-23T22:00:00Z'), stopDate: at('2026-11-23T23:00:00Z') });
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe('when the address names a tab', () => {
  it.each([
    [SUGGESTION_TABS, 'live', 'live'],
    [SUGGESTION_TABS, 'future', null],
    [ACTOR_TABS, 'suggestions', 'suggestions'],
    [TIME_TABS, 'future', 'future'],
    [TIME_TABS, undefined, null],
  ] as const)('among %o, %s should give %s', (tabs, value, expected) => {
    expect(tabOf(tabs, value)).toBe(expected);
  });
});

describe('when suggestions list their categories', () => {
  it('should follow the order 5, 9, 11, 12, 4, 10, 2, 7, 3, 6, 1, unknown ids after', () => {
    const categories = [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 40, 8].map((id) => ({ id, name: `c${id}` }));
    expect(suggestionCategories(categories).map((category) => category.id)).toEqual([
      5, 9, 11, 12, 4, 10, 2, 7, 3, 6, 1, 8, 40,
    ]);
  });
});

describe('when a suggestions category shows a tab', () => {
  it('should list ended shows to replay, the latest first', () => {
    expect(ids(suggestionShows([older, current, past, future], 'replay', NOW))).toEqual(['past', 'older']);
  });

  it('should list the shows on now on the live tab', () => {
    expect(ids(suggestionShows([older, future, current, past], 'live', NOW))).toEqual(['current']);
  });
});

describe('when the suggestions screen shows a category row', () => {
  it('should put the shows on now first, then the latest to replay, leaving out the future', () => {
    expect(ids(categoryRow([older, future, past, current], NOW).items)).toEqual(['current', 'past', 'older']);
  });

  it('should keep 20 shows and count the others', () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      aShow({ id: `s${index}`, startDate: at('2026-11-21T10:00:00Z'), stopDate: at('2026-11-21T11:00:00Z') }),
    );
    const row = categoryRow(many, NOW);
    expect(row.items).toHaveLength(20);
    expect(row.more).toBe(3);
  });
});

describe('when items are listed by time', () => {
  it('should put what has ended in the past tab, the latest first', () => {
    expect(ids(byTimeTab([older, later, past, current, future], 'past', NOW))).toEqual(['past', 'older']);
  });

  it('should put what is on or to come in the future tab, the soonest first', () => {
    expect(ids(byTimeTab([later, older, future, current], 'future', NOW))).toEqual(['current', 'future', 'later']);
  });

  it('should count a show ending exactly now as past', () => {
    const endsNow = aShow({ id: 'ends', startDate: at('2026-11-22T19:30:00Z'), stopDate: NOW });
    expect(ids(byTimeTab([endsNow], 'past', NOW))).toEqual(['ends']);
    expect(byTimeTab([endsNow], 'future', NOW)).toEqual([]);
  });
});

describe('when the actors screen lists people', () => {
  it('should list the followed people on the subscribed tab, in their order', () => {
    expect(actorNames('subscribed', ['Marie', 'Jean'], ['Paul'])).toEqual(['Marie', 'Jean']);
  });

  it('should suggest only people not followed yet, each once', () => {
    expect(actorNames('suggestions', ['Marie'], ['Paul', 'Marie', 'Anna', 'Paul'])).toEqual(['Paul', 'Anna']);
  });

  it('should keep a suggested person followed from the tab itself', () => {
    expect(actorNames('suggestions', ['Marie', 'Paul'], ['Paul', 'Marie', 'Anna'], ['Paul'])).toEqual(['Paul', 'Anna']);
  });
});

describe('when a sports event is matched to the guide', () => {
  it.each([
    ['2026-11-22T20:05:00Z', 'current'],
    ['2026-11-22T20:00:00Z', 'current'],
    ['2026-11-22T21:00:00Z', null],
    ['2026-11-22T22:30:00Z', 'future'],
  ])('an event starting at %s should be the show %s', (start, expected) => {
    expect(eventShow({ exactStart: at(start) }, [past, current, future])?.id ?? null).toBe(expected);
  });
});
