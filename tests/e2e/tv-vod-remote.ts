import type { Page } from 'playwright-core';
import { signInOnWeb, type BrowserSession } from './browser';
import { expectFocusOn, expectVisibleFocus, focusState } from './tv-focus';

/** Signs in (the web's sign-in, one shared session) and opens a TV address. */
export async function openTv(session: BrowserSession, path: string, email = 'demo@example.com'): Promise<void> {
  await signInOnWeb(session, email, /^\/(home|live\/normal|vod\/0)$/);
  await session.page.goto(session.url(path));
}

/** Presses `key` until the focus is on `name` (at most `steps` presses). */
export async function pressUntil(page: Page, key: string, name: RegExp, steps = 20): Promise<void> {
  for (let step = 0; step < steps && !name.test((await focusState(page)).name); step += 1) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
  }
  await expectFocusOn(page, name);
}

/** The label of the list (a rail) that holds the focused element, if any. */
export const focusedRail = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('ul')?.getAttribute('aria-label') ?? null);
