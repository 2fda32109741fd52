import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe';
import { browserPerTest, expectVideoAdvancing, load, waitForPath, type BrowserSession } from './browser';
import { expectFocusOn, expectVisibleFocus, focusState } from './tv-focus';

/** Suggestions, actors, shows of actors and my sports on TV (issue 36, item 3), keys only, at 1080p. */
const browser = browserPerTest({ width: 1920, height: 1080 });

/** The focused element's name (aria-label, else its text) and the title of the section or rail it is in. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    return {
      name: (element.getAttribute('aria-label') || element.textContent || '').trim(),
      section: element.closest('section')?.querySelector('h2')?.textContent ?? '',
      inDialog: element.closest('[role="dialog"]') !== null,
      event: element.closest('article')?.querySelector('h2')?.textContent ?? '',
    };
  });

/** Presses `key` until the focused element's name matches (at most `limit` presses), waiting for each move. */
async function pressUntil(page: Page, key: string, wanted: RegExp | ((name: string) => boolean), limit = 30) {
  const matches = (name: string) => (typeof wanted === 'function' ? wanted(name) : wanted.test(name));
  for (let step = 0; step < limit; step += 1) {
    const now = (await focusState(page)).name;
    if (matches(now)) return now;
    await page.keyboard.press(key);
    for (let wait = 0; wait < 20 && (await focusState(page)).name === now; wait += 1) await page.waitForTimeout(50);
  }
  const last = (await focusState(page)).name;
  expect(matches(last), `focus after ${limit} × ${key}: ${last}`).toBe(true);
  return last;
}

/** Signs in on the TV with the remote's keys and waits for the home's first card. */
async function signIn({ page, url }: BrowserSession) {
  await load(page, url('/tv/login'));
  await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 15_000 }).toBe('tv-email');
  await page.keyboard.type('demo@example.com');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await waitForPath(page, /^\/tv\/home$/);
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLElement).dataset.focusKey ?? ''), {
      timeout: 20_000,
    })
    .toMatch(/^rail-0-/);
}

/** Opens the menu with Back (a top-level screen), walks to `entry` and presses it. */
async function openFromMenu(page: Page, entry: string) {
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  await expectVisibleFocus(page);
  const found = await pressUntil(page, 'ArrowDown', (name) => name === entry, 15).catch(() => null);
  if (found === null) await pressUntil(page, 'ArrowUp', (name) => name === entry, 15);
  await page.keyboard.press('Enter');
}

/** Opens the focused card's overlay with Enter, checks it, and closes it with Back: the focus is on the card again. */
async function openOverlayAndBack(page: Page, path: RegExp, back: RegExp) {
  const card = (await focusState(page)).name;
  await page.keyboard.press('Enter');
  await waitForPath(page, path);
  await page.getByRole('dialog').waitFor();
  await expect.poll(async () => (await focused(page)).inDialog, { timeout: 10_000 }).toBe(true);
  await page.keyboard.press('Escape');
  await waitForPath(page, back);
  await expectFocusOn(page, card, 10_000);
  return card;
}

const headings = (page: Page, level: number) => page.locator(`main h${level}`).allTextContents();

