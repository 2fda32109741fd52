import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe';
import {
  demoControls,
  expectVideoAdvancing,
  load,
  openBrowser,
  SCREEN_HEADING,
  signInOnWeb,
  waitForPath,
  type BrowserSession,
} from './browser';

/**
 * Issue 16: every screen, dialog and overlay of both layouts, signed out and signed in, in both
 * themes, at zero axe-core violations (WCAG 2.2 A/AA and best practices). The stops are grouped by
 * screen family and layout, one test file per group (`accessibility-*.test.ts`, run side by side):
 * each file opens one browser in its signed-in state and visits its stops in order, one test per
 * stop; a new screen joins with one line. Each stop is also saved in both themes for people to
 * look at (issue 7), as test-results/screenshots/<layout>-<stop>-<theme>.jpg.
 */
export interface Shows {
  readonly replay: string;
  readonly adult: string;
  readonly current: string;
}
export interface Stop {
  readonly name: string;
  readonly open: (session: BrowserSession, shows: Shows) => Promise<void>;
}

/**
 * Waits until a screen has its heading, or a dialog its own (a gate's PIN dialog stands before
 * its screen), and nothing is loading any more. An overlay's address waits for both the
 * overlay's heading and the screen's under it: the overlay's code may arrive first.
 */
async function settled(page: Page, overlay: boolean) {
  const headings = overlay ? [SCREEN_HEADING, 'dialog[open] h2'] : [`${SCREEN_HEADING}, dialog[open] h2`];
  for (const heading of headings) await page.locator(heading).first().waitFor({ timeout: 15_000 });
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  await drawn(page);
}

/**
 * Waits until what the screen shows is drawn: every picture in view loaded (or failed; a lazy
 * one out of view waits for its scroll) and two frames painted since, instead of a fixed sleep.
 */
async function drawn(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.images].every((image) => {
        if (image.complete) return true;
        const box = image.getBoundingClientRect();
        const inView =
          box.bottom > 0 &&
          box.right > 0 &&
          box.top < innerHeight &&
          box.left < innerWidth &&
          box.width > 0 &&
          box.height > 0;
        return image.loading === 'lazy' && !inView;
      }),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(
    () => new Promise<void>((painted) => requestAnimationFrame(() => requestAnimationFrame(() => painted()))),
  );
}

/** The addresses of the overlays (spec point 2), which open over their list screen. */
const OVERLAY_ADDRESS = /\/(show|serie|people|season)\//;
/** A screen reached by its address. */
const at = (name: string, path: string | ((shows: Shows) => string)): Stop => ({
  name,
  open: async ({ page, url }, shows) => {
    const address = typeof path === 'string' ? path : path(shows);
    await load(page, url(address));
    await settled(page, OVERLAY_ADDRESS.test(address));
  },
});

/** A stop that first opens a screen, then does something on it (opens a dialog, starts a stream). */
const after = (name: string, path: string | ((shows: Shows) => string), then: (page: Page) => Promise<void>): Stop => ({
  name,
  open: async (session, shows) => {
    await at(name, path).open(session, shows);
    await then(session.page);
  },
});

/**
 * A stop opened while the demo provider fails the calls of `pattern` (500), once `failed` shows
 * it; the provider answers again after (the failure stays on screen until Retry).
 */
const failing = (stop: Stop, pattern: string, failed: (page: Page) => Promise<void>): Stop => ({
  name: stop.name,
  open: async (session, shows) => {
    await demoControls(session.page, { force: { [pattern]: { status: 500 } } });
    await stop.open(session, shows);
    await failed(session.page);
    await demoControls(session.page, null);
  },
});

/** What VOD offers here could not be read: both of its lists say so, each with Retry. */
const vodHereFailed = async (page: Page) =>
  void (await expect.poll(() => page.getByRole('button', { name: 'Réessayer' }).count()).toBe(2));

