import { describe, expect, it } from 'vitest';
import { browserPerTest, load, signInOnWeb, videoTime, waitForPath } from './browser';

const browser = browserPerTest();

const signIn = (email: string) => signInOnWeb(browser(), email, /^\/home$/);

const followed = () =>
  browser().page.evaluate(
    async () => (await globalThis.demoProvider!.backend()).usage.backupConfig('demo@example.com')?.people ?? [],
  );

describe('web detail overlays', () => {
  it('should open a show overlay from a home card with its details, actions and people', async () => {
    const { page } = browser();
    await signIn('demo@example.com');
    const card = page.getByRole('region', { name: 'Vos chaînes préférées' }).getByRole('listitem').first();
    const title = await card.getByRole('link').locator(':scope > span:nth-child(2) > span').first().textContent();
    await card.getByRole('link').click();
    await page.waitForURL(/\/home\/show\/[^/]+$/);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe(title);
    await expect.poll(() => dialog.getByRole('heading', { name: 'Informations' }).count()).toBe(1);
    const terms = await dialog.locator('dt').allTextContents();
    expect(terms).toEqual(expect.arrayContaining(['Chaîne', 'Diffusion', 'Année', 'Pays', 'Note', 'Âge']));
    // A current show on a playable channel: watch it live, on the live screen.
    expect(await dialog.getByRole('link', { name: 'Regarder en direct' }).getAttribute('href')).toMatch(
      /^\/live\/normal\?play=/,
    );
    expect(await dialog.getByRole('heading', { name: 'Résumé' }).count()).toBe(1);
    await browser().screenshotBothThemes('web-overlay-show');
    await dialog.getByRole('link', { name: 'Fermer' }).click();
    await page.waitForURL('**/home');
  });

  it('should follow and unfollow a person from the people overlay', async () => {
    const { page, url } = browser();
    await signIn('demo@example.com');
    await load(page, url('/home/people/Camille%20Laurent'));
    const dialog = page.getByRole('dialog', { name: 'Camille Laurent' });
    await expect.poll(() => dialog.getByRole('heading', { name: 'Ses émissions' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Suivre' }).click();
    await expect.poll(followed).toEqual(['Camille Laurent']);
    await expect.poll(() => dialog.getByRole('button', { name: 'Ne plus suivre' }).count()).toBe(1);
    // Stored in the backup config's people list: still followed after a reload.
    await page.reload();
    await expect.poll(() => dialog.getByRole('button', { name: 'Ne plus suivre' }).count()).toBe(1);
    expect(await dialog.getByRole('status').textContent()).toBe('Vous suivez Camille Laurent.');
    await expect.poll(() => dialog.getByRole('listitem').count()).toBeGreaterThan(0);
    await browser().screenshotBothThemes('web-overlay-people');
    await dialog.getByRole('link', { name: 'Fermer' }).click();
    await page.getByRole('region', { name: 'Vos acteurs', exact: true }).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Vos acteurs', exact: true })
          .getByRole('link', { name: 'Camille Laurent' })
          .count(),
      )
      .toBe(1);
    await page
      .getByRole('region', { name: 'Vos acteurs', exact: true })
      .getByRole('link', { name: 'Camille Laurent' })
      .click();
    await dialog.getByRole('button', { name: 'Ne plus suivre' }).click();
    await expect.poll(followed).toEqual([]);
    await expect.poll(() => dialog.getByRole('button', { name: 'Suivre' }).count()).toBe(1);
    await page.reload();
    await expect.poll(() => dialog.getByRole('button', { name: 'Suivre' }).count()).toBe(1);
  });

  it('should list a series by season and tell what it is about', async () => {
    const { page, url } = browser();
    await signIn('demo@example.com');
    await load(page, url('/home/serie/serie-ch1'));
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { name: 'Épisodes' }).count()).toBe(1);
    await expect
      .poll(() =>
        dialog
          .getByRole('listitem')
          .filter({ has: page.locator('a[href^="/home/show/"]') })
          .count(),
      )
      .toBeGreaterThan(0);
    await browser().screenshotBothThemes('web-overlay-serie');
    await dialog.getByRole('link', { name: 'À propos' }).click();
    await page.waitForURL('**/home/serie/serie-ch1?tab=about*');
    await expect.poll(() => dialog.getByRole('heading', { name: 'À propos' }).count()).toBe(1);
    expect(
      await dialog.getByRole('region', { name: 'À propos' }).locator('dl').first().locator('dt').allTextContents(),
    ).toEqual(['Année', 'Pays']);
    expect(await dialog.getByRole('region', { name: 'Générique' }).getByRole('link').count()).toBeGreaterThan(0);
  });

  it('should open the season of the season query, and change season through the query', async () => {
    const { page, url } = browser();
    await signIn('demo@example.com');
    // serie-ch2 runs four seasons in the demo guide.
    const perSeason = await page.evaluate(async () => {
      const counts: Record<number, number> = {};
      for (const episode of (await globalThis.demoProvider!.backend()).shows.serie('serie-ch2').episodes)
        counts[episode.serieSeason ?? 0] = (counts[episode.serieSeason ?? 0] ?? 0) + 1;
      return counts;
    });
    expect(Object.keys(perSeason)).toEqual(['1', '2', '3', '4']);
    const dialog = page.getByRole('dialog');
    const seasons = dialog.getByRole('navigation', { name: 'Saisons' });
    const episodes = dialog.getByRole('region', { name: 'Épisodes' }).getByRole('list').last().getByRole('listitem');
    const current = () => seasons.locator('a[aria-current="page"]').textContent();

    await load(page, url('/home/serie/serie-ch2'));
    await expect.poll(current).toBe('Saison 1');
    await expect.poll(() => episodes.count()).toBe(perSeason[1]);

    await load(page, url('/home/serie/serie-ch2?season=3'));
    await expect.poll(current).toBe('Saison 3');
    await expect.poll(() => episodes.count()).toBe(perSeason[3]);
    await expect.poll(() => episodes.first().textContent()).toMatch(/^Épisode \d+ — /);

    await seasons.getByRole('link', { name: 'Saison 2' }).click();
    await waitForPath(page, /^\/home\/serie\/serie-ch2\?tab=episodes&season=2$/);
    await expect.poll(current).toBe('Saison 2');
    await expect.poll(() => episodes.count()).toBe(perSeason[2]);

    // A season the series does not have falls back to its first one.
    await load(page, url('/home/serie/serie-ch2?season=9'));
    await expect.poll(current).toBe('Saison 1');
  });
});