describe('TV suggestions with the remote', () => {
  it('should reach the suggestions from the menu, open a card and a category, switch its tab and come back with Back', async () => {
    const session = browser();
    const { page } = session;
    await signIn(session);
    await openFromMenu(page, 'Suggestions');
    await waitForPath(page, /^\/tv\/suggestions$/);
    await expect.poll(() => headings(page, 1)).toEqual(['Suggestions']);
    await expect.poll(() => headings(page, 2), { timeout: 15_000 }).toContain('Divertissement');
    // The first card of the first category has the focus; the second opens its overlay and gets it back.
    await expect.poll(async () => (await focused(page)).section, { timeout: 15_000 }).toBe('Divertissement');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await focused(page)).section).toBe('Divertissement');
    await openOverlayAndBack(page, /^\/tv\/suggestions\/show\/[^/]+$/, /^\/tv\/suggestions$/);
    expect(await page.evaluate(() => document.querySelectorAll('button, input, a[href]').length)).toBeLessThan(300);
    expect(await axeViolationsInBothThemes(page, 'tv-discover-suggestions')).toEqual([]);
    await session.screenshotBothThemes('tv-discover-suggestions');

    // The category's "see all" opens it on its replay tab.
    await pressUntil(page, 'ArrowRight', /^Tout voir : Divertissement$/, 30);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/suggestions\/5\/replay$/);
    await expect.poll(() => headings(page, 1)).toEqual(['Divertissement']);
    await expectFocusOn(page, /\S/, 15_000);
    const card = await pressUntil(page, 'ArrowRight', (name) => name !== 'En replay', 2);
    await openOverlayAndBack(page, /^\/tv\/suggestions\/5\/replay\/show\/[^/]+$/, /^\/tv\/suggestions\/5\/replay$/);
    await expectFocusOn(page, card);
    expect(await axeViolationsInBothThemes(page, 'tv-discover-suggestions-category')).toEqual([]);
    await session.screenshotBothThemes('tv-discover-suggestions-category');
    // Up to the tabs, Right to "on now": the new tab keeps the focus on its button.
    await pressUntil(page, 'ArrowUp', /^En replay$/, 10);
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'En ce moment');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/suggestions\/5\/live$/);
    await expectFocusOn(page, 'En ce moment');
    // The address changes before React commits the tab it leads to.
    await expect
      .poll(() => page.getByRole('button', { name: 'En ce moment' }).getAttribute('aria-current'))
      .toBe('page');
    // Back leads to the suggestions, on the "see all" that opened the category.
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/suggestions$/);
    await expectFocusOn(page, 'Tout voir : Divertissement', 15_000);
  });
});