/** The recordings screen once its tab's list (or its empty text) and the quotas are there. */
const recordingsLoaded = async (page: Page) => {
  const tab = page.locator('[aria-labelledby="recordings-tab-heading"]');
  await tab.locator(':scope > ul, :scope > p:not([role])').first().waitFor({ timeout: 15_000 });
  await page.getByRole('meter').first().waitFor();
};

const chooseChannel = (index: number) => async (page: Page) => {
  const channels = page.getByRole('list', { name: 'Chaînes' });
  await expect.poll(() => channels.getByRole('listitem').count()).toBeGreaterThan(index);
  await channels.getByRole('button').nth(index).click();
};

/** How long the demo provider delays its answers to catch a passing state: long enough for axe and the screenshots of a passing state on a busy machine. */
const PASSING_STATE_MS = 30_000;

/** Waits for the search results of the query in the address. */
const searchResults = async (page: Page) =>
  void (await page
    .getByRole('list', { name: /^Résultats pour/ })
    .getByRole('link')
    .first()
    .waitFor());

export const WEB_SIGNED_OUT: readonly Stop[] = [
  after('search-results', '/search?q=journal', searchResults),
  at('login', '/login'),
  at('live', '/live/normal'),
  after('login-dialog', '/live/normal', async (page) => {
    await chooseChannel(5)(page);
    await page.getByRole('dialog', { name: 'Connexion' }).waitFor();
  }),
  after('stream-free', '/live/normal', async (page) => {
    await chooseChannel(0)(page);
    await expectVideoAdvancing(page, 1);
  }),
  at('guide', '/guide'),
  at('vod', '/vod/0'),
  // The token screen while the provider checks the token.
  {
    name: 'auth',
    open: async ({ page, url }) => {
      await demoControls(page, { delay: PASSING_STATE_MS });
      await load(page, url('/auth/demo@example.com/not-a-token'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await demoControls(page, null);
    },
  },
];

export const WEB_SIGNED_IN: readonly Stop[] = [
  at('home', '/home'),
  at('guide', '/guide'),
  at('live', '/live/normal'),
  at('live-fast', '/live/fast'),
  at('live-watchnext', '/live/watchnext'),
  at('search', '/search'),
  after('search-results', '/search?q=journal', searchResults),
  after('search-replay', '/search/replay?q=journal', searchResults),
  at('search-none', '/search?q=qwxzkj'),
  ...(['completed', 'planned', 'series', 'archives', 'expiring'] as const).map((tab) =>
    after(`recordings-${tab}`, `/recordings/${tab}`, recordingsLoaded),
  ),
  after('recordings-remove-dialog', '/recordings/completed', async (page) => {
    await recordingsLoaded(page);
    await page
      .getByRole('button', { name: /^Supprimer : / })
      .first()
      .click();
    await page.getByRole('dialog', { name: "Supprimer l'enregistrement ?" }).waitFor();
  }),
  after('overlay-serie-rule-dialog', '/home', async (page) => {
    const id = await page.evaluate(async () => {
      const now = Date.now();
      return (await globalThis.demoProvider!.backend()).guide
        .channelGuide('ch2')
        .find((show) => show.serieId !== '' && show.age < 16 && show.startDate.epochMilliseconds > now + 3_600_000)!.id;
    });
    await page.goto(page.url().replace(/\/home$/, `/home/show/${encodeURIComponent(id)}`));
    await page.getByRole('button', { name: 'Enregistrer la série' }).click();
    await page
      .getByRole('dialog', { name: 'Enregistrer la série ?' })
      .getByRole('region', { name: 'Ce que fera la règle' })
      .getByRole('list')
      .waitFor({ timeout: 20_000 });
  }),
  after('recordings-retention-dialog', '/recordings/series', async (page) => {
    await recordingsLoaded(page);
    await page.getByLabel('Épisodes conservés').first().selectOption('2');
    await page.getByRole('button', { name: 'Voir ce que cela change' }).first().click();
    await page.getByRole('dialog').getByRole('region', { name: 'Ce que fera la règle' }).getByRole('list').waitFor();
  }),
  at('actors', '/actors/subscribed'),
  at('actors-suggestions', '/actors/suggestions'),
  at('showsactors', '/showsactors/past'),
  at('showsactors-future', '/showsactors/future'),
  at('mysports', '/mysports/future'),
  at('mysports-past', '/mysports/past'),
  at('suggestions', '/suggestions'),
  at('suggestions-category', '/suggestions/5/replay'),
  at('suggestions-category-live', '/suggestions/5/live'),
  after('menu-settings', '/home', async (page) => {
    await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Réglages').click();
    await page.getByRole('link', { name: 'Votre avis' }).waitFor();
  }),
  after('feedback-required', '/feedback', async (page) => {
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByRole('alert').waitFor();
  }),
  at('vod', '/vod/0'),
  failing(at('vod-here-failure', '/vod/0'), 'GET vod/locations/*', vodHereFailed),
  at('vod-product', '/vod/0/show/v1/product/p1'),
  at('vod-season', '/vod/0/season/s1'),
  at('vod-purchase-form', '/vod/44856/show/vod-film-1/product/p-vod-film-1-rent'),
  after('vod-purchase-confirm', '/vod/44856/show/vod-film-1/product/p-vod-film-1-rent', async (page) => {
    await page.getByRole('button', { name: /^Louer pour / }).click();
    await page.getByRole('button', { name: 'Confirmer' }).waitFor();
  }),
  at('pair', '/pair'),
  at('feedback', '/feedback'),
  at('parentalcontrol', '/parentalcontrol'),
  after('parentalcontrol-settings', '/parentalcontrol', async (page) => {
    const challenge = page.getByRole('dialog', { name: 'Code parental' });
    await challenge.locator('input').fill('1234');
    await challenge.getByRole('button', { name: 'Valider' }).click();
    await page.getByLabel('Code actuel').waitFor();
  }),
  at('homepersonalize', '/homepersonalize'),
  at('lineup', '/lineup'),
  after('lineup-keyboard-drag', '/lineup', async (page) => {
    await page
      .getByRole('button', { name: /^Déplacer / })
      .nth(2)
      .focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
  }),
  at('download', (shows) => `/download/${shows.current}`),
  at('overlay-show', (shows) => `/home/show/${shows.current}`),
  at('overlay-show-ended', (shows) => `/guide/show/${shows.replay}`),
  at('overlay-serie', '/home/serie/serie-ch1'),
  at('overlay-people', '/home/people/Camille%20Laurent'),
  after('home-remove-dialog', '/home', async (page) => {
    const watchNext = page.getByRole('region', { name: 'Reprendre la lecture', exact: true });
    await watchNext.scrollIntoViewIfNeeded();
    await watchNext
      .getByRole('button', { name: /^Retirer / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Retirer de « Reprendre la lecture » ?' }).waitFor();
  }),
  after(
    'parental-pin',
    (shows) => `/live/normal?replay=${shows.adult}`,
    async (page) => {
      await page.getByRole('dialog', { name: 'Code parental' }).waitFor();
    },
  ),
  after('stream-live', '/live/normal?play=ch2', (page) => expectVideoAdvancing(page, 1)),
  after('stream-start-over', '/live/normal?play=ch2', async (page) => {
    await expectVideoAdvancing(page, 1);
    await page.getByRole('button', { name: 'Reprendre au début' }).click();
    await page.getByRole('button', { name: 'Retour au direct' }).waitFor();
    await expectVideoAdvancing(page, 1);
  }),
  after(
    'stream-replay',
    (shows) => `/live/normal?replay=${shows.replay}`,
    (page) => expectVideoAdvancing(page, 1),
  ),
  after('stream-fast', '/live/fast', async (page) => {
    await chooseChannel(0)(page);
    await expectVideoAdvancing(page, 1);
  }),
];

/** A former customer lands on VOD; last, the sign-out screen while the provider answers. */
export const WEB_FORMER_CUSTOMER: readonly Stop[] = [
  at('vod-former-customer', '/vod/0'),
  {
    name: 'logout',
    open: async ({ page }) => {
      await demoControls(page, { delay: PASSING_STATE_MS });
      await page.getByRole('link', { name: 'Se déconnecter' }).click();
      await waitForPath(page, /^\/logout$/);
      await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
      await demoControls(page, null);
    },
  },
];

/** For the stops of a visitor, who opens no show by its id. */
const NO_SHOWS: Shows = { replay: 'none', adult: 'none', current: 'none' };

/** A TV screen, on a 1920 × 1080 screen, after the remote's focus has settled on it. */
const onTv = (name: string, path: string | ((shows: Shows) => string), then?: (page: Page) => Promise<void>): Stop => ({
  name,
  open: async ({ page, url }, shows) => {
    await page.setViewportSize(TV_SCREEN);
    await load(page, url(`/tv${typeof path === 'string' ? path : path(shows)}`));
    await page.locator('h1, video').first().waitFor({ timeout: 15_000 });
    // The remote's focus lands on the screen's first control (the player has none).
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.querySelector('button, input') === null || document.activeElement !== document.body,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    await then?.(page);
    await drawn(page);
  },
});
const TV_SCREEN = { width: 1920, height: 1080 };

export const TV_SIGNED_OUT: readonly Stop[] = [
  onTv('login', '/login'),
  onTv('device-code', '/login', async (page) => {
    await page.getByRole('button', { name: 'Se connecter avec un code' }).click();
    await page.getByRole('heading', { name: 'Connexion avec un code' }).waitFor();
    await page.getByRole('img', { name: /^Code QR / }).waitFor();
  }),
  onTv('device-code-failed', '/login', async (page) => {
    await demoControls(page, { force: { 'POST auth/device/code/': { status: 500 } } });
    await page.getByRole('button', { name: 'Se connecter avec un code' }).click();
    await page.getByRole('button', { name: 'Réessayer' }).waitFor();
    await demoControls(page, null);
  }),
  onTv('logout-deleted', '/logout/1', async (page) => {
    await page.getByRole('heading', { name: 'Votre abonnement est terminé' }).waitFor();
  }),
  onTv('menu-visitor', '/login', async (page) => {
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  }),
  // A channel that is not free for visitors: the player asks to sign in.
  onTv('player-login-dialog', '/player/live?channel=ch5', async (page) => {
    await page.getByRole('dialog', { name: 'Connexion' }).waitFor();
  }),
];

/** Presses Down on the TV home until the focus is on a watch-next remove button, then Enter. */
/** A coming episode's overlay, its "record the series" pressed with the remote: the retention dialog and its preview. */
async function openTvSeriesRule(page: Page) {
  const id = await page.evaluate(async () => {
    const now = Date.now();
    return (await globalThis.demoProvider!.backend()).guide
      .channelGuide('ch2')
      .find((show) => show.serieId !== '' && show.age < 16 && show.startDate.epochMilliseconds > now + 3_600_000)!.id;
  });
  await load(page, page.url().replace(/\/tv\/home$/, `/tv/home/show/${encodeURIComponent(id)}`));
  const onRecordSerie = () => page.evaluate(() => document.activeElement?.textContent === 'Enregistrer la série');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 15_000 }).toBe('BUTTON');
  for (let step = 0; step < 8 && !(await onRecordSerie()); step += 1) await page.keyboard.press('ArrowRight');
  expect(await onRecordSerie()).toBe(true);
  await page.keyboard.press('Enter');
  await page
    .getByRole('dialog', { name: 'Enregistrer la série ?' })
    .getByRole('region', { name: 'Ce que fera la règle' })
    .getByRole('list')
    .waitFor({ timeout: 20_000 });
}

/** The TV recordings' first row focused, Right to its Delete, Enter: the confirmation. */
async function openTvRecordingRemoval(page: Page) {
  const onDelete = () =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Supprimer : ') ?? false);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('li[data-row]') !== null), { timeout: 15_000 })
    .toBe(true);
  for (let step = 0; step < 3 && !(await onDelete()); step += 1) await page.keyboard.press('ArrowRight');
  expect(await onDelete()).toBe(true);
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog', { name: "Supprimer l'enregistrement ?" }).waitFor();
}

/** The TV series tab's first rule, its retention pressed: the dialog with its preview. */
async function openTvRetention(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''), { timeout: 15_000 })
    .toMatch(/^Épisodes conservés : /);
  await page.keyboard.press('Enter');
  await page
    .getByRole('dialog', { name: 'Changer les épisodes conservés ?' })
    .getByRole('region', { name: 'Ce que fera la règle' })
    .waitFor({ timeout: 20_000 });
}