interface FoundShow {
  readonly id: string;
  readonly title: string;
  readonly serieId: string;
}

/**
 * A show of the demo guide of a channel (the page's clock is the test clock): ended within the
 * channel's 7-day replay window (any day, not today alone), or starting in more than an hour;
 * `serie` asks for an episode; always below the parental level (16).
 */
function findShow(channelId: string, when: 'ended' | 'future', serie = false): Promise<FoundShow | null> {
  return browser().page.evaluate(
    async ([channel, timing, episode]) => {
      const now = Date.now();
      const hour = 3_600_000;
      const found = (await globalThis.demoProvider!.backend()).guide.channelGuide(channel as string).find((show) => {
        const start = show.startDate.epochMilliseconds;
        const stop = show.stopDate.epochMilliseconds;
        const fits = timing === 'ended' ? stop < now - hour && start > now - 6 * 24 * hour : start > now + hour;
        return fits && show.age < 16 && (show.serieId !== '') === episode;
      });
      return found ? { id: found.id, title: found.title, serieId: found.serieId } : null;
    },
    [channelId, when, serie] as const,
  );
}

/** Ids of the demo user's recordings and recorded series, as the provider keeps them. */
const recorded = () =>
  browser().page.evaluate(async () =>
    (await globalThis.demoProvider!.backend()).recordings
      .recordedShows('demo@example.com')
      .flatMap((show) => [show.id, ...(show.episodes ?? []).map((episode) => episode.id)]),
  );

async function openShow(show: FoundShow) {
  const { page, url } = browser();
  await load(page, url(`/home/show/${encodeURIComponent(show.id)}`));
  const dialog = page.getByRole('dialog', { name: show.title });
  await dialog.getByRole('region', { name: 'Actions' }).waitFor({ state: 'attached' });
  return dialog;
}

