/**
 * Checks that every file of the TV build runs on the oldest TV engine (TV_ENGINE, Chromium 68):
 * scripts with es-check (syntax and standard-library features against browserslist's data),
 * styles with doiuse (caniuse's data) plus the declarations doiuse misses or misreads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runChecks } from 'es-check';
import doiuse from 'doiuse';
import postcss from 'postcss';
import { TV_ENGINE } from './layout-pass.ts';

/**
 * Features es-check reports for Chromium 68 that are fine there, each with the reason: syntax the
 * engine has although es-check counts it newer than ES2018, features the calling library looks up
 * before use, and the polyfills that src/composition/tv-polyfills.ts (or the demo worker) installs, each
 * named by what the installing module holds.
 */
export const TV_SCRIPT_FEATURES_ALLOWED: Readonly<Record<string, string>> = {
  OptionalCatchBinding: 'syntax of Chromium 66',
  BigInt: 'Chromium 67',
  DynamicImport: 'syntax of Chromium 63',
  Iterator: 'looked up first (tslib: typeof Iterator)',
  IntlDurationFormat: 'looked up first (temporal-polyfill: Intl.DurationFormat ?)',
  Uint8ArrayFromBase64: "looked up first (shaka-player: 'fromBase64' in Uint8Array)",
  Uint8ArrayFromHex: 'looked up first (shaka-player)',
  Uint8ArrayToBase64: 'looked up first (shaka-player)',
  Uint8ArrayToHex: 'looked up first (shaka-player)',
  AggregateError: 'polyfill AggregateErrorFill in src/composition/standard-library-fills.ts',
  ArrayFlat: 'polyfill flat in src/composition/standard-library-fills.ts',
  ArrayFlatMap: 'polyfill flatMap in src/composition/standard-library-fills.ts',
  globalThis: 'polyfill globalThis in src/composition/tv-polyfills.ts (core-js/actual/global-this in the demo worker)',
  MapGetOrInsert: 'polyfill getOrInsert in src/composition/standard-library-fills.ts',
  MapGetOrInsertComputed: 'polyfill getOrInsertComputed in src/composition/standard-library-fills.ts',
  ObjectFromEntries:
    'polyfill fromEntries in src/composition/standard-library-fills.ts (core-js/actual/object/from-entries in the demo worker)',
  ObjectHasOwn: 'polyfill hasOwn in src/composition/standard-library-fills.ts',
  PromiseAllSettled: 'polyfill allSettled in src/composition/standard-library-fills.ts',
  PromiseWithResolvers: 'polyfill withResolvers in src/composition/standard-library-fills.ts',
  StringMatchAll: 'polyfill core-js/actual/string/match-all (demo worker)',
  WeakRef: 'polyfill StrongRef in src/composition/tv-polyfills.ts',
};

/** caniuse features that are harmless where missing: the rule is an enhancement, ignored there. */
const STYLE_FEATURES_ALLOWED: Readonly<Record<string, string>> = {
  'prefers-reduced-motion': 'an enhancement: engines without it keep the default motion',
  // doiuse reads `minmax(` as min(); the precise check below looks for min(), max() and clamp().
  'css-math-functions': 'checked precisely by UNSUPPORTED_DECLARATIONS',
};

/** What doiuse misses or misreads, from notes/tv-platforms.md: each makes Chromium 68 drop the declaration. */
const UNSUPPORTED_DECLARATIONS: readonly {
  readonly what: string;
  readonly test: (property: string, value: string) => boolean;
}[] = [
  { what: 'aspect-ratio (Chromium 88)', test: (property) => property === 'aspect-ratio' },
  { what: 'inset (Chromium 87)', test: (property) => property === 'inset' },
  {
    what: 'min(), max() or clamp() (Chromium 79)',
    test: (_property, value) => /(^|[^\w-])(min|max|clamp)\(/.test(value),
  },
];

/**
 * `:focus { ring } :focus:not(:focus-visible) { no ring }`: an engine without :focus-visible
 * drops the second rule and rings every focus, as a TV should.
 */
function isFocusVisibleFallback(feature: string, selector: string | undefined): boolean {
  return (
    feature === 'css-focus-visible' &&
    selector !== undefined &&
    !selector.replaceAll(':not(:focus-visible)', '').includes(':focus-visible')
  );
}

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => join(dir, file));
}

/** Problems of the scripts, as es-check words them; none when every file runs there. */
export function scriptProblems(files: readonly string[], module: boolean): string[] {
  if (files.length === 0) return [];
  const result = runChecks(
    [
      {
        files: [...files],
        module,
        checkBrowser: true,
        checkFeatures: true,
        browserslistQuery: TV_ENGINE.browserslist,
        ignore: Object.keys(TV_SCRIPT_FEATURES_ALLOWED).join(','),
      },
    ],
    {},
  );
  return result.errors.map(({ file, err }) => `${file}: ${err.message}`);
}

/** Problems of one style sheet: caniuse's unsupported features and the declarations above. */
export async function styleProblems(css: string, from: string): Promise<string[]> {
  const problems: string[] = [];
  const checker = doiuse({
    browsers: [TV_ENGINE.browserslist],
    ignore: Object.keys(STYLE_FEATURES_ALLOWED),
    onFeatureUsage: (usage) => {
      // "Only partially supported" (clip-path without url(), overflow values) is not a dropped rule.
      if (!usage.featureData.missing || isFocusVisibleFallback(usage.feature, usage.usage.selector)) return;
      problems.push(usage.message);
    },
  });
  const root = (await postcss([checker]).process(css, { from })).root;
  root.walkDecls((declaration) => {
    for (const rule of UNSUPPORTED_DECLARATIONS) {
      if (rule.test(declaration.prop, declaration.value))
        problems.push(`${from}: ${declaration.prop}: ${declaration.value} — ${rule.what}`);
    }
  });
  return problems;
}

/** Every problem of the TV build in `distDir`: its own folder (tv/) and the demo's worker scripts. */
export async function tvBuildProblems(distDir: string): Promise<string[]> {
  const tvDir = join(distDir, 'tv');
  const workers = ['demo-worker.js']
    .map((file) => join(distDir, file))
    .filter((file) => readdirSync(distDir).includes(file.slice(distDir.length + 1)));
  const styles = await Promise.all(
    filesUnder(tvDir, '.css').map((file) => styleProblems(readFileSync(file, 'utf8'), file)),
  );
  return [...scriptProblems(filesUnder(tvDir, '.js'), true), ...scriptProblems(workers, false), ...styles.flat()];
}