async function openTvRemoval(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('section') !== null), { timeout: 15_000 })
    .toBe(true);
  const onRemove = () =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Retirer ') ?? false);
  for (let step = 0; step < 20 && !(await onRemove()); step += 1) {
    const before = await page.evaluateHandle(() => document.activeElement);
    await page.keyboard.press('ArrowDown');
    // The focus moves within the key's event (src/ui/tv/spatial/navigate-now.ts): wait for it, not for a time.
    await expect.poll(() => page.evaluate((element) => document.activeElement !== element, before)).toBe(true);
    await before.dispose();
  }
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog', { name: 'Retirer de « Reprendre la lecture » ?' }).waitFor();
}

export const TV_SIGNED_IN: readonly Stop[] = [
  onTv('home', '/home'),
  onTv('overlay-show', (shows) => `/home/show/${shows.current}`),
  onTv('overlay-serie', '/home/serie/serie-ch1'),
  onTv('overlay-people', '/home/people/Camille%20Laurent'),
  onTv('home-remove-dialog', '/home', openTvRemoval),
  onTv('overlay-serie-rule-dialog', '/home', openTvSeriesRule),
  // The guide's grid with its focused cell, and the picture in guide playing.
  onTv('guide', '/guide', (page) => expectVideoAdvancing(page, 1)),
  onTv('menu', '/home', async (page) => {
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  }),
  // The multi-language channel: the player says which subtitles and audio description exist, and the zap is said aloud.
  onTv('player', '/player/live?channel=ch3', async (page) => {
    await expectVideoAdvancing(page, 1);
    await page.getByText('Sous-titres : français, allemand').waitFor();
    await page.getByText('Audiodescription disponible').waitFor();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^Vous regardez /);
  }),
  onTv('live', '/live/normal'),
  onTv('live-watchnext', '/live/watchnext'),
  // The device's local preferences, language and theme (issue 37).
  onTv('settings', '/settings'),
  // The account pages reached from the settings: the parental challenge and form, the lineup (a channel held), the home rows, feedback.
  onTv('parentalcontrol', '/parentalcontrol', (page) => page.getByRole('dialog', { name: 'Code parental' }).waitFor()),
  onTv('parentalcontrol-settings', '/parentalcontrol', async (page) => {
    await page.getByRole('dialog', { name: 'Code parental' }).waitFor();
    for (const digit of '1234') await page.keyboard.press(digit);
    await page.getByLabel('Code actuel').waitFor();
  }),
  onTv('lineup-holding', '/lineup', async (page) => {
    await page.getByRole('list', { name: 'Ordre des chaînes' }).getByRole('button').first().waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { pressed: true }).waitFor();
  }),
  onTv('homepersonalize', '/homepersonalize', (page) =>
    page.getByRole('list', { name: 'Rangées de l’accueil' }).getByRole('button').first().waitFor(),
  ),
  onTv('feedback', '/feedback'),
  // The device pages the settings open: the engine probed, then a performance test run to its result.
  onTv('diagnostic', '/diagnostic', async (page) => {
    await page.getByText(/^Chromium \d+$/).waitFor({ timeout: 10_000 });
  }),
  onTv('performance', '/performance/4g', async (page) => {
    await page.getByRole('region', { name: 'Résultats' }).waitFor({ timeout: 30_000 });
  }),
  onTv('privacy', '/privacy'),
  // The on-screen keyboard with the results of the query in the address beside it.
  onTv('search', '/search?q=journal', async (page) => {
    await page
      .getByRole('list', { name: /^Résultats pour/ })
      .getByRole('button')
      .first()
      .waitFor();
  }),
  // The discovery screens (issue 36 item 3): rails of categories, a category's grid, people to follow, events with their actions.
  onTv('suggestions', '/suggestions'),
  onTv('suggestions-category', '/suggestions/5/replay'),
  onTv('actors', '/actors/suggestions'),
  onTv('showsactors', '/showsactors/past'),
  onTv('mysports', '/mysports/past', async (page) => {
    await page
      .getByRole('list', { name: /^Actions · / })
      .first()
      .waitFor({ timeout: 15_000 });
  }),
  onTv('recordings-completed', '/recordings/completed'),
  onTv('recordings-series', '/recordings/series'),
  onTv('recordings-remove-dialog', '/recordings/completed', openTvRecordingRemoval),
  onTv('recordings-retention-dialog', '/recordings/series', openTvRetention),
  // Issue 36 items 6 and 7: a deep link's show overlay over live, and the help web view with its text.
  onTv(
    'live-overlay-show',
    (shows) => `/show/${shows.current}`,
    async (page) => {
      await page.getByRole('dialog').waitFor();
    },
  ),
  onTv('help', '/help', async (page) => {
    await page
      .getByRole('region', { name: 'Pages d’aide' })
      .getByText(/^Connectez-vous/)
      .waitFor();
  }),
  // The VOD screen's rails, a title for sale with the promo code's keyboard, a season's episodes.
  onTv('vod', '/vod', (page) =>
    page
      .getByRole('button', { name: /^Le Dernier Col/ })
      .first()
      .waitFor(),
  ),
  failing(onTv('vod-here-failure', '/vod'), 'GET vod/locations/*', vodHereFailed),
  onTv('overlay-vod-product', '/vod/show/vod-film-1/product/p-vod-film-1-rent'),
  onTv('overlay-vod-season', '/vod/season/vod-season-lac-1'),
  // The player's controls (Enter), its mini-guide (Right) and the parental PIN typed with the remote.
  onTv('player-controls', '/player/live?channel=ch3', async (page) => {
    await expectVideoAdvancing(page, 1);
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Commandes du lecteur' }).waitFor();
  }),
  onTv('player-mini-guide', '/player/live?channel=ch2', async (page) => {
    await expectVideoAdvancing(page, 1);
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'Mini-guide' }).waitFor();
  }),
  onTv(
    'player-pin',
    (shows) => `/player/replay?show=${shows.adult}`,
    async (page) => {
      await page.getByRole('dialog', { name: 'Code parental' }).waitFor();
    },
  ),
  // Last: the clock moves on to late evening, when 18+ shows are on air; the picture in guide asks the PIN for one.
  {
    name: 'guide-pin',
    open: async (session, shows) => {
      await session.page.clock.setSystemTime(new Date('2026-11-23T23:40:00+01:00'));
      const channel = await session.page.evaluate(async () => {
        const now = Date.now();
        return [...(await globalThis.demoProvider!.backend()).guide.live()].find(
          ([id, [show]]) =>
            /^ch\d+$/.test(id) && show !== undefined && show.age >= 18 && show.startDate.epochMilliseconds <= now,
        )?.[0];
      });
      await onTv('guide-pin', `/guide?channel=${channel}`, async (page) => {
        await page.getByRole('dialog', { name: 'Code parental' }).waitFor({ timeout: 20_000 });
      }).open(session, shows);
    },
  },
];

