import { describe, expect, it } from 'vitest';
import { cardWindow } from '../../../../../src/ui/tv/screens/live/card-window';

describe('the cards a long TV grid renders', () => {
  it.each([
    ['the top of a long list', 400, 0, { first: 0, end: 21, rowsBefore: 0, rowsAfter: 127 }],
    ['the middle', 400, 150, { first: 132, end: 171, rowsBefore: 44, rowsAfter: 77 }],
    ['the last card', 400, 399, { first: 381, end: 400, rowsBefore: 127, rowsAfter: 0 }],
    ['a short list, whole', 10, 4, { first: 0, end: 10, rowsBefore: 0, rowsAfter: 0 }],
    ['a focus past the end, on the last row', 10, 50, { first: 0, end: 10, rowsBefore: 0, rowsAfter: 0 }],
    ['an empty list', 0, 0, { first: 0, end: 0, rowsBefore: 0, rowsAfter: 0 }],
  ])('should render whole rows around the focus at %s', (_, total, focused, window) => {
    expect(cardWindow(total, 3, focused, 6)).toEqual(window);
  });

  it('should stay far under 300 cards at 400 channels', () => {
    const { first, end } = cardWindow(400, 3, 200, 6);
    expect(end - first).toBeLessThanOrEqual(39);
  });
});