describe('TV actors and the shows of actors with the remote', () => {
  it('should follow then unfollow a suggested actor, open their overlay and come back to their card', async () => {
    const session = browser();
    const { page } = session;
    await signIn(session);
    await openFromMenu(page, 'Acteurs');
    await waitForPath(page, /^\/tv\/actors\/subscribed$/);
    await expect.poll(() => headings(page, 1)).toEqual(['Acteurs']);
    await expectFocusOn(page, /\S/, 15_000);
    await pressUntil(page, 'ArrowUp', /^Mes acteurs$/, 5);
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'Suggestions');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/actors\/suggestions$/);
    await expectFocusOn(page, 'Suggestions');
    const person = await pressUntil(page, 'ArrowDown', (name) => name !== 'Suggestions', 6);
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, `Suivre ${person}`);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, `Ne plus suivre ${person}`, 10_000);
    await session.screenshotBothThemes('tv-discover-actors-suggestions');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, `Suivre ${person}`, 10_000);
    expect(await axeViolationsInBothThemes(page, 'tv-discover-actors-suggestions')).toEqual([]);
    await page.keyboard.press('ArrowUp');
    await expectFocusOn(page, person);
    await openOverlayAndBack(
      page,
      new RegExp(`^/tv/actors/suggestions/people/${encodeURIComponent(person)}$`),
      /^\/tv\/actors\/suggestions$/,
    );
  });

  it("should open the shows of a followed actor from the home's see-all, switch their tabs and come back to the home's card", async () => {
    const session = browser();
    const { page, url } = session;
    await signIn(session);
    // Follow one actor (keys), then go home.
    await load(page, url('/tv/actors/suggestions'));
    await expectFocusOn(page, /\S/, 15_000);
    const person = (await pressUntil(page, 'ArrowDown', /^Suivre /, 6)).replace(/^Suivre /, '');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, `Ne plus suivre ${person}`, 10_000);
    await openFromMenu(page, 'Accueil');
    await waitForPath(page, /^\/tv\/home$/);
    await expect.poll(async () => (await focused(page)).section, { timeout: 20_000 }).not.toBe('');
    // One rail at a time: each Down waits for the focus to move (a loaded machine lags), so none overshoots.
    for (let step = 0; step < 15 && (await focused(page)).section !== 'Émissions de vos acteurs'; step += 1) {
      const before = (await focusState(page)).name;
      await page.keyboard.press('ArrowDown');
      for (let wait = 0; wait < 40 && (await focusState(page)).name === before; wait += 1)
        await page.waitForTimeout(50);
    }
    expect((await focused(page)).section).toBe('Émissions de vos acteurs');
    await pressUntil(page, 'ArrowRight', /^Tout voir : Émissions de vos acteurs$/, 30);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/showsactors\/past$/);
    await expect.poll(() => headings(page, 1)).toEqual(['Émissions de vos acteurs']);
    await expectFocusOn(page, /\S/, 15_000);
    await pressUntil(page, 'ArrowUp', /^(Déjà diffusées|À venir)$/, 10);
    await pressUntil(page, 'ArrowRight', /^À venir$/, 2);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/showsactors\/future$/);
    await expectFocusOn(page, 'À venir');
    // A Down pressed while the tab's shows still load has nowhere to go (the focus rightly stays): wait for them.
    await page.getByRole('list', { name: 'À venir' }).getByRole('listitem').first().waitFor({ timeout: 30_000 });
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, /^(?!À venir$)./, 10_000);
    await openOverlayAndBack(page, /^\/tv\/showsactors\/future\/(show|serie)\/[^/]+$/, /^\/tv\/showsactors\/future$/);
    expect(await axeViolationsInBothThemes(page, 'tv-discover-showsactors')).toEqual([]);
    await session.screenshotBothThemes('tv-discover-showsactors');
    // Back: to the home, on the see-all card that opened the screen.
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/home$/);
    await expectFocusOn(page, 'Tout voir : Émissions de vos acteurs', 15_000);
  });
});

describe('TV my sports with the remote', () => {
  it("should reach my sports from the menu, open an event's show and play it, coming back to the same button", async () => {
    const session = browser();
    const { page } = session;
    await signIn(session);
    await openFromMenu(page, 'Mes sports');
    await waitForPath(page, /^\/tv\/mysports\/future$/);
    await expect.poll(() => headings(page, 1)).toEqual(['Mes sports']);
    await expectFocusOn(page, 'À venir', 15_000);
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'Passés');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/mysports\/past$/);
    await expectFocusOn(page, 'Passés');
    // The first event's actions: its show's details open over the screen and Back comes back to the button.
    // Down goes to the nearest event whose actions are there: wait for the first event's own (each loads its show).
    await page
      .locator('main article')
      .first()
      .getByRole('list', { name: /^Actions · / })
      .waitFor({ timeout: 20_000 });
    await pressUntil(page, 'ArrowDown', (name) => name !== 'Passés', 6);
    const { event } = await focused(page);
    await session.screenshotBothThemes('tv-discover-mysports');
    await pressUntil(page, 'ArrowRight', /^Émission$/, 6);
    expect((await focused(page)).event).toBe(event);
    await openOverlayAndBack(page, /^\/tv\/mysports\/past\/show\/[^/]+$/, /^\/tv\/mysports\/past$/);
    expect(await axeViolationsInBothThemes(page, 'tv-discover-mysports')).toEqual([]);
    // Its replay plays in the TV player; Back comes back to the same button of the same event.
    await pressUntil(page, 'ArrowLeft', /^Revoir$/, 6);
    expect((await focused(page)).event).toBe(event);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/player\/replay\?show=/);
    await expectVideoAdvancing(page, 1);
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/mysports\/past$/);
    await expectFocusOn(page, 'Revoir', 20_000);
    expect((await focused(page)).event).toBe(event);
  });
});
