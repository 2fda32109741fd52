import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, demoControls, load, signInOnWeb, type BrowserSession, waitForPath } from './browser';
import { startMs, suiteClock } from './clock';

/** Issue 13, item 1: the recordings screen against the demo provider, every tab and action. */
const browser = browserPerTest({ width: 1280, height: 900 });
const DAY_MS = 86_400_000;
const ACCOUNT = 'demo@example.com';

const tabPanel = (page: Page) =>
  page.getByRole('region', { name: /^(Enregistrés|Programmés|Séries|Archives|Bientôt supprimés)$/ });
const items = (page: Page) => tabPanel(page).getByRole('listitem');
const item = (page: Page, id: string) => page.locator(`li[data-recording="${id}"]`);

async function openRecordings(session: BrowserSession, tab = 'completed'): Promise<void> {
  await signInOnWeb(session, ACCOUNT, new RegExp(`^/recordings/${tab}$`), `/recordings/${tab}`);
  await tabPanel(session.page).waitFor({ timeout: 20_000 });
}

/** Records, in the demo provider, a show of ch1 starting `hoursAhead` from now; its id and title. */
function recordOnCh1(page: Page, hoursAhead: number): Promise<{ id: string; title: string }> {
  return page.evaluate(
    async ({ account, hoursAhead: ahead }) => {
      const backend = await globalThis.demoProvider!.backend();
      const target = Date.now() + ahead * 3_600_000;
      const show = backend.guide
        .channelGuide('ch1')
        .find((candidate) => candidate.startDate.epochMilliseconds > target && candidate.serieId === '')!;
      backend.recordings.record(account, show.id);
      return { id: show.id, title: show.title };
    },
    { account: ACCOUNT, hoursAhead },
  );
}

const force = (page: Page, call: string, status: number) => demoControls(page, { force: { [call]: { status } } });

