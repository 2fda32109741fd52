import { describe, expect, it } from 'vitest';
import { railWindow } from '../../../../../src/ui/tv/screens/home/rail-window';

const cards = (count: number) => Array.from({ length: count }, () => 100);

describe("a TV rail's window (what is drawn around the focus)", () => {
  it.each([
    ['at the start', 0, 0, 0, 7],
    ['on the second card', 1, 0, 0, 7],
    ['in the middle, one card of context before it', 10, 9, 7, 16],
    ['at the end, the last card fully shown', 29, 26, 24, 30],
  ])('should, %s, scroll and draw the right cards', (_, focused, scrollIndex, from, to) => {
    // 30 cards of 100 px with 10 px between them in a 500 px viewport: about 4.5 shown.
    expect(railWindow(cards(30), focused, 500, 10)).toMatchObject({ scrollIndex, from, to });
  });

  it('should lay out cards of different widths one after the other', () => {
    expect(railWindow([100, 50, 200], 0, 1000, 10)).toMatchObject({
      offsets: [0, 110, 170],
      total: 370,
      from: 0,
      to: 3,
    });
  });

  it('should keep the focused card drawn wherever it is, and draw a bounded number of cards', () => {
    for (let focused = 0; focused < 400; focused += 1) {
      const window = railWindow(cards(400), focused, 1792, 28);
      expect(focused >= window.from && focused < window.to).toBe(true);
      expect(window.to - window.from).toBeLessThanOrEqual(20);
    }
  });

  it('should draw nothing for an empty rail', () => {
    expect(railWindow([], 0, 500, 10)).toMatchObject({ total: 0, from: 0, to: 0 });
  });
});
