import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, demoControls, load, signInOnWeb, waitForPath } from './browser';

const browser = browserPerTest();

const headings = (page: Page, level: number) => page.locator(`main h${level}`).allTextContents();
const force = (page: Page, call: string, status: number) => demoControls(page, { force: { [call]: { status } } });
/** The loaded portrait inside `scope`: its natural width (0 until loaded) and address. */
const portraitOf = (scope: Locator) =>
  scope
    .locator('img[data-cover]')
    .first()
    .evaluate((image: HTMLImageElement) => ({
      width: image.complete ? image.naturalWidth : 0,
      src: image.getAttribute('src'),
    }));
const unforce = (page: Page) => demoControls(page, null);

describe('suggestions, actors and my sports on the web (issue 14)', () => {
  it("should list the suggestion categories in the spec's order with their pictured shows, and open a category's tabs", async () => {
    const { page } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/suggestions$/, '/suggestions');
    await expect
      .poll(() => headings(page, 2), { timeout: 15_000 })
      .toEqual([
        'Divertissement',
        'Magazines',
        'Culture',
        'Téléréalité',
        'Sport',
        'Musique',
        'Films',
        'Documentaires',
        'Séries',
        'Jeunesse',
        'Information',
      ]);
    const first = page.getByRole('list', { name: 'Divertissement' });
    await expect.poll(() => first.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // The demo's pictures load as images of the card's size, from the provider's cached base.
    const picture = first.locator('img[data-cover]').first();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        timeout: 15_000,
      })
      .toBe(300);
    expect(await picture.getAttribute('src')).toMatch(/^\/api\/cache\/images\/show\.svg\?/);
    await browser().screenshotBothThemes('web-suggestions');

    await page.getByRole('link', { name: 'Tout voir : Divertissement' }).click();
    await waitForPath(page, /^\/suggestions\/5\/replay$/);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Divertissement');
    await page.getByRole('navigation', { name: 'Onglets' }).getByRole('link', { name: 'En ce moment' }).click();
    await waitForPath(page, /^\/suggestions\/5\/live$/);
    await browser().screenshotBothThemes('web-suggestions-category');
  });

  it('should follow a suggested actor, list them among my actors and show their shows to come', async () => {
    const { page } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/actors\/suggestions$/, '/actors/suggestions');
    const follow = page.getByRole('button', { name: /^Suivre / }).first();
    await follow.waitFor({ timeout: 15_000 });
    const name = (await follow.getAttribute('aria-label'))!.replace(/^Suivre /, '');
    await expect.poll(() => follow.isEnabled()).toBe(true);
    await follow.click();
    await page.getByRole('button', { name: `Ne plus suivre ${name}` }).waitFor();
    // Each person's generated portrait loads at a person card's size, from the provider's cached base.
    await expect
      .poll(() => portraitOf(page.getByRole('link', { name, exact: true })), { timeout: 15_000 })
      .toEqual({ width: 120, src: expect.stringMatching(/^\/api\/cache\/images\/portrait\.svg\?/) });
    await browser().screenshotBothThemes('web-actors-suggestions');

    await page.getByRole('navigation', { name: 'Onglets' }).getByRole('link', { name: 'Mes acteurs' }).click();
    await waitForPath(page, /^\/actors\/subscribed$/);
    await page.getByRole('button', { name: `Ne plus suivre ${name}` }).waitFor();
    await browser().screenshotBothThemes('web-actors');
    // The person's overlay shows the same portrait beside the follow button.
    await page.getByRole('link', { name, exact: true }).click();
    await waitForPath(page, /^\/actors\/subscribed\/people\//);
    const overlay = page.getByRole('dialog', { name });
    await expect
      .poll(() => portraitOf(overlay), { timeout: 15_000 })
      .toEqual({ width: 120, src: expect.stringMatching(/^\/api\/cache\/images\/portrait\.svg\?/) });
    await browser().screenshotBothThemes('web-people-overlay');

    await page.goto(browser().url('/showsactors/future'));
    const shows = page.getByRole('list', { name: 'À venir' });
    await expect.poll(() => shows.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await browser().screenshotBothThemes('web-showsactors');
  });

  it('should list sports events with their league and the actions of their show, past ones on their tab', async () => {
    const { page } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/mysports\/future$/, '/mysports');
    const events = page.getByRole('list', { name: 'À venir' });
    await expect.poll(() => events.getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    const first = events.getByRole('article').first();
    await expect.poll(() => first.textContent()).toMatch(/(Super League|National League|Premier League|ATP Tour)/);
    await expect.poll(() => first.getByRole('link').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await browser().screenshotBothThemes('web-mysports');
    await page.getByRole('navigation', { name: 'Onglets' }).getByRole('link', { name: 'Passés' }).click();
    await waitForPath(page, /^\/mysports\/past$/);
    await expect
      .poll(() => page.getByRole('list', { name: 'Passés' }).getByRole('article').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
  });

  it('should say why sports events cannot load', async () => {
    const { page, url } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    await force(page, 'GET mysports/events/', 500);
    await load(page, url('/mysports/future'));
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 15_000 })
      .toContain('Une erreur est survenue');
    await browser().screenshot('web-mysports-failed');
  });

  it('should keep my sports and suggestions from an account without their permissions', async () => {
    const { page, url } = browser();
    await signInOnWeb(browser(), 'basic@example.com', /^\/home$/);
    for (const path of ['/mysports/future', '/suggestions']) {
      await load(page, url(path));
      await waitForPath(page, /^\/home$/);
    }
  });
});

describe('feedback on the web (issue 14)', () => {
  it('should require a message, keep it through a refusal and send it again on retry', async () => {
    const { page } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/feedback$/, '/feedback');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Le message est obligatoire.');

    await force(page, 'POST contact/', 500);
    await page.getByLabel('Votre message').fill('Le guide est très clair, merci.');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByRole('button', { name: 'Réessayer' }).waitFor();
    expect(await page.getByLabel('Votre message').inputValue()).toBe('Le guide est très clair, merci.');
    await browser().screenshotBothThemes('web-feedback-failed');

    await unforce(page);
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/contact\/?$/.test(new URL(request.url()).pathname),
    );
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await sent;
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Merci ! Votre message a bien été envoyé.');
    await browser().screenshotBothThemes('web-feedback-sent');
  });

  it("should gather the account pages under the menu's settings entry", async () => {
    const { page } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const feedback = menu.getByRole('link', { name: 'Votre avis' });
    // The disclosure opens on click. While home's screen loads, the shell may be drawn anew (the
    // lazy screens' boundary is around it), which closes the disclosure: open it again and click.
    await expect
      .poll(async () => {
        if (!(await feedback.isVisible())) await menu.getByText('Réglages').click();
        return feedback.click({ timeout: 2_000 }).then(
          () => true,
          () => false,
        );
      })
      .toBe(true);
    await waitForPath(page, /^\/feedback$/);
  });
});
