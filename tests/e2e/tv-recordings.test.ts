import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe';
import {
  browserPerTest,
  demoControls,
  expectVideoAdvancing,
  load,
  signInOnWeb,
  waitForPath,
  type BrowserSession,
} from './browser';
import { expectFocusOn, expectVisibleFocus, pressKeyCode } from './tv-focus';

/** Issue 36, item 2: the TV recordings screen against the demo provider, with the remote's keys only. */
const browser = browserPerTest({ width: 1920, height: 1080 });
const ACCOUNT = 'demo@example.com';
/** webOS Back. */
const WEBOS_BACK = 461;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const rows = (page: Page, tab: string) => page.getByRole('list', { name: tab }).getByRole('listitem');
const focusedRow = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('li[data-row]')?.getAttribute('data-row') ?? null);

/** Opens a TV address and waits until the demo provider's service worker controls the page (it reloads it once before). */
async function openTv({ page, url }: BrowserSession, path: string): Promise<void> {
  await load(page, url(path));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** Signed in (through the web's form: the session is the same), the TV recordings tab open with its first row focused. */
async function openTvRecordings(session: BrowserSession, tab: string, tabName: string): Promise<void> {
  await signInOnWeb(session, ACCOUNT, /^\/home$/);
  await openTv(session, `/tv/recordings/${tab}`);
  await rows(session.page, tabName).first().waitFor({ timeout: 20_000 });
  await expectFocusOn(session.page, / : /, 10_000);
}

/** Presses `key` until the focus is on `name` (at most `steps` times). */
async function pressUntil(page: Page, key: string, name: string | RegExp, steps = 12): Promise<void> {
  const on = async () => {
    const focused = await expectVisibleFocus(page);
    return typeof name === 'string' ? focused === name : name.test(focused);
  };
  for (let step = 0; step < steps && !(await on()); step += 1) await page.keyboard.press(key);
  await expectFocusOn(page, name);
}

describe('TV recordings screen with the remote (issue 36, item 2)', () => {
  it('should open from the menu, show the lists and gauges, replay a recording and come back to its row with Back, and switch tabs', async () => {
    const session = browser();
    const { page } = session;
    await openTv(session, '/tv/login');
    await expectFocusOn(page, 'tv-email');
    await page.keyboard.type(ACCOUNT);
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'tv-password');
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/home$/, 40_000);
    await expectVisibleFocus(page, 20_000);

    // The menu's Recordings entry lands on the recordings screen's default tab, not on live.
    await page.keyboard.press('Escape');
    await menu(page).waitFor();
    await pressUntil(page, 'ArrowDown', 'Enregistrements');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/recordings\/completed$/);
    await page.getByRole('heading', { level: 1, name: 'Enregistrements' }).waitFor();
    await expect.poll(() => rows(page, 'Enregistrés').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
    const first = rows(page, 'Enregistrés').first();
    expect(await first.textContent()).toMatch(/ · \d+ min/);
    expect(await first.textContent()).toMatch(/Encore \d+ j|Archivé, conservé/);
    const quotas = page.getByRole('region', { name: 'Espace utilisé' });
    await expect.poll(() => quotas.textContent()).toMatch(/Enregistrements[\d.]+ h sur 100 h \(\d+ %\)/);
    expect(await quotas.textContent()).toMatch(/Archives[\d.]+ h sur 20 h \(\d+ %\)/);
    expect(await page.getByRole('meter').count()).toBe(2);
    await expectFocusOn(page, /^(Revoir|Regarder|Archiver|Supprimer) : /);
    expect(await page.locator('button, input, [tabindex]').count()).toBeLessThan(300);
    expect(await axeViolationsInBothThemes(page, 'tv-recordings-completed')).toEqual([]);
    await session.screenshotBothThemes('tv-recordings-completed');

    // Down to the second row's replay, Enter: the TV player; Back: the same row's button again.
    await page.keyboard.press('ArrowDown');
    const replay = await expectFocusOn(page, /^Revoir : /);
    const row = await focusedRow(page);
    expect(row).not.toBeNull();
    await page.keyboard.press('Enter');
    await waitForPath(page, new RegExp(`^/tv/player/replay\\?show=${row}$`));
    await expectVideoAdvancing(page, 1);
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/recordings\/completed$/);
    await expectFocusOn(page, replay, 15_000);
    expect(await focusedRow(page)).toBe(row);

    // Up to the tabs, Right to the planned one, Enter: its list, the focus still on its tab.
    await pressUntil(page, 'ArrowUp', 'Enregistrés');
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'Programmés');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/recordings\/planned$/);
    await expectFocusOn(page, 'Programmés');
    // The address changes before React commits the tab it leads to.
    await expect.poll(() => page.getByRole('button', { name: 'Programmés' }).getAttribute('aria-current')).toBe('page');
    await pressUntil(page, 'ArrowRight', 'Séries');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/recordings\/series$/);
    await page.locator('li[data-row="serie-ch1"]').waitFor({ timeout: 20_000 });
    await pressUntil(page, 'ArrowRight', 'Bientôt supprimés');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/recordings\/expiring$/);
    await expectFocusOn(page, 'Bientôt supprimés');
    await page
      .getByRole('region', { name: 'Bientôt supprimés' })
      .getByText(/^Aucun enregistrement|\d+ min/)
      .first()
      .waitFor();
    await session.screenshot('tv-recordings-expiring-amber');
  });

  it('should delete a recording only once confirmed, Back giving the focus back to its button', async () => {
    const session = browser();
    const { page } = session;
    await openTvRecordings(session, 'completed', 'Enregistrés');
    await page.keyboard.press('ArrowDown');
    await pressUntil(page, 'ArrowRight', /^Supprimer : /, 3);
    const remove = await expectVisibleFocus(page);
    const row = await focusedRow(page);
    const count = await rows(page, 'Enregistrés').count();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: "Supprimer l'enregistrement ?" });
    await dialog.waitFor();
    await expectFocusOn(page, 'Annuler');
    expect(await axeViolationsInBothThemes(page, 'tv-recordings-remove-dialog')).toEqual([]);
    await session.screenshotBothThemes('tv-recordings-remove-dialog');
    // Back (webOS's code) cancels: nothing deleted, the focus on the button that asked.
    expect(await pressKeyCode(page, WEBOS_BACK)).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
    await expectFocusOn(page, remove);
    expect(await rows(page, 'Enregistrés').count()).toBe(count);
    // Again, Right to Delete, Enter: the row goes, the focus on the row that took its place.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'Supprimer');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`li[data-row="${row}"]`).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => rows(page, 'Enregistrés').count()).toBe(count - 1);
    await expectFocusOn(page, /^(Revoir|Regarder|Archiver|Supprimer) : /);
    expect(await focusedRow(page)).not.toBe(row);
    const kept = await page.evaluate(async (account) => {
      const backend = await globalThis.demoProvider!.backend();
      return backend.recordings
        .recordedShows(account)
        .flatMap((show) => show.episodes ?? [show])
        .map((show) => show.id);
    }, ACCOUNT);
    expect(kept).not.toContain(row);
  });

  it('should show what a new retention does before saving it, with the remote', async () => {
    const session = browser();
    const { page } = session;
    await openTvRecordings(session, 'series', 'Séries');
    await expectFocusOn(page, /^Épisodes conservés : .+ : /);
    expect(await focusedRow(page)).toBe('serie-ch1');
    const opener = await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Changer les épisodes conservés ?' });
    await dialog.waitFor();
    // The focus starts on the rule's retention; Left twice, Enter: the latest 2.
    await expectFocusOn(page, 'Les 5 derniers');
    await pressUntil(page, 'ArrowLeft', 'Les 2 derniers', 3);
    await page.keyboard.press('Enter');
    const preview = dialog.getByRole('region', { name: 'Ce que fera la règle' });
    await expect.poll(() => preview.textContent(), { timeout: 20_000 }).toContain('Supprimés dès maintenant : 3');
    expect(await preview.textContent()).toMatch(/Quota utilisé ensuite : [\d.]+ h sur 100 h/);
    expect(await dialog.textContent()).toContain('gardera les 2 derniers épisodes');
    expect(await axeViolationsInBothThemes(page, 'tv-recordings-retention-dialog')).toEqual([]);
    await session.screenshotBothThemes('tv-recordings-retention-dialog');
    // Back gives up: the rule unchanged, the focus on the button that opened the dialog.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expectFocusOn(page, opener);
    // Again, the latest 2, Down to save, Enter: the rule keeps 2.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expectFocusOn(page, 'Les 5 derniers');
    await pressUntil(page, 'ArrowLeft', 'Les 2 derniers', 3);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await pressUntil(page, 'ArrowLeft', 'Enregistrer la règle', 2);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    await expectFocusOn(page, /^Épisodes conservés : Les 2 derniers : /, 15_000);
  });

  it("should give the spec's quota texts on a 509 with the remote, nothing changed", async () => {
    const session = browser();
    const { page } = session;
    await openTvRecordings(session, 'completed', 'Enregistrés');
    await demoControls(page, { force: { 'PUT recordings/*/archive/': { status: 509 } } });
    // Down to the first row that can be archived, Right to its Archive.
    const archivable = await rows(page, 'Enregistrés').evaluateAll((items) =>
      items.findIndex((item) => item.querySelector('button[aria-label^="Archiver : "]') !== null),
    );
    expect(archivable).toBeGreaterThanOrEqual(0);
    for (let step = 0; step < archivable; step += 1) await page.keyboard.press('ArrowDown');
    await pressUntil(page, 'ArrowRight', /^Archiver : /, 2);
    const row = await focusedRow(page);
    const before = await page.locator(`li[data-row="${row}"]`).textContent();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 15_000 })
      .toBe("Votre quota d'archive est dépassé.");
    expect(await page.locator(`li[data-row="${row}"]`).textContent()).toBe(before);
    await expectFocusOn(page, /^Archiver : /);
    expect(await axeViolationsInBothThemes(page, 'tv-recordings-archive-quota')).toEqual([]);
    await session.screenshotBothThemes('tv-recordings-archive-quota');

    // A series rule whose new retention the provider refuses: the recording quota's text.
    await demoControls(page, { force: { 'PUT recordings/serial/*': { status: 509 } } });
    await pressUntil(page, 'ArrowUp', 'Enregistrés', 8);
    await pressUntil(page, 'ArrowRight', 'Séries');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/recordings\/series$/);
    await page.locator('li[data-row="serie-ch1"]').waitFor({ timeout: 20_000 });
    await pressUntil(page, 'ArrowDown', /^Épisodes conservés : /, 4);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Changer les épisodes conservés ?' });
    await dialog.waitFor();
    await pressUntil(page, 'ArrowLeft', 'Tous', 6);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await pressUntil(page, 'ArrowLeft', 'Enregistrer la règle', 2);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 15_000 })
      .toBe("Votre quota d'enregistrement est dépassé.");
    await expectFocusOn(page, /^Épisodes conservés : Les 5 derniers : /);
    await session.screenshot('tv-recordings-series-quota-amber');
  });
});