/** Shows of the first channels' guides: an ended one below 16, an ended 18+ one, a current one. */
function pickShows(page: Page): Promise<Shows> {
  return page.evaluate(async () => {
    const now = Date.now();
    const guide = (await globalThis.demoProvider!.backend()).guide;
    const shows = ['ch2', 'ch3', 'ch4', 'ch5', 'ch6'].flatMap((channel) => guide.channelGuide(channel));
    const endedWithin = (show: (typeof shows)[number], days: number) =>
      show.stopDate.epochMilliseconds < now - 3_600_000 && show.startDate.epochMilliseconds > now - days * 86_400_000;
    const found = {
      replay: shows.find((show) => endedWithin(show, 1) && show.age < 16 && show.channelId === 'ch2')?.id,
      adult: shows.find((show) => endedWithin(show, 3) && show.age >= 18)?.id,
      current: shows.find((show) => show.startDate.epochMilliseconds <= now && show.stopDate.epochMilliseconds > now)
        ?.id,
    };
    if (!found.replay || !found.adult || !found.current) throw new Error(`no show to open: ${JSON.stringify(found)}`);
    return found as Shows;
  });
}

/**
 * Waits for the page's finite animations and transitions to end (a keyboard drag slides the rows
 * for a moment, partly over each other), so that axe judges the page as it stays.
 */
