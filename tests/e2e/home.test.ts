import { describe, expect, it } from 'vitest';
import { browserPerTest, load, signInOnWeb, waitForPath } from './browser';

const browser = browserPerTest();

const signIn = (email: string) => signInOnWeb(browser(), email, /^\/home$/);

const rowTitles = () => browser().page.locator('main section h2').allTextContents();
const cardsOf = (name: string) =>
  browser().page.getByRole('region', { name, exact: true }).getByRole('list').first().getByRole('listitem');
/** The remove button of the watch-next card of a show. */
const removeButton = (showId: string) =>
  browser()
    .page.getByRole('listitem')
    .filter({ has: browser().page.locator(`a[href="/home/show/${showId}"]`) })
    .getByRole('button', { name: /^Retirer / });

/** Bookmarks two replayable shows through the demo provider, as if the user had started them. */
async function startTwoShows(): Promise<string[]> {
  return browser().page.evaluate(async () => {
    const backend = await globalThis.demoProvider!.backend();
    const candidates = backend.guide.category(5);
    const shows = candidates
      .filter((show, index) => candidates.findIndex((other) => other.title === show.title) === index)
      .slice(0, 2);
    for (const show of shows) backend.usage.setBookmark('demo@example.com', show.id, 120);
    return shows.map((show) => show.id);
  });
}

