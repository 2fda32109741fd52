import { describe, expect, it } from 'vitest';
import { browserPerTest, demoControls, load, signInOnWeb, waitForPath } from './browser';

const browser = browserPerTest();

describe('searching on the web', () => {
  it('should search as the user types from any screen, keep the query in the address and open results in their overlay', async () => {
    const { page } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    // Typed once the home screen shows, as a user would: not in the instant the address has
    // changed and the screen not yet (CI once lost the 'j' there: '?q=ournal').
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    const field = page.getByRole('searchbox', { name: 'Rechercher une émission, une série ou une chaîne' });
    await field.pressSequentially('journal', { delay: 40 });
    await waitForPath(page, /^\/search\?q=journal$/);
    const results = page.getByRole('list', { name: /^Résultats pour « journal »/ });
    await results
      .getByRole('link', { name: /Le Journal/ })
      .first()
      .waitFor();
    // The guide's shows are searched in the worker, not on the page's thread (allowed by the CSP).
    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([
      expect.stringMatching(/^\/assets\/search\.worker-[\w-]+\.js$/),
    ]);
    const tabs = page.getByRole('navigation', { name: 'Types de résultats' });
    await expect
      .poll(() => tabs.getByRole('link', { name: /^Tout \(\d+\)$/ }).getAttribute('aria-current'))
      .toBe('page');
    await browser().screenshotBothThemes('web-search-results');

    // The replay tab keeps the query; reload restores both.
    await tabs.getByRole('link', { name: /^Replay \(\d+\)$/ }).click();
    await waitForPath(page, /^\/search\/replay\?q=journal$/);
    await page.reload();
    await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('journal');
    const replayResults = page.getByRole('list', { name: /^Résultats pour « journal »/ });
    await replayResults.getByRole('link').first().waitFor();

    // A result opens its overlay over the search screen; closing it comes back with the query.
    await replayResults.getByRole('link').first().click();
    await waitForPath(page, /^\/search\/replay\/show\/[^/?]+\?q=journal$/);
    await page.getByRole('dialog').getByRole('link', { name: 'Fermer' }).click();
    await waitForPath(page, /^\/search\/replay\?q=journal$/);

    // Back walks the history (closing the overlay was a step of its own): the overlay, the replay
    // tab, the first tab, then the screen the search started from.
    await page.goBack();
    await waitForPath(page, /^\/search\/replay\/show\/[^/?]+\?q=journal$/);
    await page.goBack();
    await waitForPath(page, /^\/search\/replay\?q=journal$/);
    await page.goBack();
    await waitForPath(page, /^\/search\?q=journal$/);
    await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('journal');
    await page.goBack();
    await waitForPath(page, /^\/home$/);
    await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('');
  });

  it('should say what to type on an empty search and when nothing matches', async () => {
    const { page, url } = browser();
    await load(page, url('/search'));
    await page.getByText('Saisissez le titre d’une émission, d’une série ou le nom d’une chaîne.').waitFor();
    await browser().screenshotBothThemes('web-search-empty');
    await page.getByRole('searchbox').fill('qwxzkj');
    await page.getByText('Aucun résultat pour « qwxzkj ».').waitFor();
    // The address follows once typing pauses.
    await waitForPath(page, /^\/search\?q=qwxzkj$/);
    await browser().screenshotBothThemes('web-search-none');
  });

  it('should keep what was typed for Back when a result opens at once, and for a reload once the address follows', async () => {
    const { page, url } = browser();
    await load(page, url('/search?q=journal'));
    const field = page.getByRole('searchbox');
    // The list drawn for 'journal', then for 'journal du' (its name says which).
    const firstResult = page
      .getByRole('list', { name: /^Résultats pour « journal/ })
      .getByRole('link')
      .first();
    await firstResult.waitFor();
    // A result of the query drawn opened as soon as the last key is typed, before typing pauses.
    await field.press('End');
    await field.pressSequentially(' du');
    await firstResult.click();
    await waitForPath(page, /^\/search\/show\/[^/?]+\?q=journal(\+du)?$/);
    await page.goBack();
    await waitForPath(page, /^\/search\?q=journal\+du$/);
    await expect.poll(() => field.inputValue()).toBe('journal du');
    await field.fill('soir');
    await waitForPath(page, /^\/search\?q=soir$/);
    await page.reload();
    await expect.poll(() => field.inputValue()).toBe('soir');
  });

  it('should find a channel by its name with the fuzzy rule, typo included', async () => {
    const { page, url } = browser();
    await load(page, url('/search?q=jurnal'));
    await page
      .getByRole('list', { name: /^Résultats pour « jurnal »/ })
      .getByRole('link', { name: /Le Journal/ })
      .first()
      .waitFor();
  });

  it.each([
    ['a server error', { status: 500 }, 'Une erreur est survenue.'],
    ['a malformed answer', { malformed: true }, 'Une erreur est survenue.'],
    ['a gateway timeout', { status: 504 }, 'Une erreur est survenue.'],
  ])(
    'should keep the guide’s results and the query when the provider’s search fails with %s',
    async (_, forced, message) => {
      const { page, url } = browser();
      await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
      await demoControls(page, { force: { 'GET show/epgflat/search/*': forced } });
      await load(page, url('/search?q=journal'));
      const alert = page.getByRole('alert').filter({ hasText: 'La recherche du fournisseur n’a pas abouti' });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(message);
      await page
        .getByRole('list', { name: /^Résultats pour « journal »/ })
        .getByRole('link')
        .first()
        .waitFor();
      await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('journal');
    },
  );
});