describe('web recordings screen (issue 13)', () => {
  it('should open the completed tab from /recordings with the sample recordings and both quotas in hours', async () => {
    const session = browser();
    const { page } = session;
    await signInOnWeb(session, ACCOUNT, /^\/recordings\/completed$/, '/recordings');
    await expect.poll(() => items(page).count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
    const first = items(page).first();
    expect(await first.textContent()).toMatch(/ · \d+ min/);
    expect(await first.textContent()).toMatch(/Encore 1\d\d j|Archivé, conservé/);
    const quotas = page.getByRole('region', { name: 'Espace utilisé' });
    await expect.poll(() => quotas.textContent()).toMatch(/Enregistrements[\d.]+ h sur 100 h \(\d+ %\)/);
    expect(await quotas.textContent()).toMatch(/Archives[\d.]+ h sur 20 h \(\d+ %\)/);
    expect(await page.getByRole('meter').count()).toBe(2);
    await session.screenshotBothThemes('web-recordings-completed');
  });

  it('should replay a completed recording', async () => {
    const { page } = browser();
    await openRecordings(browser());
    const replay = tabPanel(page)
      .getByRole('link', { name: /^Revoir : / })
      .first();
    await expect.poll(() => replay.count(), { timeout: 20_000 }).toBe(1);
    const showId = new URLSearchParams((await replay.getAttribute('href'))!.split('?')[1]).get('replay');
    await replay.click();
    await waitForPath(page, new RegExp(`^/live/normal\\?replay=${showId}$`));
  });

  it('should list a planned recording and delete it only once confirmed', async () => {
    const session = browser();
    const { page, url } = session;
    await openRecordings(session);
    const planned = await recordOnCh1(page, 5);
    await load(page, url('/recordings/planned'));
    const entry = item(page, planned.id);
    await entry.waitFor({ timeout: 20_000 });
    expect(await entry.getByRole('link').count()).toBe(0);
    await session.screenshotBothThemes('web-recordings-planned');
    await entry.getByRole('button', { name: `Supprimer : ${planned.title}` }).click();
    const dialog = page.getByRole('dialog', { name: "Supprimer l'enregistrement ?" });
    await dialog.waitFor();
    await session.screenshotBothThemes('web-recordings-remove-dialog');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    expect(await entry.count()).toBe(1);
    await entry.getByRole('button', { name: `Supprimer : ${planned.title}` }).click();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect.poll(() => entry.count(), { timeout: 10_000 }).toBe(0);
    await page.reload();
    await tabPanel(page).getByText('Aucun enregistrement programmé.').waitFor({ timeout: 20_000 });
  });

  it('should archive a recording, which then shows in the archives and is kept for good', async () => {
    const session = browser();
    const { page } = session;
    await openRecordings(session);
    const archive = tabPanel(page)
      .getByRole('button', { name: /^Archiver : / })
      .first();
    await expect.poll(() => archive.count(), { timeout: 20_000 }).toBe(1);
    const id = await archive.evaluate((button) => button.closest('li')!.getAttribute('data-recording')!);
    const before = await page.getByRole('region', { name: 'Espace utilisé' }).textContent();
    await archive.click();
    await expect.poll(() => item(page, id).textContent()).toContain('Archivé, conservé');
    await expect.poll(() => page.getByRole('region', { name: 'Espace utilisé' }).textContent()).not.toBe(before);
    await page.getByRole('link', { name: 'Archives', exact: true }).click();
    await waitForPath(page, /^\/recordings\/archives$/);
    await item(page, id).waitFor();
    await session.screenshotBothThemes('web-recordings-archives');
  });

  it("should give the spec's archive quota text on a 509 and keep the recording as it was", async () => {
    const session = browser();
    const { page } = session;
    await openRecordings(session);
    await force(page, 'PUT recordings/*/archive/', 509);
    const archive = tabPanel(page)
      .getByRole('button', { name: /^Archiver : / })
      .first();
    await expect.poll(() => archive.count(), { timeout: 20_000 }).toBe(1);
    const id = await archive.evaluate((button) => button.closest('li')!.getAttribute('data-recording')!);
    const before = await item(page, id).textContent();
    await archive.click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain("Votre quota d'archive est dépassé.");
    expect(await item(page, id).textContent()).toBe(before);
    await session.screenshotBothThemes('web-recordings-archive-quota');
    await page.getByRole('button', { name: 'Fermer le message' }).click();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('should show what a new retention does before saving it, then do just that', async () => {
    const session = browser();
    const { page } = session;
    await openRecordings(session, 'series');
    const rule = page.locator('li[data-serie="serie-ch1"]');
    await rule.waitFor({ timeout: 20_000 });
    expect(await rule.textContent()).toContain('Épisodes enregistrés : 5');
    await session.screenshotBothThemes('web-recordings-series');
    await rule.getByLabel('Épisodes conservés').selectOption('2');
    await rule.getByRole('button', { name: 'Voir ce que cela change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changer les épisodes conservés ?' });
    const preview = dialog.getByRole('region', { name: 'Ce que fera la règle' });
    await expect.poll(() => preview.textContent(), { timeout: 20_000 }).toContain('Supprimés dès maintenant : 3');
    const toRecord = Number(/Épisodes à enregistrer : (\d+)/.exec((await preview.textContent())!)![1]);
    expect(await preview.getByRole('listitem').filter({ hasText: 'supprimé dès maintenant' }).count()).toBe(3);
    expect(await preview.getByRole('listitem').filter({ hasText: '120 jours après sa diffusion' }).count()).toBe(2);
    expect(await preview.textContent()).toMatch(/Quota utilisé ensuite : [\d.]+ h sur 100 h/);
    await session.screenshotBothThemes('web-recordings-retention-preview');
    await dialog.getByRole('button', { name: 'Enregistrer la règle' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The provider did what the preview said: 2 ended episodes kept, the ones to come scheduled.
    await expect.poll(() => rule.textContent()).toContain(`Épisodes enregistrés : ${2 + toRecord}`);
    expect(await rule.getByLabel('Épisodes conservés').inputValue()).toBe('2');
  });

  it("should give the spec's recording quota text when a new retention answers 509, the rule unchanged", async () => {
    const session = browser();
    const { page } = session;
    await openRecordings(session, 'series');
    await force(page, 'PUT recordings/serial/*', 509);
    const rule = page.locator('li[data-serie="serie-ch1"]');
    await rule.waitFor({ timeout: 20_000 });
    await rule.getByLabel('Épisodes conservés').selectOption('0');
    await rule.getByRole('button', { name: 'Voir ce que cela change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changer les épisodes conservés ?' });
    await dialog.getByRole('button', { name: 'Enregistrer la règle' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain("Votre quota d'enregistrement est dépassé.");
    expect(await rule.textContent()).toContain('Épisodes enregistrés : 5');
    // The user's choice is still there to try again.
    expect(await rule.getByLabel('Épisodes conservés').inputValue()).toBe('0');
    await page.reload();
    await rule.waitFor({ timeout: 20_000 });
    expect(await rule.getByLabel('Épisodes conservés').inputValue()).toBe('5');
  });

  it.each([
    ['Arrêter la programmation', 'Arrêter la programmation ?', false, 5],
    ['Supprimer les épisodes', 'Supprimer les épisodes enregistrés ?', true, 0],
    ['Tout supprimer', 'Tout supprimer ?', false, 0],
  ])('should run "%s" on a series rule only once confirmed', async (action, title, ruleStays, episodesLeft) => {
    const session = browser();
    const { page } = session;
    await openRecordings(session, 'series');
    const rule = page.locator('li[data-serie="serie-ch1"]');
    await rule.waitFor({ timeout: 20_000 });
    await rule.getByRole('button', { name: new RegExp(`^${action} : `) }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    if (action === 'Tout supprimer') await session.screenshotBothThemes('web-recordings-remove-all-dialog');
    await dialog.getByRole('button', { name: action }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    if (ruleStays)
      await expect.poll(() => rule.textContent(), { timeout: 20_000 }).toContain('Épisodes enregistrés : 0');
    else await tabPanel(page).getByText('Aucune série enregistrée.').waitFor({ timeout: 20_000 });
    const provider = await page.evaluate(async (account) => {
      const backend = await globalThis.demoProvider!.backend();
      const shows = backend.recordings.recordedShows(account).flatMap((show) => show.episodes ?? [show]);
      return {
        rule: backend.account.extras(account).serials.has('serie-ch1'),
        episodes: shows.filter((show) => show.serieId === 'serie-ch1').length,
      };
    }, ACCOUNT);
    expect(provider).toEqual({ rule: ruleStays, episodes: episodesLeft });
  });

  it('should say what expires within 15 days, 108 days on, series reduced to those episodes', async () => {
    const session = browser();
    const { page, url } = session;
    await openRecordings(session, 'expiring');
    await tabPanel(page)
      .getByText('Aucun enregistrement ne sera supprimé dans les 15 prochains jours.')
      .waitFor({ timeout: 20_000 });
    const later = await recordOnCh1(page, 5 * 24);
    // 108 days on, the sample recordings (of the last 7 days) have 5 to 12 days left; one 5 days ahead has 17.
    await page.clock.setSystemTime(startMs(suiteClock()) + 108 * DAY_MS);
    await load(page, url('/recordings/expiring'));
    await expect.poll(() => items(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const texts = await items(page).allTextContents();
    const daysLeft = texts.map((text) => Number(/Encore (\d+) j/.exec(text)?.[1] ?? NaN));
    expect(daysLeft.every((days) => days >= 5 && days < 15)).toBe(true);
    expect(texts.some((text) => text.includes('Série : '))).toBe(true);
    // The archived sample recording never expires; the later one is not due yet.
    expect(texts.some((text) => text.includes('Archivé'))).toBe(false);
    expect(await item(page, later.id).count()).toBe(0);
    await session.screenshotBothThemes('web-recordings-expiring');
    await page.getByRole('link', { name: 'Enregistrés', exact: true }).click();
    await item(page, later.id).waitFor({ timeout: 20_000 });
  });

  it('should lead a tab that does not exist to the completed tab, and offer every tab', async () => {
    const session = browser();
    const { page, url } = session;
    await signInOnWeb(session, ACCOUNT, /^\/home$/);
    await load(page, url('/recordings/nothing'));
    await waitForPath(page, /^\/recordings\/completed$/);
    // The address changes before the screen draws its tabs.
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Vos enregistrements' }).getByRole('link').allTextContents())
      .toEqual(['Enregistrés', 'Programmés', 'Séries', 'Archives', 'Bientôt supprimés']);
  });
});
