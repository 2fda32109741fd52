/**
 * The entries wait for Temporal before they import the app (src/composition/temporal-ready.ts),
 * so the app is a dynamic import of its entry. A browser that has Temporal must not pay a round
 * trip for that: each page preloads the app's scripts (`modulepreload`, with their static imports)
 * after its first paint, and links its styles, as it does for what the entry imports statically.
 * Only the polyfill's chunk, which today's browsers never load, is left to the TV engine to fetch.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/** The Temporal polyfill's modules: loaded only where the browser lacks Temporal. */
export const TEMPORAL_POLYFILL = 'node_modules/temporal-polyfill/';

/** Whether a dynamic import of an entry is loaded at once by every browser (all but the polyfill). */
export const isPreloaded = (moduleId: string): boolean => !moduleId.includes(TEMPORAL_POLYFILL);

/** What the manifest and the bundle both say of a chunk: its name and what it imports. */
export interface LinkedChunk {
  readonly name?: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/**
 * The chunks that hold an entry's own code: its chunk and, when the bundler leaves that chunk a
 * facade (strict execution order), the chunk of the same name that it imports. The app is a
 * dynamic import of these; the shared chunks beside them also import some modules dynamically
 * (the other languages' texts), and those are not loaded first.
 */
export function entryCodeChunks(entry: string, chunkOf: (key: string) => LinkedChunk | undefined): string[] {
  const name = chunkOf(entry)?.name;
  return [entry, ...(chunkOf(entry)?.imports ?? []).filter((key) => chunkOf(key)?.name === name)];
}

interface ChunkLike extends LinkedChunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly name: string;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  readonly facadeModuleId: string | null;
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/** The loader that imports the app once the page has painted (a classic script, as it is). */
const LOADER_NAME = 'after-first-paint.js';
const LOADER_SOURCE = readFileSync(join(import.meta.dirname, LOADER_NAME), 'utf8');

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * The page's scripts wait for its first paint: the entry's `<script type="module">` and every
 * `modulepreload` become one deferred classic script (`after-first-paint.js`) that preloads them
 * and imports the entry once the browser has shown the prerendered HTML. Asked for beside the
 * stylesheets, the app's scripts competed with them and held the first frame while they ran
 * (Lighthouse's simulated paint then waited for all of them, 340 KB); now nothing but the HTML
 * and its stylesheets comes before the paint.
 */
export function scriptsAfterFirstPaint(html: string, loader: string, preloads: readonly string[] = []): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`The built page has ${entries.length} module scripts, not one`);
  const modules = [...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...preloads];
  const tag = `\n    <script defer src="${loader}" data-entry="${entries[0]}" data-preload="${modules.join(' ')}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, tag);
}

export function appPreload(): Plugin {
  let base = '/';
  return {
    name: 'app-preload',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    buildStart() {
      this.emitFile({ type: 'asset', name: LOADER_NAME, source: LOADER_SOURCE });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const chunkOf = (file: string) => bundle[file] as ChunkLike | undefined;
        const already = new Set<string>();
        const visitStatic = (file: string) => {
          if (already.has(file)) return;
          already.add(file);
          for (const imported of chunkOf(file)?.imports ?? []) visitStatic(imported);
        };
        visitStatic(chunk.fileName);
        const scripts: string[] = [];
        const styles: string[] = [];
        const visit = (file: string) => {
          if (already.has(file)) return;
          already.add(file);
          const each = chunkOf(file);
          if (!each) return;
          scripts.push(file);
          styles.push(...(each.viteMetadata?.importedCss ?? []));
          for (const imported of each.imports) visit(imported);
        };
        for (const file of entryCodeChunks(chunk.fileName, chunkOf).flatMap(
          (code) => chunkOf(code)?.dynamicImports ?? [],
        )) {
          if (isPreloaded(chunkOf(file)?.facadeModuleId ?? '')) visit(file);
        }
        const stylesheet = (file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        });
        const loader = Object.values(bundle).find(
          (output): output is Rollup.OutputAsset => output.type === 'asset' && output.names.includes(LOADER_NAME),
        );
        if (!loader) throw new Error(`${LOADER_NAME} was not emitted`);
        return {
          html: scriptsAfterFirstPaint(
            html,
            `${base}${loader.fileName}`,
            scripts.map((file) => `${base}${file}`),
          ),
          tags: styles.map(stylesheet),
        };
      },
    },
  };
}
