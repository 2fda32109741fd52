import { describe, expect, it } from 'vitest';
import { initialFocus } from '../../../../../src/ui/tv/screens/home/initial-focus';

const rails = (...entries: [number, string[] | null][]) => new Map(entries);

describe('where the TV home puts the focus when it shows', () => {
  it.each<[string, number, Map<number, string[] | null>, string | undefined, string | null | undefined]>([
    ['wait while the first rail loads', 2, rails([0, null], [1, ['rail-1-a']]), undefined, undefined],
    ['wait for a rail not heard from yet', 2, rails([1, ['rail-1-a']]), undefined, undefined],
    [
      'take the first card of the first rail',
      2,
      rails([0, ['rail-0-a', 'rail-0-b']], [1, null]),
      undefined,
      'rail-0-a',
    ],
    ['skip a rail without cards', 2, rails([0, []], [1, ['rail-1-a']]), undefined, 'rail-1-a'],
    ['find nothing on an empty home', 1, rails([0, []]), undefined, null],
    ['come back to the card focused last', 2, rails([0, null], [1, ['rail-1-a', 'rail-1-b']]), 'rail-1-b', 'rail-1-b'],
    ['wait for the rail of the card focused last', 2, rails([0, ['rail-0-a']], [1, null]), 'rail-1-b', undefined],
    [
      'fall back to the first card when that card is gone',
      2,
      rails([0, ['rail-0-a']], [1, ['rail-1-a']]),
      'rail-1-z',
      'rail-0-a',
    ],
    ['fall back when that rail is gone', 1, rails([0, ['rail-0-a']]), 'rail-4-b', 'rail-0-a'],
    [
      'come back to the personalise button above the rails',
      1,
      rails([0, null]),
      'home-personalize',
      'home-personalize',
    ],
  ])('should %s', (_, count, ready, restore, expected) => {
    expect(initialFocus(count, ready, restore)).toBe(expected);
  });
});
