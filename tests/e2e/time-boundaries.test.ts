import { afterEach, describe, expect, it } from 'vitest';
import { expectVideoAdvancing, load, openBrowser, signInOnWeb, type BrowserSession } from './browser';
import { startMs, testClock, type TestClock } from './clock';

/**
 * Issue 18: the time-dependent journeys at the awkward instants: 23:55 and 00:05, both DST
 * changes of Europe/Zurich in 2026, in Europe/Zurich and in UTC, and with the provider's clock
 * 45 s off the device's. One compact journey per instant (home rows, guide day and clock, live,
 * replay across midnight, clock-skew banner); the rules themselves are unit tests
 * (tests/domain/guide/guide-day.test.ts).
 */
const INSTANTS: readonly (readonly [name: string, clock: Partial<TestClock>])[] = [
  ['23:55 in Zurich', { now: '2026-11-23T23:55:00+01:00', timeZone: 'Europe/Zurich' }],
  ['00:05 in Zurich', { now: '2026-11-24T00:05:00+01:00', timeZone: 'Europe/Zurich' }],
  ['23:55 in UTC', { now: '2026-11-23T23:55:00Z', timeZone: 'UTC' }],
  ['00:05 in UTC', { now: '2026-11-24T00:05:00Z', timeZone: 'UTC' }],
  [
    '01:55 in Zurich, before the spring change (a 23-hour day)',
    { now: '2026-03-29T01:55:00+01:00', timeZone: 'Europe/Zurich' },
  ],
  ['03:05 in Zurich, after the spring change', { now: '2026-03-29T03:05:00+02:00', timeZone: 'Europe/Zurich' }],
  [
    '02:55 in Zurich, before the autumn change (a 25-hour day)',
    { now: '2026-10-25T02:55:00+02:00', timeZone: 'Europe/Zurich' },
  ],
  [
    '02:05 in Zurich, in the repeated hour after the autumn change',
    { now: '2026-10-25T02:05:00+01:00', timeZone: 'Europe/Zurich' },
  ],
  [
    '00:05 in Zurich with the provider 45 s ahead',
    { now: '2026-11-24T00:05:00+01:00', timeZone: 'Europe/Zurich', providerOffsetMs: 45_000 },
  ],
];

const CLOCK_INCORRECT =
  "L'heure de votre appareil semble incorrecte : les programmes affichés peuvent être décalés. Réglez l'heure automatique de l'appareil.";

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** What the user should read at the clock's start, in its zone: the day picker's today and the clock. */
function expectedTexts(clock: TestClock) {
  const at = startMs(clock);
  const day = new Intl.DateTimeFormat('fr', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: clock.timeZone,
  }).format(at);
  const time = new Intl.DateTimeFormat('fr', { hour: '2-digit', minute: '2-digit', timeZone: clock.timeZone }).format(
    at,
  );
  return { today: `Aujourd’hui, ${day}`, clock: `Il est ${time}` };
}

describe('the journeys that depend on time, at the awkward instants (issue 18)', () => {
  it.each(INSTANTS)('should hold at %s', async (_, overrides) => {
    const clock = testClock(overrides);
    session = await openBrowser(undefined, clock);
    const { page, url } = session;
    const expected = expectedTexts(clock);
    const skewed = clock.providerOffsetMs !== 0;

    // Home: the rows built from "now" (recordings, watch next) are there.
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);
    const rows = page.locator('main section h2');
    await expect
      .poll(() => rows.allTextContents(), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['Vos chaînes préférées', 'Reprendre la lecture', 'Vos enregistrements']));
    await expect
      .poll(() => page.getByRole('region', { name: 'Vos enregistrements', exact: true }).getByRole('listitem').count())
      .toBeGreaterThan(0);

    // Guide: today's day and the clock agree, now is in view with a live cell, and the shows just ended replay.
    await load(page, url('/guide'));
    const grid = page.getByRole('region', { name: 'Grille des programmes' });
    await expect
      .poll(() => grid.getByRole('link', { name: /^Regarder .+ en direct$/ }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await page.getByRole('timer').textContent()).toBe(expected.clock);
    expect(
      await page
        .getByRole('combobox', { name: 'Jour' })
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
    ).toBe(expected.today);
    expect(await page.getByRole('alert').filter({ hasText: CLOCK_INCORRECT }).count()).toBe(skewed ? 1 : 0);
    await session.screenshot(
      `web-guide-at-${clock.now.replace(/[^\dT]/g, '')}-${clock.timeZone.replace('/', '-')}${skewed ? '-skewed' : ''}`,
    );
    if (skewed) return;

    // Replay of the last show ended on the first channels below the parental level (before midnight at 00:05): it plays.
    const replay = await page.evaluate(async () => {
      const now = Date.now();
      const guide = (await globalThis.demoProvider!.backend()).guide;
      return ['ch1', 'ch2']
        .flatMap((channel) => guide.channelGuide(channel))
        .filter((show) => show.stopDate.epochMilliseconds <= now && show.age < 16)
        .sort((a, b) => b.stopDate.epochMilliseconds - a.stopDate.epochMilliseconds)[0]!.id;
    });
    await load(page, url(`/live/normal?replay=${encodeURIComponent(replay)}`));
    await expectVideoAdvancing(page, 1);
  });
});
