import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe';
import { browserPerTest, expectVideoAdvancing, load, signInOnWeb, waitForPath } from './browser';
import { expectFocusOn, pressKeyCode } from './tv-focus';

/** Reminders of future shows with the browser's clock moved (clock.ts): set, shown, switched to, dismissed, dropped. */
const browser = browserPerTest({ width: 1920, height: 1080 });

/** The green key as a remote sends it (the TV key map: 404). */
const GREEN = 404;
/** The reminder's tick, its banner's code and the focus move, on a loaded 2-core machine (seen past 10 s on one). */
const REMINDER_SHOWN_MS = 20_000;

/** The reminders the device keeps (the app's preferences in localStorage). */
const kept = (page: Page) =>
  page.evaluate(
    () =>
      ((JSON.parse(localStorage.getItem('preferences') ?? '{}') as { reminders?: { showId: string; start: string }[] })
        .reminders ?? []) as { showId: string; start: string }[],
  );

/** The soonest show of ch1 that starts in more than two minutes (the page's clock is the test clock). */
function nextShow(page: Page): Promise<{ id: string; title: string; startMs: number }> {
  return page.evaluate(async () => {
    const now = Date.now();
    const shows = (await globalThis.demoProvider!.backend()).guide
      .channelGuide('ch1')
      .filter((show) => show.startDate.epochMilliseconds > now + 120_000 && show.age < 16)
      .sort((a, b) => a.startDate.epochMilliseconds - b.startDate.epochMilliseconds);
    return { id: shows[0]!.id, title: shows[0]!.title, startMs: shows[0]!.startDate.epochMilliseconds };
  });
}

/** Signs in on the web, sets the reminder of ch1's next show from its overlay and closes it. */
async function remindOnWeb() {
  const { page, url } = browser();
  await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
  const show = await nextShow(page);
  await load(page, url(`/home/show/${encodeURIComponent(show.id)}`));
  const dialog = page.getByRole('dialog', { name: show.title });
  await dialog.getByRole('button', { name: 'Me le rappeler' }).click();
  await dialog.getByRole('button', { name: 'Annuler le rappel' }).waitFor();
  await expect.poll(() => kept(page)).toEqual([expect.objectContaining({ showId: show.id })]);
  await dialog.getByRole('link', { name: 'Fermer' }).click();
  await page.waitForURL('**/home');
  return show;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Rappel', exact: true });

describe('reminders on the web', () => {
  it('should keep a reminder across reloads, list it, show it a minute before with its countdown and switch to the channel', async () => {
    const { page, url } = browser();
    const show = await remindOnWeb();
    await load(page, url('/homepersonalize'));
    const list = page.getByRole('region', { name: 'Rappels' });
    await expect
      .poll(() => list.getByRole('listitem').allTextContents())
      .toEqual([expect.stringContaining(show.title)]);
    await load(page, url('/home'));
    await page.clock.setSystemTime(show.startMs - 40_000);
    await banner(page).waitFor({ timeout: REMINDER_SHOWN_MS });
    expect(await banner(page).getByRole('alert').textContent()).toBe(`${show.title} commence bientôt.`);
    const seconds = Number(/Dans (\d+) s/.exec((await banner(page).getByRole('timer').textContent()) ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(40);
    expect(
      await axeViolationsInBothThemes(page, 'web reminder', (theme) =>
        browser().screenshot(`web-reminder-banner-${theme}`),
      ),
    ).toEqual([]);
    await banner(page).getByRole('button', { name: 'Regarder' }).click();
    await waitForPath(page, /^\/live\/normal\?play=ch1$/);
    await expectVideoAdvancing(page, 1);
    expect(await banner(page).count()).toBe(0);
    expect(await kept(page)).toEqual([]);
  });

  it('should close a reminder for good once dismissed, from inside the overlay open when it comes', async () => {
    const { page, url, screenshot } = browser();
    const show = await remindOnWeb();
    await load(page, url(`/home/show/${encodeURIComponent(show.id)}`));
    const overlay = page.getByRole('dialog', { name: show.title });
    await overlay.waitFor();
    await page.clock.setSystemTime(show.startMs - 30_000);
    await overlay.getByRole('region', { name: 'Rappel', exact: true }).waitFor({ timeout: REMINDER_SHOWN_MS });
    await screenshot('web-reminder-banner-over-overlay');
    await banner(page).getByRole('button', { name: 'Ignorer' }).click();
    expect(await banner(page).count()).toBe(0);
    await expect.poll(() => kept(page)).toEqual([]);
  });

  it('should drop silently a reminder whose show has started', async () => {
    const { page, url } = browser();
    const show = await remindOnWeb();
    await page.clock.setSystemTime(show.startMs + 5_000);
    await load(page, url('/homepersonalize'));
    await expect.poll(() => kept(page)).toEqual([]);
    await page.getByRole('region', { name: 'Rappels' }).getByText('Aucun rappel.').waitFor();
    expect(await banner(page).count()).toBe(0);
  });
});

describe('reminders on TV, with the remote keys alone', () => {
  it('should set a reminder with green in the guide, take the focus on Switch, give it back with Back, and switch with Enter (not shown while the picture in guide plays its channel)', async () => {
    const { page, url } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    await load(page, url('/tv/guide'));
    const cell = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.cell ?? null);
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement).dataset.timing ?? null), {
        timeout: 20_000,
      })
      .toBe('current');
    // Green on the show on now offers nothing; Right goes to the next show, which green reminds of.
    await pressKeyCode(page, GREEN);
    expect(await kept(page)).toEqual([]);
    const current = await cell();
    await page.keyboard.press('ArrowRight');
    await expect.poll(cell).not.toBe(current);
    const next = (await cell())!;
    await pressKeyCode(page, GREEN);
    await expect.poll(() => kept(page)).toEqual([expect.objectContaining({ showId: next })]);
    await expect.poll(() => page.getByTestId('announcer').textContent()).toMatch(/^Rappel programmé : /);
    const startMs = Date.parse((await kept(page))[0]!.start);

    // The picture in guide plays the focused channel, whose reminder is not shown: Down to the next channel.
    await page.keyboard.press('ArrowDown');
    await expect.poll(cell).not.toBe(next);
    const below = await cell();

    await page.clock.setSystemTime(startMs - 50_000);
    await expectFocusOn(page, 'Regarder', REMINDER_SHOWN_MS);
    expect(
      await axeViolationsInBothThemes(page, 'tv reminder', (theme) =>
        browser().screenshot(`tv-reminder-banner-${theme}`),
      ),
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(cell).toBe(below);
    expect(await banner(page).count()).toBe(0);
    expect(await kept(page)).toEqual([]);

    // Set again from the show, then Down: Enter on Switch plays its channel live.
    await page.keyboard.press('ArrowUp');
    await expect.poll(cell).toBe(next);
    await pressKeyCode(page, GREEN);
    await expect.poll(() => kept(page)).toEqual([expect.objectContaining({ showId: next })]);
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Regarder', REMINDER_SHOWN_MS);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/player\/live\?channel=ch1$/);
    await expectVideoAdvancing(page, 1);
    expect(await kept(page)).toEqual([]);
  });
});
