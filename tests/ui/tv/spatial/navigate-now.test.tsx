import { FocusContext, init, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FocusableButton } from '../../../../src/ui/tv/focusable';
import { KeyLayersProvider } from '../../../../src/ui/tv/keys/key-layers';
import { lazyLayoutAdapter } from '../../../../src/ui/tv/spatial/lazy-layout';
import { OWN_SCROLL } from '../../../../src/ui/tv/spatial/own-scroll';

/** Where each button sits (jsdom lays nothing out): two rows of cards, 200 px apart. */
const PLACES: Record<string, { left: number; top: number }> = {
  A1: { left: 0, top: 0 },
  A2: { left: 200, top: 0 },
  A3: { left: 400, top: 0 },
  B1: { left: 0, top: 300 },
  B2: { left: 200, top: 300 },
  C1: { left: 0, top: 900 },
  C2: { left: 200, top: 900 },
};

function Row({
  focusKey,
  boundary,
  ownScroll,
  children,
}: {
  focusKey: string;
  boundary?: boolean;
  ownScroll?: boolean;
  children: ReactNode;
}) {
  const { ref, focusKey: key } = useFocusable({
    focusKey,
    saveLastFocusedChild: true,
    isFocusBoundary: boundary,
    focusBoundaryDirections: boundary ? ['left'] : undefined,
  });
  return (
    <FocusContext.Provider value={key}>
      <div ref={ref} {...(ownScroll ? { [OWN_SCROLL]: '' } : {})}>
        {children}
      </div>
    </FocusContext.Provider>
  );
}

const cards = (names: string[]) =>
  names.map((name) => (
    <FocusableButton key={name} focusKey={name} onPress={() => undefined}>
      {name}
    </FocusableButton>
  ));
const KEYS = { ArrowRight: 39, ArrowLeft: 37, ArrowDown: 40, ArrowUp: 38 } as const;
const press = (key: keyof typeof KEYS) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, keyCode: KEYS[key] });
const focused = () => document.activeElement?.textContent;

async function renderRows() {
  render(
    <KeyLayersProvider>
      <Row focusKey="row-a" boundary>
        {cards(['A1', 'A2', 'A3'])}
      </Row>
      <Row focusKey="row-b">{cards(['B1', 'B2'])}</Row>
    </KeyLayersProvider>,
  );
  await screen.findByText('B2');
  await act(async () => {
    await setFocus('A1');
  });
  await waitFor(() => expect(focused()).toBe('A1'));
}

beforeAll(() => {
  init({ shouldFocusDOMNode: true, layoutAdapter: lazyLayoutAdapter });
  // A card is 150 x 100 at its place; a row spans its cards.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function place(this: HTMLElement) {
    const places = [...this.querySelectorAll('button'), this]
      .map((node) => PLACES[node.textContent ?? ''])
      .filter((found) => found !== undefined);
    const left = Math.min(...places.map((found) => found.left));
    const top = Math.min(...places.map((found) => found.top));
    const right = Math.max(...places.map((found) => found.left + 150));
    const bottom = Math.max(...places.map((found) => found.top + 100));
    return {
      x: left,
      y: top,
      left,
      top,
      width: right - left,
      height: bottom - top,
      right,
      bottom,
      toJSON: () => ({}),
    } as DOMRect;
  });
});
afterAll(() => vi.restoreAllMocks());

describe('when an arrow moves the TV focus (navigate-now)', () => {
  it("should move the DOM focus within the keydown's own task, before any promise turn", async () => {
    await renderRows();
    press('ArrowRight');
    expect(focused()).toBe('A2');
    press('ArrowRight');
    expect(focused()).toBe('A3');
  });

  it('should move one step per key: the focus library does not move it a second time', async () => {
    await renderRows();
    press('ArrowRight');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
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
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(focused()).toBe('A1');
  });
});

describe('when an arrow moves the TV focus into a part that scrolls itself (a home rail)', () => {
  async function renderOwnScrollRows() {
    render(
      <KeyLayersProvider>
        <Row focusKey="row-b">{cards(['B1', 'B2'])}</Row>
        <Row focusKey="row-c" ownScroll>
          {cards(['C1', 'C2'])}
        </Row>
      </KeyLayersProvider>,
    );
    await screen.findByText('C2');
    await act(async () => {
      await setFocus('B1');
    });
    await waitFor(() => expect(focused()).toBe('B1'));
  }
  /** The options of each DOM focus, by the focused element's text. */
  function focusOptions() {
    const calls: [string | null, FocusOptions | undefined][] = [];
    const real = HTMLElement.prototype.focus;
    const spy = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function focus(
      this: HTMLElement,
      options?: FocusOptions,
    ) {
      calls.push([this.textContent, options]);
      real.call(this, options);
    });
    return { calls, restore: () => spy.mockRestore() };
  }

  it('should keep the browser from scrolling, and scroll the page itself just enough to show the part whole', async () => {
    await renderOwnScrollRows();
    // jsdom scrolls nothing: the page's scroll is a plain value here.
    const page = document.scrollingElement ?? document.documentElement;
    Object.defineProperty(page, 'scrollTop', { value: 0, writable: true, configurable: true });
    const focuses = focusOptions();
    press('ArrowDown');
    focuses.restore();
    expect(focused()).toBe('C1');
    expect(focuses.calls).toEqual([['C1', { preventScroll: true }]]);
    // The part spans 900 to 1000 px on a screen 768 px high: scrolled by 1000 - 768 + 48 px of room.
    expect(page.scrollTop).toBe(280);
  });

  it("should leave the browser's focus as it is everywhere else", async () => {
    await renderOwnScrollRows();
    await act(async () => {
      await setFocus('C2');
    });
    const focuses = focusOptions();
    press('ArrowUp');
    focuses.restore();
    expect(focused()).toMatch(/^B/);
    expect(focuses.calls.every(([, options]) => options?.preventScroll !== true)).toBe(true);
    expect(focuses.calls.length).toBe(1);
  });
});