describe('show overlay actions against the demo provider', () => {
  it('should record a future show: the action gives way to "recorded", kept after a reload', async () => {
    const { page } = browser();
    await signIn('demo@example.com');
    const show = (await findShow('ch1', 'future'))!;
    const dialog = await openShow(show);
    const actions = dialog.getByRole('region', { name: 'Actions' });
    expect(await actions.getByRole('link', { name: 'Regarder en direct' }).count()).toBe(0);
    expect(await actions.getByRole('link', { name: 'Revoir' }).count()).toBe(0);
    expect(await actions.getByRole('link', { name: 'Télécharger' }).getAttribute('href')).toBe(`/download/${show.id}`);
    await actions.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect.poll(() => actions.getByRole('status').textContent()).toBe('Enregistré');
    expect(await recorded()).toContain(show.id);
    expect(await actions.getByRole('button', { name: 'Enregistrer', exact: true }).count()).toBe(0);
    await page.reload();
    await expect.poll(() => actions.getByRole('status').textContent()).toBe('Enregistré');
    await actions.getByRole('button', { name: "Supprimer l'enregistrement" }).click();
    await expect.poll(() => actions.getByRole('button', { name: 'Enregistrer', exact: true }).count()).toBe(1);
    expect(await recorded()).not.toContain(show.id);
  });

  it('should record a whole series from one of its episodes', async () => {
    const { page } = browser();
    await signIn('demo@example.com');
    const show = (await findShow('ch2', 'future', true))!;
    const dialog = await openShow(show);
    const actions = dialog.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Enregistrer la série' }).click();
    // The rule says what it will do before it is created (issue 13).
    const rule = page.getByRole('dialog', { name: 'Enregistrer la série ?' });
    await rule
      .getByRole('region', { name: 'Ce que fera la règle' })
      .getByText(/^Épisodes à enregistrer : [1-9]/)
      .waitFor({ timeout: 20_000 });
    await rule.getByRole('button', { name: 'Enregistrer la série' }).click();
    await expect.poll(() => actions.getByRole('status').textContent()).toContain('Série enregistrée');
    expect(await actions.getByRole('button', { name: 'Enregistrer la série' }).count()).toBe(0);
    expect(await recorded()).toContain(show.serieId);
  });

  it('should offer no recording on a channel that is not recordable, only a reminder', async () => {
    await signIn('demo@example.com');
    // ch5 is one of the demo channels that cannot be recorded.
    const dialog = await openShow((await findShow('ch5', 'future'))!);
    const actions = dialog.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Me le rappeler' }).waitFor();
    expect(await actions.getByRole('button').allTextContents()).toEqual(['Me le rappeler']);
    expect(await actions.getByRole('link').count()).toBe(0);
  });

  it('should replay an ended show on the live screen, where it plays', async () => {
    const { page } = browser();
    await signIn('demo@example.com');
    const show = (await findShow('ch2', 'ended'))!;
    const dialog = await openShow(show);
    await dialog.getByRole('link', { name: 'Revoir' }).click();
    await waitForPath(page, new RegExp(`^/live/normal\\?replay=${show.id}$`));
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
  });

  it('should open the download screen of a show from its overlay', async () => {
    const { page } = browser();
    await signIn('demo@example.com');
    const show = (await findShow('ch1', 'future'))!;
    const dialog = await openShow(show);
    await dialog.getByRole('link', { name: 'Télécharger' }).click();
    await waitForPath(page, new RegExp(`^/download/${show.id}$`));
  });

  it('should play the trailer inside the overlay', async () => {
    const { page, screenshot } = browser();
    await signIn('demo@example.com');
    const dialog = await openShow((await findShow('ch1', 'future'))!);
    await dialog.getByRole('button', { name: 'Voir la bande-annonce' }).click();
    const trailer = dialog.getByLabel('Bande-annonce');
    await expect
      .poll(() => trailer.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0.5);
    await screenshot('web-overlay-show-trailer');
    await dialog.getByRole('link', { name: 'Fermer' }).click();
    await page.waitForURL('**/home');
    await expect.poll(() => page.locator('video[aria-label="Bande-annonce"]').count()).toBe(0);
  });

  it('should lead from a credited person to their overlay over the same screen', async () => {
    const { page } = browser();
    await signIn('demo@example.com');
    const show = await page.evaluate(async () => {
      const now = Date.now();
      const found = (await globalThis.demoProvider!.backend()).guide
        .channelGuide('ch1')
        .find((candidate) => candidate.stopDate.epochMilliseconds > now && (candidate.credits?.actor.length ?? 0) > 0);
      return found
        ? { id: found.id, title: found.title, serieId: found.serieId, actor: found.credits!.actor[0]! }
        : null;
    });
    const dialog = await openShow(show!);
    await dialog
      .getByRole('region', { name: 'Générique' })
      .getByRole('link', { name: show!.actor, exact: true })
      .click();
    await waitForPath(page, new RegExp(`^/home/people/${encodeURIComponent(show!.actor)}$`));
    await expect
      .poll(() =>
        page.getByRole('dialog', { name: show!.actor }).getByRole('heading', { name: 'Ses émissions' }).count(),
      )
      .toBe(1);
  });
});
