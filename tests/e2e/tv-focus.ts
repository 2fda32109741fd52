import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Where the remote's focus is, as the page sees it: what it is and why it would not count as seen. */
export interface FocusState {
  /** The focused element's accessible name (aria-label, else id, else its text). */
  readonly name: string;
  /** Why this focus is lost or hidden, or null when it is on a visible element. */
  readonly problem: string | null;
}

/**
 * Reads the focus in the page: never body, on the page, laid out, visible and in the viewport,
 * not under an inert part. With `stableMs`, first waits (up to `timeoutMs`) until the focus is
 * visible and stays on the same element for that long: one round trip for a settled focus.
 */
function readFocusInPage(page: Page, stableMs = 0, timeoutMs = 0): Promise<FocusState> {
  return page.evaluate(
    async ([stable, timeout]) => {
      const read = () => {
        const element = document.activeElement as HTMLElement | null;
        const name = element?.getAttribute('aria-label') || element?.id || element?.textContent?.trim() || '';
        if (element === null || element === document.body || element === document.documentElement)
          return { element, name, problem: 'focus is on body' };
        if (!element.isConnected) return { element, name, problem: 'the focused element left the page' };
        if (element.closest('[inert], [aria-hidden="true"]') !== null)
          return { element, name, problem: 'the focused element is inert or hidden from assistive technologies' };
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return { element, name, problem: 'the focused element has no size' };
        if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= window.innerHeight || rect.left >= window.innerWidth)
          return { element, name, problem: 'the focused element is off screen' };
        for (let node: HTMLElement | null = element; node !== null; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
            return { element, name, problem: 'the focused element is not visible' };
        }
        return { element, name, problem: null };
      };
      const deadline = Date.now() + timeout;
      let state = read();
      while (stable > 0) {
        await new Promise((resolve) => setTimeout(resolve, stable));
        const next = read();
        if (
          (next.problem === null && state.problem === null && next.element === state.element) ||
          Date.now() > deadline
        ) {
          state = next;
          break;
        }
        state = next;
      }
      return { name: state.name, problem: state.problem };
    },
    [stableMs, timeoutMs] as const,
  );
}

/** Reads the focus in the page: never body, on the page, laid out, visible and in the viewport, not under an inert part. */
export function focusState(page: Page): Promise<FocusState> {
  return readFocusInPage(page);
}

/**
 * Waits in the page until the focus is on a visible element and stays on it for `stableMs`
 * (a key's effects have settled), or `timeoutMs` passed; gives the focus then.
 */
export function settledFocusState(page: Page, stableMs: number, timeoutMs: number): Promise<FocusState> {
  return readFocusInPage(page, stableMs, timeoutMs);
}

/**
 * Asserts the remote's focus is on a visible element that is not body, waiting up to `timeout`
 * for it to settle (a screen that just opened focuses its first control); gives its name.
 */
export async function expectVisibleFocus(page: Page, timeout = 5_000): Promise<string> {
  await expect.poll(async () => (await focusState(page)).problem, { timeout }).toBeNull();
  return (await focusState(page)).name;
}

/** Presses one key (Playwright's key names) and asserts the focus then is visible; gives its name. */
export async function pressWithVisibleFocus(page: Page, key: string): Promise<string> {
  await page.keyboard.press(key);
  return expectVisibleFocus(page);
}

/**
 * Sends a key the way a TV remote does, by key code only (Playwright's keyboard cannot send
 * codes such as webOS Back 461 or the colour keys 403-406); says whether the page used it.
 */
export function pressKeyCode(page: Page, keyCode: number, key = 'Unidentified'): Promise<boolean> {
  return page.evaluate(
    ([code, name]) => {
      const event = new KeyboardEvent('keydown', { key: name as string, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'keyCode', { get: () => code });
      (document.activeElement ?? document.body).dispatchEvent(event);
      return event.defaultPrevented;
    },
    [keyCode, key] as const,
  );
}

/**
 * Sends keys one after the other within one task, as a TV that is busy delivers them: nothing the
 * page deferred (a timeout, a render) runs between them.
 */
export function pressTogether(page: Page, keys: readonly (readonly [key: string, keyCode: number])[]): Promise<void> {
  return page.evaluate((all) => {
    for (const [key, code] of all) {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'keyCode', { get: () => code });
      (document.activeElement ?? document.body).dispatchEvent(event);
    }
  }, keys);
}

/**
 * A live card by its channel ("4. Delta Info") whatever its show: the show in its name arrives
 * later than the channel (epglive) and changes at the show's end.
 */
export function sameChannel(cardName: string): RegExp {
  const channel = cardName.split(',')[0] ?? cardName;
  return new RegExp(`^${channel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,|$)`);
}

/** Waits until the focus is visible and on the element named `expected` (name or pattern); gives its name. */
export async function expectFocusOn(page: Page, expected: string | RegExp, timeout = 5_000): Promise<string> {
  await expect
    .poll(
      async () => {
        const { name, problem } = await focusState(page);
        if (problem !== null) return problem;
        const matches = typeof expected === 'string' ? name === expected : expected.test(name);
        return matches ? null : `focus is on "${name}"`;
      },
      { timeout },
    )
    .toBeNull();
  return (await focusState(page)).name;
}
