import { FocusContext, init, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FocusableButton } from '../../../../src/ui/tv/focusable';
import { KeyLayersProvider } from '../../../../src/ui/tv/keys/key-layers';
import { lazyLayoutAdapter } from '../../../../src/ui/tv/spatial/lazy-layout';

/** Where each button sits (jsdom lays nothing out): two rows of cards, 200 px apart. */
const PLACES: Record<string, { left: number; top: number }> = {
  A1: { left: 0, top: 0 }, A2: { left: 200, top: 0 }, A3: { left: 400, top: 0 },
  B1: { left: 0, top: 300 }, B2: { left: 200, top: 300 },
};

function Row({ focusKey, boundary, children }: { focusKey: string; boundary?: boolean; children: ReactNode }) {
  const { ref, focusKey: key } = useFocusable({ focusKey, saveLastFocusedChild: true, isFocusBoundary: boundary, focusBoundaryDirections: boundary ? ['left'] : undefined });
  return (
    <FocusContext.Provider value={key}>
      <div ref={ref}>{children}</div>
    </FocusContext.Provider>
  );
}

const cards = (names: string[]) => names.map((name) => <FocusableButton key={name} focusKey={name} onPress={() => undefined}>{name}</FocusableButton>);
const KEYS = { ArrowRight: 39, ArrowLeft: 37, ArrowDown: 40, ArrowUp: 38 } as const;
const press = (key: keyof typeof KEYS) => fireEvent.keyDown(document.activeElement ?? document.body, { key, keyCode: KEYS[key] });
const focused = () => document.activeElement?.textContent;

async function renderRows() {
  render(
    <KeyLayersProvider>
      <Row focusKey="row-a" boundary>{cards(['A1', 'A2', 'A3'])}</Row>
      <Row focusKey="row-b">{cards(['B1', 'B2'])}</Row>
    </KeyLayersProvider>,
  );
  await screen.findByText('B2');
  await act(async () => { await setFocus('A1'); });
  await waitFor(() => expect(focused()).toBe('A1'));
}

beforeAll(() => {
  init({ shouldFocusDOMNode: true, layoutAdapter: lazyLayoutAdapter });
  // A card is 150 x 100 at its place; a row spans its cards.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function place(this: HTMLElement) {
    const places = [...this.querySelectorAll('button'), this].map((node) => PLACES[node.textContent ?? '']).filter((found) => found !== undefined);
    const left = Math.min(...places.map((found) => found.left));
    const top = Math.min(...places.map((found) => found.top));
    const right = Math.max(...places.map((found) => found.left + 150));
    const bottom = Math.max(...places.map((found) => found.top + 100));
    return { x: left, y: top, left, top, width: right - left, height: bottom - top, right, bottom, toJSON: () => ({}) } as DOMRect;
  });
});
afterAll(() => vi.restoreAllMocks());

describe('when an arrow moves the TV focus (navigate-now)', () => {
  it('should move the DOM focus within the keydown\'s own task, before any promise turn', async () => {
    await renderRows();
    press('ArrowRight');
    expect(focused()).toBe('A2');
    press('ArrowRight');
    expect(focused()).toBe('A3');
  });

  it('should move one step per key: the focus library does not move it a second time', async () => {
    await renderRows();
    press('ArrowRight');
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 20)); });
    expect(focused()).toBe('A2');
  });

  it('should go on to the next row at once, and come back to the card the row had focused', async () => {
    await renderRows();
    press('ArrowRight');
    press('ArrowDown');
    expect(focused()).toMatch(/^B/);
    press('ArrowUp');
    expect(focused()).toBe('A2');
  });

  it('should stop at a focus boundary and keep the focus where it is', async () => {
    await renderRows();
    press('ArrowLeft');
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 20)); });
    expect(focused()).toBe('A1');
  });
});