async function scrollThrough() {
  const { page } = browser();
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe('web home', () => {
  it('should show every default row with cards for a subscriber, and at most 20 cards then +N', async () => {
    const { page, screenshot } = browser();
    await signIn('demo@example.com');
    await expect
      .poll(rowTitles)
      .toEqual([
        'À la une',
        'Vos chaînes préférées',
        'Toutes les chaînes',
        'Suggestions replay',
        'Catégories',
        'Reprendre la lecture',
        'Vos enregistrements',
        'Chaînes gratuites FAST',
        'Replay : Divertissement',
        'Mes sports',
        'Vos acteurs',
        'Émissions de vos acteurs',
        'Vidéo à la demande',
      ]);
    // 44 channels: the usage row stops at 20 and a "+24" card, the channels row lists them all.
    await expect.poll(() => cardsOf('Vos chaînes préférées').count()).toBe(21);
    // Cards render once seen: scroll the row to its end to reveal the "+N" card.
    await page
      .getByRole('region', { name: 'Vos chaînes préférées' })
      .getByRole('list')
      .evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    await expect
      .poll(() => page.getByRole('link', { name: 'Voir les 24 autres' }).getAttribute('href'))
      .toBe('/live/normal');
    await expect.poll(() => cardsOf('Toutes les chaînes').count()).toBe(44);
    // Card sizes of spec point 9: shows 300 x 240 with a 170 px image, channels 120 x 70, categories 300 x 130.
    const box = async (locator: ReturnType<typeof cardsOf>) => {
      const { width, height } = (await locator.first().boundingBox())!;
      return [Math.round(width), Math.round(height)];
    };
    expect(await box(cardsOf('Vos chaînes préférées'))).toEqual([300, 240]);
    expect(await box(cardsOf('Vos chaînes préférées').first().locator('a > span').first())).toEqual([300, 170]);
    expect(await box(cardsOf('Toutes les chaînes'))).toEqual([120, 70]);
    await page.getByRole('region', { name: 'Catégories', exact: true }).scrollIntoViewIfNeeded();
    expect(await box(cardsOf('Catégories'))).toEqual([300, 130]);
    await expect.poll(() => cardsOf('Catégories').count()).toBeGreaterThan(3);
    await expect.poll(() => cardsOf('Vidéo à la demande').count()).toBeGreaterThan(3);
    expect(
      await page
        .getByRole('link', { name: 'Personnaliser l’accueil' })
        .or(page.getByRole('link', { name: "Personnaliser l'accueil" }))
        .getAttribute('href'),
    ).toBe('/homepersonalize');
    expect(await page.getByRole('link', { name: 'Tout voir : Toutes les chaînes' }).getAttribute('href')).toBe(
      '/live/normal',
    );
    await scrollThrough();
    await screenshot('web-home-amber');
    await page.getByLabel('Thème').selectOption('crimson');
    await screenshot('web-home-crimson');
  });

  it('should show the highlighted shows on air in a carousel, stepped with the keyboard, a slide opening its overlay', async () => {
    const { page, screenshotBothThemes } = browser();
    await signIn('demo@example.com');
    const carousel = page.getByRole('region', { name: 'À la une', exact: true });
    // The slides not shown are hidden: the list holds the one on show.
    const slide = carousel.getByRole('listitem');
    const slideLink = () => slide.getByRole('link').getAttribute('href');
    await expect.poll(() => slide.count(), { timeout: 20_000 }).toBe(1);
    const first = await slideLink();
    expect(first).toMatch(/^\/home\/show\//);
    const said = carousel.locator('[aria-live="polite"]');
    expect(await said.textContent()).toBe('');
    await carousel.getByRole('button', { name: 'Émission suivante' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(slideLink).not.toBe(first);
    await expect.poll(() => said.textContent()).toMatch(/^2 sur \d+ : .+/);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect.poll(slideLink).toBe(first);
    await screenshotBothThemes('web-home-carousel');
    // Tab from the buttons reaches the slide on show; Enter opens its overlay.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(first);
    await page.keyboard.press('Enter');
    await waitForPath(page, new RegExp(`^${first!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await page.getByRole('dialog').getByRole('heading', { level: 2 }).waitFor();
  });

  it('should preview a hovered live show muted in its card and release it on leave', async () => {
    const { page } = browser();
    await signIn('demo@example.com');
    const row = page.getByRole('region', { name: 'Vos chaînes préférées', exact: true });
    await expect.poll(() => row.locator('article').count(), { timeout: 20_000 }).toBeGreaterThan(3);
    // Series are not previewed (spec point 5): hover cards until one previews.
    let previewed = false;
    for (let index = 0; index < 4 && !previewed; index += 1) {
      await row.locator('article').nth(index).hover();
      previewed = await expect
        .poll(
          () =>
            row
              .locator('video')
              .evaluateAll((videos: HTMLVideoElement[]) =>
                videos.some((video) => video.currentTime > 0 && video.muted),
              ),
          { timeout: 6_000 },
        )
        .toBe(true)
        .then(
          () => true,
          () => false,
        );
    }
    expect(previewed).toBe(true);
    await page.mouse.move(5, 5);
    await expect.poll(() => row.locator('video').count()).toBe(0);
  });

  it('should hide the rows whose permission is missing', async () => {
    await signIn('basic@example.com');
    await expect
      .poll(rowTitles)
      .toEqual([
        'À la une',
        'Vos chaînes préférées',
        'Toutes les chaînes',
        'Reprendre la lecture',
        'Chaînes gratuites FAST',
        'Vos acteurs',
        'Émissions de vos acteurs',
        'Vidéo à la demande',
      ]);
  });

  it('should ask before removing a show from watch-next, keep it on cancel and remove it on confirm', async () => {
    const { page, url, screenshot } = browser();
    await signIn('demo@example.com');
    const [first, second] = await startTwoShows();
    await load(page, url('/home'));
    // Cards render once seen: bring the row into view.
    await page.getByRole('region', { name: 'Reprendre la lecture' }).scrollIntoViewIfNeeded();
    await expect.poll(() => removeButton(second!).count()).toBe(1);
    const before = await cardsOf('Reprendre la lecture').count();

    await removeButton(first!).click();
    const dialog = page.getByRole('dialog', { name: 'Retirer de « Reprendre la lecture » ?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Annuler');
    await screenshot('web-home-remove-dialog');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await cardsOf('Reprendre la lecture').count()).toBe(before);

    await removeButton(second!).click();
    await dialog.getByRole('button', { name: 'Retirer' }).click();
    await expect.poll(() => cardsOf('Reprendre la lecture').count()).toBe(before - 1);
    expect(await removeButton(second!).count()).toBe(0);
    await page.reload();
    await page.getByRole('region', { name: 'Reprendre la lecture' }).scrollIntoViewIfNeeded();
    await expect.poll(() => removeButton(first!).count()).toBe(1);
    expect(await removeButton(second!).count()).toBe(0);
  });
});
