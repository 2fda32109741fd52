import { describe, expect, it } from 'vitest';
import { browserPerTest, load, videoTime, waitForPath } from './browser';

const browser = browserPerTest();

describe('parental challenge before a protected show (spec points 4, 6 and 8)', () => {
  it('should ask the PIN for an 18+ replay, refuse a wrong one, then play with the right one', async () => {
    const { page, url, screenshot } = browser();
    await load(page, url('/login?redirect=%2Flive%2Fnormal'));
    await page.getByLabel('E-mail').fill('demo@example.com');
    await page.getByLabel('Mot de passe').fill('demo1234');
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await waitForPath(page, /^\/live\/normal$/);
    // An ended show of age 18 from the last six days of the first channels (inside their replay window; the page's clock is the test clock).
    const showId = await page.evaluate(async () => {
      const now = Date.now();
      for (const channel of ['ch1', 'ch2', 'ch3', 'ch4', 'ch5']) {
        const response = await fetch(`/api/cache/epgchannel/${channel}/`);
        const { shows } = (await response.json()) as {
          shows: { id: string; age: number; start_date: string; stop_date: string }[];
        };
        const found = shows
          .filter(
            (show) =>
              show.age >= 18 && Date.parse(show.stop_date) < now && Date.parse(show.start_date) > now - 6 * 86_400_000,
          )
          .at(-1);
        if (found) return found.id;
      }
      return null;
    });
    expect(showId).toBeTruthy();
    await load(page, url(`/live/normal?replay=${showId}`));
    const dialog = page.getByRole('dialog', { name: 'Code parental' });
    await dialog.waitFor();
    await dialog.getByLabel('Code parental').fill('0000');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Le code saisi est incorrect.');
    await screenshot('web-parental-wrong-pin');
    await dialog.getByLabel('Code parental').fill('1234');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
  });
});
