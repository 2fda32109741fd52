import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, load, type BrowserSession, waitForPath } from './browser';

const browser = browserPerTest({ width: 1920, height: 1080 });

interface Focus {
  /** The focus library's key of a card (rail-{index}-{item}), or empty. */
  readonly key: string;
  readonly name: string;
  /** The title of the rail the focus is in, or empty. */
  readonly rail: string;
  readonly inDialog: boolean;
  /** The id of the heading that names the section the focus is in, or empty. */
  readonly section: string;
  readonly visible: boolean;
}

/** What has the browser's focus: the remote's focus, always visible, never the body. */
const focus = (page: Page): Promise<Focus> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const rect = element.getBoundingClientRect();
    return {
      key: element.dataset.focusKey ?? '',
      name:
        element === document.body ? 'body' : (element.getAttribute('aria-label') || element.textContent || '').trim(),
      rail: element.closest('section')?.querySelector('h2')?.textContent ?? '',
      inDialog: element.closest('[role="dialog"], [role="alertdialog"]') !== null,
      section: element.closest('section')?.getAttribute('aria-labelledby') ?? '',
      visible:
        rect.width > 0 &&
        rect.height > 0 &&
        rect.top >= 0 &&
        rect.left >= 0 &&
        rect.bottom <= innerHeight &&
        rect.right <= innerWidth,
    };
  });

async function press(page: Page, key: string, times = 1) {
  for (let step = 0; step < times; step += 1) await page.keyboard.press(key);
}

/** Signs in on the TV with the remote's keys and waits for the first card of the home. */
async function signIn({ page, url }: BrowserSession) {
  await load(page, url('/tv/login'));
  await expect.poll(async () => (await focus(page)).name).not.toBe('body');
  await page.keyboard.type('demo@example.com');
  await press(page, 'ArrowDown');
  await page.keyboard.type('demo1234');
  await press(page, 'Enter');
  await waitForPath(page, /^\/tv\/home$/);
  await expect.poll(async () => (await focus(page)).key, { timeout: 20_000 }).toMatch(/^rail-0-/);
}

/**
 * Presses `key` until the focus matches (at most `limit` presses), and gives it; after each press
 * it waits for the focus to move (or 1 s at an edge), so no press is still on its way at the end.
 */
async function pressUntil(page: Page, key: string, wanted: (focused: Focus) => boolean, limit = 30): Promise<Focus> {
  for (let step = 0; step < limit; step += 1) {
    const now = await focus(page);
    if (wanted(now)) return now;
    await press(page, key);
    for (let wait = 0; wait < 20 && JSON.stringify(await focus(page)) === JSON.stringify(now); wait += 1)
      await page.waitForTimeout(50);
  }
  const last = await focus(page);
  expect(wanted(last), `focus after ${limit} × ${key}: ${JSON.stringify(last)}`).toBe(true);
  return last;
}

describe('TV home: rails with the remote', () => {
  it('should walk a rail to "+N" and "see all", keep the focus visible, and stay under 300 focusables', async () => {
    const session = browser();
    const { page } = session;
    await signIn(session);
    const first = await focus(page);
    expect(first.visible).toBe(true);
    await session.screenshotBothThemes('tv-home-rails');
    const more = await pressUntil(page, 'ArrowRight', (focused) => /^Voir les \d+ autres$/.test(focused.name), 25);
    expect(more.rail).toBe(first.rail);
    expect(more.visible).toBe(true);
    await session.screenshot('tv-home-rail-end');
    await press(page, 'ArrowRight');
    await expect.poll(async () => (await focus(page)).name).toBe(`Tout voir : ${first.rail}`);
    expect(await page.evaluate(() => document.querySelectorAll('button, input').length)).toBeLessThan(300);
    await press(page, 'ArrowLeft');
    await press(page, 'Enter');
    await waitForPath(page, /^\/tv\/live\/normal$/);
  });

  it('should move between rails with Up and Down, coming back to the card left in each', async () => {
    const session = browser();
    const { page } = session;
    await signIn(session);
    await press(page, 'ArrowRight', 2);
    const left = await focus(page);
    await press(page, 'ArrowDown');
    await expect.poll(async () => (await focus(page)).rail).not.toBe(left.rail);
    expect((await focus(page)).visible).toBe(true);
    await press(page, 'ArrowUp');
    await expect.poll(async () => (await focus(page)).key).toBe(left.key);
  });
});

describe('TV home: the carousel rail', () => {
  it('should reach the carousel below the first rail, open a show with Enter and come back onto it with Back', async () => {
    const session = browser();
    const { page } = session;
    await signIn(session);
    const first = await pressUntil(page, 'ArrowDown', (focused) => focused.rail === 'À la une', 3);
    await press(page, 'ArrowRight');
    await expect.poll(async () => (await focus(page)).key).not.toBe(first.key);
    const card = await focus(page);
    expect(card.rail).toBe('À la une');
    expect(card.visible).toBe(true);
    await session.screenshotBothThemes('tv-home-carousel');
    await press(page, 'Enter');
    await waitForPath(page, /^\/tv\/home\/show\/[^/]+$/);
    await expect.poll(async () => (await focus(page)).inDialog).toBe(true);
    await press(page, 'Escape');
    await waitForPath(page, /^\/tv\/home$/);
    await expect.poll(async () => (await focus(page)).key).toBe(card.key);
    expect((await focus(page)).visible).toBe(true);
  });
});

