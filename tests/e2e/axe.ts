import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { THEMES, type ThemeName } from '../../src/ui/shared/theme/theme';

/** WCAG 2.2 A and AA and axe's best practices: the bar of issue 16. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * How long axe waits for autoplaying media before judging it (by default 10 s, spent in full on
 * the idle player of the live screen, which has no stream to load).
 */
const MEDIA_WAIT_MS = 1_000;

/**
 * The violations axe-core finds on the page as it is now, as lines `rule-id (count): help —
 * targets`, so that a failing test says what to fix. `label-content-name-mismatch` (WCAG 2.5.3)
 * is still experimental in axe, hence off by default: it is switched on by name.
 */
export async function axeViolations(
  page: Page,
  name: string,
  only: 'every rule' | 'colours' = 'every rule',
): Promise<string[]> {
  const runOnly =
    only === 'colours'
      ? { type: 'rule' as const, values: ['color-contrast'] }
      : { type: 'tag' as const, values: [...AXE_TAGS] };
  const results = await new AxeBuilder({ page })
    .options({
      runOnly,
      rules: { 'label-content-name-mismatch': { enabled: true } },
      preload: { assets: ['cssom', 'media'], timeout: MEDIA_WAIT_MS },
    })
    .analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(', ');
    const first = violation.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? '';
    return `${name}: ${violation.id} (${violation.nodes.length}): ${violation.help} — ${targets} — ${first}`;
  });
}

/**
 * The violations of the page in both themes: every rule in the first, the contrast again in the
 * other (a theme is only colours: custom properties chosen by a data attribute of the root element).
 * `inEachTheme` runs while each theme is on (a screenshot of it).
 */
export async function axeViolationsInBothThemes(
  page: Page,
  name: string,
  inEachTheme?: (theme: ThemeName) => Promise<void>,
): Promise<string[]> {
  const initial = await page.evaluate(() => document.documentElement.dataset.theme);
  const found: string[] = [];
  for (const [index, theme] of THEMES.entries()) {
    await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
    found.push(...(await axeViolations(page, `${name} [${theme}]`, index === 0 ? 'every rule' : 'colours')));
    await inEachTheme?.(theme);
  }
  await page.evaluate((value) => (document.documentElement.dataset.theme = value ?? 'amber'), initial);
  return found;
}
