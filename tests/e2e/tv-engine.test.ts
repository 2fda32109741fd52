import { inject, describe, expect, it } from 'vitest';
import { tvBuildProblems } from '../../scripts/build/tv-build-check.ts';
import { browserPerTest, load } from './browser';

const browser = browserPerTest({ width: 1920, height: 1080 });

/**
 * What Chromium 68 (2020 TVs, notes/tv-platforms.md) lacks of what today's Chromium has and the
 * app or its libraries touch: removed before any script of the page runs, so that the TV layout
 * must live on its polyfills and fallbacks, as it would on the TV.
 */
const MISSING_ON_CHROMIUM_68 = [
  'Array.prototype.flat',
  'Array.prototype.flatMap',
  'Array.prototype.at',
  'Object.fromEntries',
  'Object.hasOwn',
  'Promise.allSettled',
  'Promise.any',
  'Promise.withResolvers',
  'String.prototype.replaceAll',
  'String.prototype.matchAll',
  'Map.prototype.getOrInsert',
  'Map.prototype.getOrInsertComputed',
  'AbortSignal.any',
  'AbortSignal.timeout',
  'Intl.DisplayNames',
  'Intl.DurationFormat',
  'Intl.ListFormat',
  'Intl.RelativeTimeFormat',
  'Intl.Locale',
  'Crypto.prototype.randomUUID',
  'Uint8Array.fromBase64',
  'Uint8Array.fromHex',
  'Uint8Array.prototype.toBase64',
  'Uint8Array.prototype.toHex',
  'globalThis.AggregateError',
  'globalThis.WeakRef',
  'globalThis.FinalizationRegistry',
  'globalThis.Iterator',
  'globalThis.queueMicrotask',
  'globalThis.structuredClone',
  'globalThis.Temporal',
  // globalThis itself stays: Playwright's own scripts in the page need it (es-check covers it).
];

/** A plain script (a test function would carry the test runner's helpers into the page). */
const removeFeatures = (paths: readonly string[]) => `
  for (const path of ${JSON.stringify(paths)}) {
    const names = path.split('.');
    let owner = window;
    for (const name of names.slice(0, -1)) owner = name === 'globalThis' ? owner : owner && owner[name];
    if (owner) Reflect.deleteProperty(owner, names[names.length - 1]);
  }
`;

describe('the TV build on the oldest TV engine (Chromium 68)', () => {
  it('should have no script or style that Chromium 68 cannot run', { timeout: 180_000 }, async () => {
    expect(await tvBuildProblems(inject('distDir'))).toEqual([]);
  });

  it('should sign in and reach a screen, and type on the search keyboard, with the remote where those features are missing', async () => {
    const { page, url, screenshot } = browser();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript({ content: removeFeatures(MISSING_ON_CHROMIUM_68) });
    await load(page, url('/tv/'));
    await page.waitForURL('**/tv/login?redirect=*');
    // Polyfilled where the app needs them; gone where the app has a fallback.
    expect(
      await page.evaluate(() => [
        typeof Object.hasOwn,
        typeof (window as { WeakRef?: unknown }).WeakRef,
        typeof Intl.DisplayNames,
        typeof crypto.randomUUID,
      ]),
    ).toEqual(['function', 'function', 'undefined', 'undefined']);
    // Temporal: the entry loaded its polyfill (the build's own chunk) before the app.
    expect(await page.evaluate(() => typeof (window as { Temporal?: { Now?: unknown } }).Temporal?.Now)).toBe('object');
    await page.getByRole('textbox', { name: /e-mail/i }).waitFor();
    await page.keyboard.type('demo@example.com');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tv/home');
    // Home loads with its route, then its rails: the focus lands once they are there.
    await expect
      .poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null), {
        timeout: 15_000,
      })
      .toBe(true);
    await screenshot('tv-chromium-68-home');
    // The search's keyboard (its own key handling, no focus library) types with the remote there too.
    await load(page, url('/tv/search'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 15_000 }).toBe('a');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('output#tv-search-query').textContent()).toBe('ba');
    await screenshot('tv-chromium-68-search');
    expect(errors).toEqual([]);
  });
});
