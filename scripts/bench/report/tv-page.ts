/** A TV-sized Chromium on a served build, signed in on the TV's own form (as bench:dpad does). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { BROWSER_LOCALE, CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export interface TvPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly close: () => Promise<void>;
}

export async function openSignedInTv(origin: string): Promise<TvPage> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-tv-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    locale: BROWSER_LOCALE,
    viewport: { width: 1920, height: 1080 },
    args: [...CHROMIUM_ARGS],
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/tv/login`);
    // On a fresh profile MSW reloads the page once, before its worker controls it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await page.getByLabel('E-mail').fill('demo@example.com');
    await page.getByLabel('Mot de passe').fill('demo1234');
    await page.getByLabel('Mot de passe').press('Enter');
    await page.waitForURL('**/tv/home', { timeout: 60_000 });
    return { context, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
