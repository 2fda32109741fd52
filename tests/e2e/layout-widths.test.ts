import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../src/domain/layout';
import { load, openBrowser, signInOnWeb, type BrowserSession, waitForPath } from './browser';

/** The screens laid out at each width, with what shows they are ready. */
const SCREENS: readonly { path: string; name: string; ready: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/home', name: 'home', ready: (page) => page.getByRole('link', { name: /^Tout voir : / }).first() },
  { path: '/live/normal', name: 'live', ready: (page) => page.getByRole('list', { name: 'Chaînes' }) },
  { path: '/guide', name: 'guide', ready: (page) => page.getByRole('region', { name: 'Grille des programmes' }) },
];
const THEMES = [
  ['amber', 'Ambre'],
  ['crimson', 'Pourpre'],
] as const;

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function checkWidth(session: BrowserSession, width: number, reachMenu: (page: Page) => Promise<void>) {
  const { page, url } = session;
  await signInOnWeb(session, 'demo@example.com', /^\/home$/);
  for (const [theme, label] of THEMES) {
    await page.getByLabel('Thème').selectOption({ label });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    for (const screen of SCREENS) {
      await load(page, url(screen.path));
      await screen.ready(page).waitFor();
      expect(await horizontalOverflow(page), `${screen.path} at ${width}px scrolls sideways`).toBe(0);
      await session.screenshot(`layout-${width}-${theme}-${screen.name}`);
    }
  }
  // The menu is reachable at this width: it leads to another screen.
  await load(page, url('/home'));
  await reachMenu(page);
  await waitForPath(page, /^\/guide$/);
}

describe('web layout from 750 to 2300 px wide (breakpoints of spec point 9)', () => {
  it(`should lay out home, live and guide at ${BREAKPOINTS.xs} px with the menu behind its button`, async () => {
    const session = await openBrowser({ width: BREAKPOINTS.xs, height: 900 });
    try {
      await checkWidth(session, BREAKPOINTS.xs, async (page) => {
        const menu = page.getByRole('navigation', { name: 'Menu principal' });
        expect(await menu.isVisible()).toBe(false);
        await page.getByRole('button', { name: 'Menu principal' }).click();
        await menu.getByRole('link', { name: 'Guide TV' }).click();
        // The menu folds again once a screen is chosen.
        await expect.poll(() => menu.isVisible()).toBe(false);
      });
      await session.page.getByRole('button', { name: 'Menu principal' }).click();
      await session.screenshot(`layout-${BREAKPOINTS.xs}-menu-open`);
    } finally {
      await session.close();
    }
  });

  it(`should lay out home, live and guide at ${BREAKPOINTS.xl} px with the menu in the header`, async () => {
    const session = await openBrowser({ width: BREAKPOINTS.xl, height: 1200 });
    try {
      await checkWidth(session, BREAKPOINTS.xl, async (page) => {
        expect(await page.getByRole('button', { name: 'Menu principal' }).isVisible()).toBe(false);
        await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Guide TV' }).click();
      });
    } finally {
      await session.close();
    }
  });
});