const animationsEnded = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );

/** Who the browser of a group is signed in as, and where signing in lands. */
export interface Visitor {
  readonly email: string;
  readonly landing: RegExp;
}

/**
 * One test per stop, in order, in one browser of the group's own (signed in as `account`, or a
 * visitor): each stop at zero violations in both themes.
 */
export function axeStops(prefix: string, stops: readonly Stop[], account?: Visitor): void {
  let session: BrowserSession | undefined;
  let ready: Promise<{ session: BrowserSession; shows: Shows }> | undefined;
  // Signed in by the first test (expect.poll, which signing in waits with, runs inside tests only).
  const signedIn = async () => {
    session = await openBrowser({ width: 1280, height: 800 });
    if (account === undefined) return { session, shows: NO_SHOWS };
    await signInOnWeb(session, account.email, account.landing);
    return { session, shows: account.email === SUBSCRIBER.email ? await pickShows(session.page) : NO_SHOWS };
  };
  afterAll(async () => {
    await session?.close();
  });
  describe(`${prefix}${account ? ` (${account.email})` : ' (visitor)'}`, () => {
    it.each(stops.map((stop) => [stop.name, stop] as const))(
      '%s should have no axe-core violation in either theme',
      async (_name, stop) => {
        const { session: browser, shows } = await (ready ??= signedIn());
        await stop.open(browser, shows);
        await animationsEnded(browser.page);
        const name = `${prefix}-${stop.name}`;
        expect(
          await axeViolationsInBothThemes(browser.page, name, (theme) => browser.screenshot(`${name}-${theme}`)),
        ).toEqual([]);
      },
    );
  });
}

