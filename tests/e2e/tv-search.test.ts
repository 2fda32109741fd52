import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  KEYBOARD_LAYOUTS,
  moveOnKeyboard,
  type KeyboardDirection,
  type KeyPosition,
} from '../../src/ui/tv/keyboard/keyboard-layout';
import { axeViolationsInBothThemes } from './axe';
import { browserPerTest, signInOnWeb, waitForPath, type BrowserSession } from './browser';
import { expectFocusOn, expectVisibleFocus, focusState } from './tv-focus';

/** The TV search screen (issue 36, item 1) at 1080p, with the remote's keys only. */
const browser = browserPerTest({ width: 1920, height: 1080 });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const query = (page: Page) => page.locator('output#tv-search-query');
const results = (page: Page) => page.getByRole('list', { name: /^Résultats pour « journal »/ });
const ARROW: Record<KeyboardDirection, string> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

/** The arrows from `from` to the letters' key `char`, fewest first (the keyboard's own moves, breadth first). */
function pathTo(from: KeyPosition, char: string): { moves: KeyboardDirection[]; to: KeyPosition } {
  const id = (at: KeyPosition) => `${at.row},${at.column}`;
  const seen = new Set([id(from)]);
  let frontier: { at: KeyPosition; moves: KeyboardDirection[] }[] = [{ at: from, moves: [] }];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const { at, moves } of frontier) {
      const key = KEYBOARD_LAYOUTS.letters[at.row]![at.column]!;
      if (key.kind === 'char' && key.char === char) return { moves, to: at };
      for (const direction of ['up', 'down', 'left', 'right'] as const) {
        const to = moveOnKeyboard('letters', at, direction);
        if (seen.has(id(to))) continue;
        seen.add(id(to));
        next.push({ at: to, moves: [...moves, direction] });
      }
    }
    frontier = next;
  }
  throw new Error(`no key ${char}`);
}

/** Types `text` with the arrows and Enter from the key at `from`, checking the focus on each key; gives the last key's place. */
async function typeWithRemote(page: Page, from: KeyPosition, text: string): Promise<KeyPosition> {
  let at = from;
  for (const char of text) {
    const { moves, to } = pathTo(at, char);
    expect(moves.length).toBeLessThanOrEqual(6);
    for (const move of moves) await page.keyboard.press(ARROW[move]);
    await expectFocusOn(page, char);
    await page.keyboard.press('Enter');
    at = to;
  }
  return at;
}

/** Signs in (the web's sign-in, one shared session) and opens a TV address. */
async function openTv(session: BrowserSession, path: string): Promise<void> {
  await signInOnWeb(session, 'demo@example.com', /^\/home$/);
  await session.page.goto(session.url(path));
}

describe('TV search with the remote', () => {
  it('should be reached from the menu, type with the remote and a keyboard, open a result with Enter, and come back with Back to the result then to the key last used', async () => {
    const session = browser();
    const { page } = session;
    await openTv(session, '/tv/home');
    await expectVisibleFocus(page, 20_000);
    await page.keyboard.press('Escape');
    await menu(page).waitFor();
    for (let step = 0; step < 10 && (await focusState(page)).name !== 'Recherche'; step += 1)
      await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Recherche');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/search$/);
    await page.getByRole('heading', { level: 1, name: 'Recherche' }).waitFor();
    await expectFocusOn(page, 'a', 20_000);

    // "jou" with the arrows and Enter, "rnal" on a hardware keyboard; Backspace deletes while there is text.
    const lastKey = await typeWithRemote(page, { row: 0, column: 0 }, 'jou');
    await page.keyboard.type('rnaX');
    await expect.poll(() => query(page).textContent()).toBe('journax');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('l');
    await expect.poll(() => query(page).textContent()).toBe('journal');
    await results(page).getByRole('button').first().waitFor({ timeout: 20_000 });
    // Written to the address once typing paused.
    await waitForPath(page, /^\/tv\/search\?q=journal$/);
    await expectFocusOn(page, 'u');
    await session.screenshotBothThemes('tv-search-keyboard');

    // "u" is on the last column: Right reaches the results.
    expect(lastKey.column).toBe(6);
    await page.keyboard.press('ArrowRight');
    const first = await expectVisibleFocus(page);
    expect(await page.evaluate(() => document.activeElement?.closest('ul')?.getAttribute('aria-label'))).toMatch(
      /^Résultats pour « journal »/,
    );
    await page.keyboard.press('ArrowDown');
    const chosen = await expectVisibleFocus(page);
    expect(chosen).not.toBe(first);
    await session.screenshotBothThemes('tv-search-results');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/search\/show\/[^/?]+\?q=journal$/);
    await page.getByRole('dialog').waitFor();
    await expectFocusOn(page, /.+/);
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);

    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/search\?q=journal$/);
    await expectFocusOn(page, chosen);
    await page.keyboard.press('Escape');
    await expectFocusOn(page, 'u');
    // Back on the keyboard is the shell's: the menu of a top-level screen.
    await page.keyboard.press('Escape');
    await menu(page).waitFor();
  });

  it('should keep the query across a reload, pass axe-core in both themes, switch to the accented letters, and make Backspace delete, then Back on an empty query', async () => {
    const session = browser();
    const { page } = session;
    await openTv(session, '/tv/search/replay?q=journal');
    await expectFocusOn(page, 'a', 20_000);
    await expect.poll(() => query(page).textContent()).toBe('journal');
    await results(page).getByRole('button').first().waitFor({ timeout: 20_000 });
    await expect
      .poll(() => page.getByRole('button', { name: /^Replay \(\d+\)$/ }).getAttribute('aria-current'))
      .toBe('page');
    expect(await axeViolationsInBothThemes(page, 'tv-search')).toEqual([]);

    await page.reload();
    await expectFocusOn(page, 'a', 20_000);
    await expect.poll(() => query(page).textContent()).toBe('journal');
    await results(page).getByRole('button').first().waitFor({ timeout: 20_000 });

    // The clear key, up from the first column's last row and four to the right: then Backspace leaves the screen.
    for (const key of ['ArrowUp', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight'])
      await page.keyboard.press(key);
    await expectFocusOn(page, 'Vider : tout effacer');
    await page.keyboard.press('Enter');
    await expect.poll(() => query(page).textContent()).toBe('Rechercher…');
    await waitForPath(page, /^\/tv\/search\/replay$/);
    // The accents key beside it switches the letters; the focus stays on it, and Down wraps to the first row.
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'àé : lettres accentuées');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'abc : lettres sans accent');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'ä');
    await page.keyboard.press('Enter');
    await expect.poll(() => query(page).textContent()).toBe('ä');
    await session.screenshotBothThemes('tv-search-accents');
    await page.keyboard.press('Backspace');
    await expect.poll(() => query(page).textContent()).toBe('Rechercher…');
    await page.keyboard.press('Backspace');
    await menu(page).waitFor();
  });
});
