/**
 * How the build splits the app's code into chunks (vite.config.ts, `codeSplitting`): what every
 * browser loads first in three chunks, and the modules several screens share by the screens that
 * share them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isPreloaded } from './app-preload.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** The modules a page loads as scripts, read from its HTML (index.html, tv/index.html): `<script type="module" src="/…">`. */
export function pageScripts(html: string): string[] {
  return [...readFileSync(html, 'utf8').matchAll(/<script type="module" src="\/([^"]+)"/g)].map(([, src]) =>
    resolve(ROOT, src!),
  );
}

/**
 * The app's own modules that several screens share (domain, application, ports, shared UI), in
 * as many chunks as there are sets of chunks sharing them, with the sets under SHARED_MERGE_BYTES
 * merged into their closest neighbour. Left to the bundler, the web build had 107 chunks, the live
 * screen waited for 20 beyond the first load, and Vite's preload helper spent about 100 ms at 4x
 * CPU adding their links (issue 17). A merge puts a little of a screen's code in the first load.
 */
const SHARED_MERGE_BYTES = 4_000;
const SHARED_MODULE = /[\\/]src[\\/](domain|application|ports|ui[\\/]shared)[\\/]/;
const REMINDERS_MODULE = /[\\/](reminders?[\\/]|[a-z-]*reminders?[a-z-]*\.tsx?$)/;
export const SHARED_GROUP = {
  name: 'shared',
  // Reminders are left to the bundler's own common chunks: theirs are small and shared by lazy
  // screens only, and a merge would put them in the first load (they load after the first screen).
  test: (id: string) => SHARED_MODULE.test(id) && !REMINDERS_MODULE.test(id),
  minShareCount: 2,
  entriesAware: true,
  entriesAwareMergeThreshold: SHARED_MERGE_BYTES,
};

/** What the chunking groups read of the module graph. */
type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { readonly importedIds: readonly string[]; readonly dynamicallyImportedIds: readonly string[] } | null;
};

/** The modules `from` import statically, `from` included. */
function staticClosure(from: Iterable<string>, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const visit = [...from];
  for (let id = visit.pop(); id !== undefined; id = visit.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    visit.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** React's DOM renderer and its scheduler: a third of the first load. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * What every browser loads at once after the first paint: the modules the page's scripts import
 * statically (`main`, kept in the entry's chunk) and what those import dynamically (the app, React's
 * client, xstate, inversify; not the Temporal polyfill), with their static imports, which
 * scripts/build/app-preload.ts preloads. Left to the shared group below, that was 22 scripts on the
 * web, most under 3 KB, which a page on HTTP/1.1 fetched six at a time. Here it is three chunks:
 * React, the other libraries, the app's own code (a new version of the app leaves the libraries
 * cached). One chunk for all three was tried: in an A/B run (bench:load-ab) the pages' total blocking
 * time grew with it.
 */
export function firstLoadGroups(main: readonly string[]) {
  let firstLoad: Set<string> | undefined;
  const inFirstLoad = (id: string, graph: ModuleGraph) => {
    if (!firstLoad) {
      const entry = staticClosure(main, graph);
      const later = [...entry].flatMap((each) => graph.getModuleInfo(each)?.dynamicallyImportedIds ?? []);
      firstLoad = staticClosure(later.filter(isPreloaded), graph);
      for (const each of entry) firstLoad.delete(each);
    }
    return firstLoad.has(id);
  };
  const group = (name: string, holds: (id: string) => boolean) => ({
    name: (id: string, graph: ModuleGraph) => (inFirstLoad(id, graph) && holds(id) ? name : null),
    priority: 1,
  });
  const library = (id: string) => id.includes('/node_modules/');
  return [
    group('first-react', (id) => REACT.test(id)),
    group('first-libraries', (id) => library(id) && !REACT.test(id)),
    group('first-app', (id) => !library(id)),
  ];
}

/** The group's chunks are named after every chunk that shares them (over 100 characters): "shared" instead. */
export const sharedName = (name: string | undefined) =>
  name?.startsWith(`${SHARED_GROUP.name}~`) ? SHARED_GROUP.name : '[name]';