/** Only the stops named, in the order of the list (a group of a layout's screens). */
export function stopsNamed(stops: readonly Stop[], names: readonly string[]): Stop[] {
  const missing = names.filter((name) => !stops.some((stop) => stop.name === name));
  if (missing.length > 0) throw new Error(`no stop named ${missing.join(', ')}`);
  return stops.filter((stop) => names.includes(stop.name));
}

export const SUBSCRIBER: Visitor = { email: 'demo@example.com', landing: /^\/home$/ };
export const FORMER_CUSTOMER: Visitor = { email: 'former@example.com', landing: /^\/vod\/0$/ };

/** The subscriber's stops by screen family, one test file each; every stop in exactly one. */
export const WEB_SUBSCRIBER_GROUPS = {
  browse: stopsNamed(WEB_SIGNED_IN, [
    'home',
    'guide',
    'live',
    'live-fast',
    'live-watchnext',
    'search',
    'search-results',
    'search-replay',
    'search-none',
    'actors',
    'actors-suggestions',
    'showsactors',
    'showsactors-future',
    'mysports',
    'mysports-past',
    'suggestions',
    'suggestions-category',
    'suggestions-category-live',
    'menu-settings',
  ]),
  recordings: stopsNamed(WEB_SIGNED_IN, [
    'recordings-completed',
    'recordings-planned',
    'recordings-series',
    'recordings-archives',
    'recordings-expiring',
    'recordings-remove-dialog',
    'overlay-serie-rule-dialog',
    'recordings-retention-dialog',
    'download',
  ]),
  account: stopsNamed(WEB_SIGNED_IN, [
    'feedback-required',
    'pair',
    'feedback',
    'parentalcontrol',
    'parentalcontrol-settings',
    'homepersonalize',
    'lineup',
    'lineup-keyboard-drag',
  ]),
  // The VOD screen with what is available here (and its failure), a product, a season, a purchase.
  vod: stopsNamed(WEB_SIGNED_IN, [
    'vod',
    'vod-here-failure',
    'vod-product',
    'vod-season',
    'vod-purchase-form',
    'vod-purchase-confirm',
  ]),
  'overlays-players': stopsNamed(WEB_SIGNED_IN, [
    'overlay-show',
    'overlay-show-ended',
    'overlay-serie',
    'overlay-people',
    'home-remove-dialog',
    'parental-pin',
    'stream-live',
    'stream-start-over',
    'stream-replay',
    'stream-fast',
  ]),
};
export const TV_SUBSCRIBER_GROUPS = {
  screens: stopsNamed(TV_SIGNED_IN, [
    'home',
    'overlay-show',
    'overlay-serie',
    'overlay-people',
    'home-remove-dialog',
    'overlay-serie-rule-dialog',
    'guide',
    'menu',
    'live',
    'live-watchnext',
    'settings',
  ]),
  // The VOD screen's rails with what is available here (and its failure), a product, a season.
  vod: stopsNamed(TV_SIGNED_IN, ['vod', 'vod-here-failure', 'overlay-vod-product', 'overlay-vod-season']),
  // The account pages the settings lead to.
  account: stopsNamed(TV_SIGNED_IN, [
    'parentalcontrol',
    'parentalcontrol-settings',
    'lineup-holding',
    'homepersonalize',
    'feedback',
  ]),
  // The TV twins of the web's browse screens (issue 36).
  browse: stopsNamed(TV_SIGNED_IN, [
    'search',
    'suggestions',
    'suggestions-category',
    'actors',
    'showsactors',
    'mysports',
    'recordings-completed',
    'recordings-series',
    'recordings-remove-dialog',
    'recordings-retention-dialog',
    'live-overlay-show',
    'help',
  ]),
  // The device pages of the settings (diagnostics, performance test, privacy).
  device: stopsNamed(TV_SIGNED_IN, ['diagnostic', 'performance', 'privacy']),
  // guide-pin moves the clock on: last.
  player: stopsNamed(TV_SIGNED_IN, ['player', 'player-controls', 'player-mini-guide', 'player-pin', 'guide-pin']),
};

for (const [stops, groups] of [
  [WEB_SIGNED_IN, WEB_SUBSCRIBER_GROUPS],
  [TV_SIGNED_IN, TV_SUBSCRIBER_GROUPS],
] as const) {
  const grouped = Object.values(groups)
    .flat()
    .map((stop) => stop.name);
  const wrong = stops.map((stop) => stop.name).filter((name) => grouped.filter((each) => each === name).length !== 1);
  if (wrong.length > 0 || grouped.length !== stops.length)
    throw new Error(`stops in no group or in several: ${wrong.join(', ')}`);
}
