import { describe, expect, it } from 'vitest';
import { OFFLINE_MIN_FREE_BYTES } from '../../src/domain/downloads/download';
import { axeViolationsInBothThemes } from './axe';
import { browserPerTest, load, signInOnWeb, waitForPath, type BrowserSession } from './browser';
import { pickShows } from './download-shows';
import { expectFocusOn, expectVisibleFocus, pressKeyCode } from './tv-focus';

/** Issue 36, item 5: the download screen on TV, with the remote's keys only. */
const browser = browserPerTest({ width: 1920, height: 1080 });
/** webOS Back. */
const WEBOS_BACK = 461;

/** Signed in (the web's form: the session is the same), a show of the last day (see pickShows). */
async function signedInWithShows(session: BrowserSession) {
  await signInOnWeb(session, 'demo@example.com', /^\/home$/);
  return pickShows(session.page);
}

/** The show's overlay over the TV guide, then its Download action with the remote. */
async function downloadFromOverlay(session: BrowserSession, showId: string): Promise<void> {
  const { page, url } = session;
  await load(page, url(`/tv/guide/show/${showId}`));
  await page.getByRole('dialog').waitFor({ timeout: 20_000 });
  await expectVisibleFocus(page, 20_000);
  // The overlay's actions are a row: Download is one of them, to the right of the first.
  for (let step = 0; step < 8 && (await expectVisibleFocus(page)) !== 'Télécharger'; step += 1)
    await page.keyboard.press('ArrowRight');
  await expectFocusOn(page, 'Télécharger');
  await page.keyboard.press('Enter');
  await waitForPath(page, /^\/tv\/download\//);
  await page.getByRole('heading', { level: 1, name: 'Téléchargement' }).waitFor();
}

describe('TV download screen with the remote (issue 36, item 5)', () => {
  it('should record and download with Enter, show the progress, cancel with Enter and keep nothing', async () => {
    const session = browser();
    const { page } = session;
    const { clear } = await signedInWithShows(session);
    await downloadFromOverlay(session, clear);
    await expectFocusOn(page, 'Enregistrer et télécharger', 10_000);
    expect(await axeViolationsInBothThemes(page, 'tv-download')).toEqual([]);
    await page.getByRole('button', { name: 'Enregistrer et télécharger' }).click();
    await page.waitForTimeout(3000);
    console.log(
      await page.evaluate(() => [document.activeElement?.outerHTML, document.querySelector('main')?.innerText]),
    );
    await expectFocusOn(page, 'Annuler le téléchargement', 30_000);
    await page.getByRole('progressbar', { name: 'Progression du téléchargement' }).waitFor({ timeout: 30_000 });
    await session.screenshotBothThemes('tv-download-progress');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Télécharger pour regarder hors ligne', 10_000);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await page.getByText('Aucun programme téléchargé.').waitFor();
    // Back returns to the overlay, on the action that opened the screen.
    expect(await pressKeyCode(page, WEBOS_BACK)).toBe(true);
    await waitForPath(page, /^\/tv\/guide\/show\//);
    await expectFocusOn(page, 'Télécharger');
  });

  it('should say why an encrypted channel refuses, with the focus on Back; Back on an address opened directly opens the menu', async () => {
    const session = browser();
    const { page, url } = session;
    const { encrypted } = await signedInWithShows(session);
    await load(page, url(`/tv/download/${encrypted}`));
    await page.getByText('Cette chaîne est protégée : ses programmes ne peuvent pas être téléchargés.').waitFor();
    await expectFocusOn(page, 'Retour', 10_000);
    await session.screenshotBothThemes('tv-download-refused');
    expect(await pressKeyCode(page, WEBOS_BACK)).toBe(true);
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  });

  it('should say so when the TV has too little room to store shows, before anything is downloaded', async () => {
    const session = browser();
    const { page, context } = session;
    await context.addInitScript((free) => {
      const storage = navigator.storage as { estimate?: () => Promise<StorageEstimate> };
      storage.estimate = async () => ({ quota: free, usage: 0 });
    }, OFFLINE_MIN_FREE_BYTES - 1);
    const { clear } = await signedInWithShows(session);
    await load(page, session.url(`/tv/download/${clear}`));
    await page.getByText('Cet appareil n’a pas assez de place pour télécharger des programmes.').waitFor();
    expect(await page.getByRole('button', { name: 'Enregistrer et télécharger' }).count()).toBe(0);
    await expectFocusOn(page, 'Retour', 10_000);
  });
});
