import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ENTRIES, FIRST_LOAD_GOAL_BYTES, firstLoad } from '../../scripts/bench/first-load/first-load.ts';
import { resources, textsByPart } from '../../src/ui/shared/i18n/texts.ts';

/**
 * What each entry's page loads before anything else in a browser that has Temporal (its script,
 * the app it preloads, and the scripts they import statically; scripts/bench/first-load/first-load.ts),
 * measured on the production builds: the demo build the end-to-end tests serve, and a provider's
 * build. Each entry is within its goal, FIRST_LOAD_GOAL_BYTES (issue 33, React 19).
 */
/** What only the demo provider brings: its worker, its accounts, the bridge to its worker. */
const DEMO_MARKERS = ['demo-worker', 'demo@example.com', 'demo-context'];

const scriptsUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file));

/** A provider's build (global-setup.ts). */
const providerDist = inject('providerDistDir');

describe('the first load of each entry', () => {
  it.each(Object.entries(ENTRIES) as [keyof typeof ENTRIES, string][])(
    'should keep %s (%s) within its goal, with the demo and with a provider',
    (name, entry) => {
      const demo = firstLoad(inject('distDir'), entry);
      const provider = firstLoad(providerDist, entry);
      expect(demo.files.length).toBeGreaterThan(0);
      expect(demo.gzipBytes).toBeLessThanOrEqual(FIRST_LOAD_GOAL_BYTES[name]);
      expect(provider.gzipBytes).toBeLessThanOrEqual(FIRST_LOAD_GOAL_BYTES[name]);
    },
  );

  it.each(Object.entries(ENTRIES))('should count the app that the %s entry preloads', (_name, entry) => {
    const { files } = firstLoad(inject('distDir'), entry);
    const code = files.map((file) => readFileSync(join(inject('distDir'), file), 'utf8')).join('\n');
    // The route table, which only the app's code holds (src/ui/*/routes.tsx).
    expect(code).toContain('suggestions/:id/:tab');
  });

  it.each(Object.entries(ENTRIES))(
    "should leave shaka-player, MSW and the demo out of the %s entry's first load",
    (_name, entry) => {
      const { files } = firstLoad(inject('distDir'), entry);
      const code = files.map((file) => readFileSync(join(inject('distDir'), file), 'utf8')).join('\n');
      expect(files.filter((file) => /shaka|browser-|msw/i.test(file))).toEqual([]);
      expect(code).not.toContain('[MSW]');
      expect(code).not.toContain('demo@example.com');
    },
  );
});

describe('the demo build', () => {
  it("should load MSW in no page: the demo's API answers in its service worker", () => {
    const withMsw = scriptsUnder(inject('distDir')).filter((file) => readFileSync(file, 'utf8').includes('[MSW]'));
    expect(withMsw).toEqual([]);
    expect(readFileSync(join(inject('distDir'), 'demo-worker.js'), 'utf8')).toContain('demo-context');
  });
});

describe('the texts of the first load', () => {
  const firstLoadCode = (entry: string) =>
    firstLoad(inject('distDir'), entry)
      .files.map((file) => readFileSync(join(inject('distDir'), file), 'utf8'))
      .join('\n');

  it.each(Object.entries(ENTRIES))(
    "should carry French alone in the %s entry's first load, German and English in chunks of their own",
    (_name, entry) => {
      const code = firstLoadCode(entry);
      expect(code).toContain(resources.fr.menu_label);
      expect([code.includes(resources.de.menu_label), code.includes(resources.en.menu_label)]).toEqual([false, false]);
      const all = scriptsUnder(inject('distDir'))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      expect([all.includes(resources.de.menu_label), all.includes(resources.en.menu_label)]).toEqual([true, true]);
    },
  );
});

describe('the texts of the first load and the later part', () => {
  const firstLoadCode = (entry: string) =>
    firstLoad(inject('distDir'), entry)
      .files.map((file) => readFileSync(join(inject('distDir'), file), 'utf8'))
      .join('\n');
  /** What code names as a text key: a quoted word, or the start of one built from a value (`menu_${...}`). */
  const keysNamed = (code: string, keys: readonly string[]) => {
    const words = new Set([...code.matchAll(/["'`](\w+)["'`]/g)].map((match) => match[1]));
    const starts = [...code.matchAll(/["'`]([a-z][a-z0-9]+_)(?:\$\{|["'`]\s*\+)/g)].map((match) => match[1] ?? '');
    return keys.filter((key) => words.has(key) || starts.some((start) => key.startsWith(start)));
  };

  it.each(Object.entries(ENTRIES))(
    "should name no text of the later part in the %s entry's first load (the shell would show its key until it loads)",
    (_name, entry) => {
      expect(keysNamed(firstLoadCode(entry), Object.keys(textsByPart.later.fr))).toEqual([]);
    },
  );

  it('should find a key that the first load names, so that the check above can fail', () => {
    expect(keysNamed(firstLoadCode(ENTRIES.web), ['search_label', 'menu_home', 'no_such_key'])).toEqual([
      'search_label',
      'menu_home',
    ]);
  });

  it.each(Object.entries(ENTRIES))(
    "should leave the later part's French out of the %s entry's first load, in a chunk of its own",
    (_name, entry) => {
      const later = Object.values(textsByPart.later.fr).filter((text) => text.length > 24 && !/["'\\]/.test(text));
      const code = firstLoadCode(entry);
      expect(later.filter((text) => code.includes(text))).toEqual([]);
      const all = scriptsUnder(inject('distDir'))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      expect(later.filter((text) => !all.includes(text))).toEqual([]);
    },
  );
});

describe("a provider's build", () => {
  it("should hold no demo code in any script, nor the demo's workers and streams", () => {
    const found = scriptsUnder(providerDist).flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      return DEMO_MARKERS.filter((marker) => code.includes(marker)).map((marker) => `${file}: ${marker}`);
    });
    expect(found).toEqual([]);
    const top = readdirSync(providerDist);
    expect(top.filter((file) => ['demo-worker.js', 'mockServiceWorker.js', 'streams'].includes(file))).toEqual([]);
  });

  it('should be told apart from the demo build by the same markers', () => {
    // The check above can fail: the demo build carries every marker somewhere.
    const code = scriptsUnder(inject('distDir'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(DEMO_MARKERS.filter((marker) => !code.includes(marker))).toEqual([]);
  });
});
