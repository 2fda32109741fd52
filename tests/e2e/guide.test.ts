import { describe, expect, it } from 'vitest';
import { browserPerTest, demoControls, load } from './browser';

const browser = browserPerTest();

const grid = () => browser().page.getByRole('region', { name: 'Grille des programmes' });
const shows = () => grid().getByRole('link', { name: /, \d\d:\d\d – \d\d:\d\d, / });
const daySelect = () => browser().page.getByLabel('Jour', { exact: true });

/** Whether the now line is inside the visible part of the grid. */
function nowLineInView(): Promise<boolean> {
  return browser().page.evaluate(() => {
    const line = document.querySelector('[data-testid="guide-now-line"]')!.getBoundingClientRect();
    const region = document.querySelector('[role="region"]')!.getBoundingClientRect();
    return line.left > region.left + 148 && line.left < region.right;
  });
}

describe('web programme guide', () => {
  it('should show the grid at now, move by day within ±7 days, come back to now and open a show', async () => {
    const { page, url, screenshot } = browser();
    await load(page, url('/guide?demo-channels=400'));
    await expect.poll(() => shows().count(), { timeout: 20_000 }).toBeGreaterThan(20);
    expect(await page.title()).toBe('Zapline - Guide TV');
    await expect.poll(nowLineInView).toBe(true);
    expect(await page.getByRole('timer').textContent()).toMatch(/^Il est \d\d:\d\d$/);
    await screenshot('web-guide-amber');

    // Both axes are virtualised: deep in the 400-channel lineup the page stays small.
    await grid().evaluate((element) => element.scrollTo({ top: element.scrollHeight / 2 }));
    await expect
      .poll(() => grid().getByRole('group', { name: /./ }).first().getAttribute('aria-label'))
      .not.toBe('Alpha Une');
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThanOrEqual(1400);

    const today = Number(await daySelect().inputValue());
    await page.getByRole('button', { name: /Jour suivant/ }).click();
    await expect.poll(() => daySelect().inputValue()).toBe(String(today + 1));
    await expect.poll(nowLineInView).toBe(false);

    await daySelect().selectOption('0');
    await expect.poll(() => page.getByRole('button', { name: /Jour précédent/ }).isDisabled()).toBe(true);
    await expect.poll(() => shows().count()).toBeGreaterThan(20);
    await daySelect().selectOption('14');
    await expect.poll(() => page.getByRole('button', { name: /Jour suivant/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /Jour précédent/ }).isDisabled()).toBe(false);
    await expect.poll(() => shows().count()).toBeGreaterThan(20);

    await page.getByRole('button', { name: 'Maintenant' }).click();
    await expect.poll(nowLineInView).toBe(true);

    const first = shows().first();
    const name = (await first.textContent())!.replace(/^●/, '');
    await first.click();
    await page.waitForURL(/\/guide\/show\/[^/]+$/);
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/guide$/);
    expect(name).toMatch(/^.+, \d\d:\d\d – \d\d:\d\d, .+$/);
  });

  it('should explain a full recording quota in French, in the purple theme', async () => {
    const { page, url, screenshot } = browser();
    await load(page, url('/login?redirect=%2Fguide'));
    await page.getByLabel('E-mail').fill('demo@example.com');
    await page.getByLabel('Mot de passe').fill('demo1234');
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.waitForURL('**/guide');
    await page.getByLabel('Thème').selectOption('crimson');
    await demoControls(page, { force: { 'PUT recordings/*': { status: 509 } } });
    const record = grid()
      .getByRole('button', { name: /^Enregistrer / })
      .first();
    await expect.poll(() => record.count(), { timeout: 20_000 }).toBe(1);
    await record.click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe("Votre quota d'enregistrement est dépassé.");
    await screenshot('web-guide-crimson');
  });
});