describe('TV home: red on a card', () => {
  it('should record the focused show with red without opening its overlay, and say so', async () => {
    const session = browser();
    const { page } = session;
    await signIn(session);
    const card = await focus(page);
    await page.getByText('Touche rouge : enregistrer').waitFor();
    // The remote's red key, as the TV sends it: a trusted key event with its code.
    const cdp = await page.context().newCDPSession(page);
    for (const type of ['rawKeyDown', 'keyUp'] as const)
      await cdp.send('Input.dispatchKeyEvent', { type, key: 'ColorF0Red', windowsVirtualKeyCode: 403 });
    await cdp.detach();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Enregistré' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe('/tv/home');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(async () => (await focus(page)).key).toBe(card.key);
    await session.screenshotBothThemes('tv-home-red-recorded');
  });
});

describe('TV home: detail overlays', () => {
  it('should open a show with Enter, record it with red, close with Back onto the same card', async () => {
    const session = browser();
    const { page } = session;
    await signIn(session);
    await press(page, 'ArrowRight', 3);
    const card = await focus(page);
    await press(page, 'Enter');
    await waitForPath(page, /^\/tv\/home\/show\/[^/]+$/);
    const overlay = page.getByRole('dialog');
    await overlay.getByRole('heading', { level: 2 }).waitFor();
    // The close button holds the focus while the show is on its way, then its first action has it.
    await expect.poll(async () => (await focus(page)).inDialog).toBe(true);
    await expect.poll(async () => (await focus(page)).name).toBe('Regarder en direct');
    await session.screenshotBothThemes('tv-overlay-show');
    await page.evaluate(() =>
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ColorF0Red', keyCode: 403, bubbles: true }),
      ),
    );
    await overlay.getByText('Enregistré', { exact: true }).waitFor();
    // Arrows stay inside the overlay.
    await press(page, 'ArrowDown', 6);
    expect((await focus(page)).inDialog).toBe(true);
    await press(page, 'Escape');
    await waitForPath(page, /^\/tv\/home$/);
    await expect.poll(async () => (await focus(page)).key).toBe(card.key);
    expect((await focus(page)).visible).toBe(true);
  });

  it('should play from the overlay in the TV player, and come back through the overlay to the same card', async () => {
    const session = browser();
    const { page } = session;
    await signIn(session);
    await press(page, 'ArrowRight', 1);
    const card = await focus(page);
    await press(page, 'Enter');
    await expect.poll(async () => (await focus(page)).name).toBe('Regarder en direct');
    await press(page, 'Enter');
    await waitForPath(page, /^\/tv\/player\/live\?channel=/);
    await press(page, 'Escape');
    await waitForPath(page, /^\/tv\/home\/show\//);
    await expect.poll(async () => (await focus(page)).inDialog).toBe(true);
    await press(page, 'Backspace');
    await waitForPath(page, /^\/tv\/home$/);
    await expect.poll(async () => (await focus(page)).key).toBe(card.key);
  });

  it("should open a person from the show's credits, closed by Back onto the show", async () => {
    const session = browser();
    const { page } = session;
    await signIn(session);
    await press(page, 'Enter');
    await expect.poll(async () => (await focus(page)).inDialog).toBe(true);
    const person = await pressUntil(
      page,
      'ArrowDown',
      // A person of the credits, not a related show's card (the row between the actions and the credits).
      (focused) => focused.inDialog && focused.section === 'tv-overlay-credits',
      12,
    );
    await press(page, 'Enter');
    await waitForPath(page, /^\/tv\/home\/people\//);
    await page.getByRole('dialog', { name: person.name }).waitFor();
    await expect.poll(async () => (await focus(page)).name).toMatch(/^(Suivre|Ne plus suivre)$/);
    await session.screenshotBothThemes('tv-overlay-people');
    await press(page, 'Escape');
    await waitForPath(page, /^\/tv\/home\/show\//);
  });
});

describe('TV home: watch-next removal', () => {
  async function openRemoval(session: BrowserSession) {
    const { page } = session;
    await signIn(session);
    // The rail comes with the account's bookmarks, which may answer after the first rails: walked once it is drawn.
    await page
      .getByRole('region', { name: 'Reprendre la lecture', exact: true })
      .getByRole('button', { name: /^Retirer / })
      .first()
      .waitFor();
    const remove = await pressUntil(page, 'ArrowDown', (focused) => /^Retirer /.test(focused.name), 20);
    await press(page, 'Enter');
    await page.getByRole('alertdialog', { name: 'Retirer de « Reprendre la lecture » ?' }).waitFor();
    await expect.poll(async () => (await focus(page)).name).toBe('Annuler');
    return remove;
  }

  it('should cancel with Back and give the focus back to the remove button', async () => {
    const session = browser();
    const { page } = session;
    const remove = await openRemoval(session);
    await session.screenshotBothThemes('tv-home-remove-dialog');
    await press(page, 'ArrowUp');
    expect((await focus(page)).name).toBe('Annuler');
    await press(page, 'Escape');
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await expect.poll(async () => (await focus(page)).name).toBe(remove.name);
  });

  it('should take the show out when confirmed, the focus on what took its place', async () => {
    const session = browser();
    const { page } = session;
    const remove = await openRemoval(session);
    const title = remove.name.replace(/^Retirer /, '');
    await press(page, 'ArrowRight');
    expect((await focus(page)).name).toBe('Retirer');
    await press(page, 'Enter');
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    const rail = page.getByRole('region', { name: 'Reprendre la lecture', exact: true });
    await expect.poll(() => rail.getByRole('button', { name: `Retirer ${title}`, exact: true }).count()).toBe(0);
    await expect.poll(async () => (await focus(page)).rail).toBe('Reprendre la lecture');
  });
});
