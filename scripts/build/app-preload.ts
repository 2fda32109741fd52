/**
 * The entries wait for Temporal before they import the app (src/composition/temporal-ready.ts),
 * so the app is a dynamic import of its entry. A browser that has Temporal must not pay a round
 * trip for that: each page preloads the app's scripts (`modulepreload`, with their static imports)
 * and links its styles, as it does for what the entry imports statically. Only the polyfill's
 * chunk, which today's browsers never load, is left to the TV engine to fetch.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

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

/**
 * The page's scripts asked for at low priority (`fetchpriority`): the prerendered HTML paints the
 * screen without them, so its stylesheets (and the screen's images) go first. Engines without the
 * attribute (Chromium 68) ignore it.
 */
export function scriptsAtLowPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

export function appPreload(): Plugin {
  let base = '/';
  return {
    name: 'app-preload',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
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
        const link = (rel: string, file: string, extra: Record<string, string> = {}): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `${base}${file}`, ...extra },
          injectTo: 'head',
        });
        return {
          html: scriptsAtLowPriority(html),
          tags: [
            ...scripts.map((file) => link('modulepreload', file, { fetchpriority: 'low' })),
            ...styles.map((file) => link('stylesheet', file)),
          ],
        };
      },
    },
  };
}
