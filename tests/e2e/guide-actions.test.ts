import { describe, expect, it } from 'vitest';
import { browserPerTest, signInOnWeb, videoTime, waitForPath } from './browser';

const browser = browserPerTest();

const grid = () => browser().page.getByRole('region', { name: 'Grille des programmes' });
const shows = () => grid().getByRole('link', { name: /, \d\d:\d\d – \d\d:\d\d, / });

async function openGuideSignedIn(): Promise<void> {
  await signInOnWeb(browser(), 'demo@example.com', /^\/guide$/, '/guide');
  await expect.poll(() => shows().count(), { timeout: 20_000 }).toBeGreaterThan(20);
}

async function expectVideoAdvancing(): Promise<void> {
  const { page } = browser();
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
  const start = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(start + 1);
}

describe('web programme guide: what a cell does', () => {
  it('should play a current show live from its cell', async () => {
    const { page, screenshot } = browser();
    await openGuideSignedIn();
    await screenshot('web-guide-signed-in-amber');
    const watch = grid()
      .getByRole('link', { name: /^Regarder .+ en direct$/ })
      .first();
    const channelId = new URLSearchParams((await watch.getAttribute('href'))!.split('?')[1]).get('play');
    await watch.click();
    await waitForPath(page, new RegExp(`^/live/normal\\?play=${channelId}$`));
    await expectVideoAdvancing();
  });

  it('should replay a past show from its cell', async () => {
    const { page } = browser();
    await openGuideSignedIn();
    const replay = grid()
      .getByRole('link', { name: /^Revoir / })
      .first();
    const showId = new URLSearchParams((await replay.getAttribute('href'))!.split('?')[1]).get('replay');
    await replay.click();
    await waitForPath(page, new RegExp(`^/live/normal\\?replay=${showId}$`));
    await expectVideoAdvancing();
  });

  it('should record a future show from its cell, show it as recorded, and still after a reload', async () => {
    const { page, screenshot } = browser();
    await openGuideSignedIn();
    await page.getByLabel('Thème').selectOption('crimson');
    const record = grid()
      .getByRole('button', { name: /^Enregistrer / })
      .first();
    const title = (await record.getAttribute('aria-label'))!.replace(/^Enregistrer /, '');
    // Titles repeat (series): count the cells of this title that offer recording and that say recorded.
    const mark = grid().getByRole('img', { name: `Enregistré : ${title}` });
    const sameTitleRecord = grid().getByRole('button', { name: `Enregistrer ${title}` });
    const [marks, offers] = [await mark.count(), await sameTitleRecord.count()];
    await record.click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'programmé pour l’enregistrement' }).textContent())
      .toBe(`${title} est programmé pour l’enregistrement.`);
    await expect.poll(() => mark.count()).toBe(marks + 1);
    expect(await sameTitleRecord.count()).toBe(offers - 1);
    await screenshot('web-guide-signed-in-crimson');

    // What the provider knows, not what this page did: a fresh page shows it as recorded too.
    await page.reload();
    await expect.poll(() => mark.count(), { timeout: 20_000 }).toBe(marks + 1);
    const cell = grid()
      .getByRole('link', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, .+, enregistré$`) })
      .first();
    await cell.click();
    await waitForPath(page, /^\/guide\/show\/[^/]+$/);
    await expect.poll(() => page.getByRole('dialog').getByRole('status').textContent()).toContain('Enregistré');
  });

  it('should show the account’s earlier recordings as recorded', async () => {
    const { page } = browser();
    await openGuideSignedIn();
    // The demo account starts with recordings of the last ended shows of its first two channels
    // (and a series, whose coming episodes are marked too): the latest ended single one may be
    // on the previous day's part of the guide, left of the view, so the grid scrolls back to it.
    const show = await page.evaluate(async () => {
      const now = Date.now();
      const ended = (await globalThis.demoProvider!.backend()).recordings
        .recordedShows('demo@example.com')
        .filter((candidate) => candidate.episodes === undefined && candidate.stopDate.epochMilliseconds <= now)
        .sort((a, b) => b.stopDate.epochMilliseconds - a.stopDate.epochMilliseconds);
      return { id: ended[0]!.id, title: ended[0]!.title };
    });
    const cell = grid().locator(`a[href="/guide/show/${encodeURIComponent(show.id)}"]`);
    for (let step = 0; step < 30 && (await cell.count()) === 0; step += 1) {
      await grid().evaluate((element) => element.scrollBy({ left: -element.clientWidth / 2 }));
      await page.waitForTimeout(300);
    }
    await expect.poll(() => cell.textContent(), { timeout: 10_000 }).toMatch(/, enregistré$/);
    // A recorded show that has ended replays from its cell (its action follows it in the row).
    expect(await cell.locator('xpath=following-sibling::*[1]').getAttribute('aria-label')).toBe(`Revoir ${show.title}`);
  });
});
