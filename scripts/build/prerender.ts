/**
 * Prerenders the first screen of each fixed address (prerender-pages.ts) with React's static
 * renderer, after both layouts are built into `outDir`: the app's own modules through Vite's SSR
 * loader (the same plugins, so the same class names as the build's CSS), in a DOM-like global
 * scope (jsdom) so that the container starts as in a browser, with the provider never answering.
 * Each page is its layout's built index.html with the markup in its root, the language and title
 * of the page, and links to the stylesheets whose classes the markup uses (the lazy screen's own,
 * which the page would otherwise wait for its script to ask for). Run as a process of its own
 * (the global scope and the app's timers stay in it): `tsx scripts/build/prerender.ts <outDir>`.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer } from 'vite';
import { builtinEnvironments } from 'vitest/runtime';
import type { LayoutPass } from './layout-pass.ts';
import { TV_ASSETS_DIR } from './layout-pass.ts';
import {
  BASENAMES,
  PRERENDER_AUDIENCES,
  PRERENDER_LANGUAGES,
  PRERENDER_PATHS,
  prerenderedFile,
  type PrerenderAudience,
  type PrerenderLanguage,
} from './prerender-pages.ts';

const ROOT = resolve(import.meta.dirname, '../..');

interface Page {
  readonly markup: string;
  readonly title: string;
}

/** The entry page of a layout, as built, and where its stylesheets are. */
const LAYOUTS: Readonly<
  Record<LayoutPass, { readonly html: string; readonly assets: string; readonly routes: string; readonly name: string }>
> = {
  web: { html: 'index.html', assets: 'assets', routes: '/src/ui/web/routes.tsx', name: 'webRoutes' },
  tv: { html: 'tv/index.html', assets: TV_ASSETS_DIR, routes: '/src/ui/tv/routes.tsx', name: 'tvRoutes' },
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The stylesheets of `assets` that style a class of `markup`, as `/assets/...` addresses (what Vite's preload looks for). */
export function stylesheetsFor(markup: string, sheets: ReadonlyMap<string, string>): string[] {
  const classes = new Set(
    [...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)).filter(Boolean),
  );
  return [...sheets].filter(([, css]) => [...classes].some((name) => css.includes(`.${name}`))).map(([href]) => href);
}

/**
 * The prerendered screen takes no input until the app has taken it over (start.tsx removes these):
 * a key or a click before would be lost, and a form submitted by the browser itself would put the
 * typed e-mail and password in the address. `aria-disabled` makes tools wait for the controls too.
 */
export const UNTIL_STARTED = 'inert aria-disabled="true"';

/** The built entry page with the prerendered markup, language, title and the screen's stylesheets. */
export function pageHtml(
  template: string,
  page: Page,
  language: PrerenderLanguage,
  path: string,
  stylesheets: readonly string[],
): string {
  const links = stylesheets
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `    <link rel="stylesheet" crossorigin href="${href}">\n`)
    .join('');
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `${links}  </head>`)
    .replace(
      /<div id="root">[\s\S]*?<\/div>\n/,
      () => `<div id="root" data-prerendered="${escapeHtml(path)}" ${UNTIL_STARTED}>${page.markup}</div>\n`,
    );
  if (!html.includes('data-prerendered=')) throw new Error('The built page has no <div id="root"> to prerender into');
  return html;
}

function readSheets(outDir: string, assets: string): Map<string, string> {
  const folder = join(outDir, assets);
  return new Map(
    readdirSync(folder)
      .filter((file) => file.endsWith('.css'))
      .map((file) => [`/${assets}/${file}`, readFileSync(join(folder, file), 'utf8')]),
  );
}

export async function prerenderBuild(outDir: string): Promise<number> {
  process.env.NODE_ENV = 'production';
  const vite = await createServer({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  let written = 0;
  // A visitor's render of a guarded screen meets its redirect, which the browser follows once started.
  const warn = console.warn;
  console.warn = (...args: unknown[]) =>
    void (String(args[0]).includes('<Navigate> must not be used on the initial render') || warn(...args));
  try {
    // The UI tests' DOM (vitest's jsdom environment), at a loopback address: the session cookie's plain name.
    await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost/' } });
    await import('temporal-polyfill/global');
    const { prerenderPage } = (await vite.ssrLoadModule(
      '/src/composition/prerender.tsx',
    )) as typeof import('../../src/composition/prerender.tsx');
    const { createCookieTokenStore } = (await vite.ssrLoadModule(
      '/src/adapters/storage/cookie-token.store.ts',
    )) as typeof import('../../src/adapters/storage/cookie-token.store.ts');
    const tokens = createCookieTokenStore(document);
    for (const layout of Object.keys(LAYOUTS) as LayoutPass[]) {
      const { html, assets, routes, name } = LAYOUTS[layout];
      const template = readFileSync(join(outDir, html), 'utf8');
      const sheets = readSheets(outDir, assets);
      const table =
        ((await vite.ssrLoadModule(routes)) as Record<string, import('react-router').RouteObject[]>)[name] ?? [];
      for (const language of PRERENDER_LANGUAGES) {
        const subscribers = new Map<string, string>();
        for (const audience of PRERENDER_AUDIENCES) {
          for (const path of PRERENDER_PATHS[layout]) {
            setAudience(audience, tokens);
            const page = await prerenderPage(layout, table, BASENAMES[layout], path, language);
            // A visitor's page that is the subscriber's (a guarded screen: the menu, no screen yet) is not
            // written twice: nginx falls back to the subscriber's.
            if (audience === 'subscriber') subscribers.set(path, page.markup);
            else if (subscribers.get(path) === page.markup) continue;
            const file = join(outDir, prerenderedFile(layout, path, language, audience));
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, pageHtml(template, page, language, path, stylesheetsFor(page.markup, sheets)));
            written += 1;
          }
        }
      }
    }
  } finally {
    console.warn = warn;
    await vite.close();
  }
  return written;
}

/** A subscriber's page starts with a session cookie (its check never answers here); a visitor's without. */
function setAudience(audience: PrerenderAudience, tokens: { set(token: string): void; clear(): void }): void {
  localStorage.clear();
  if (audience === 'subscriber') tokens.set('prerender');
  else tokens.clear();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = resolve(process.argv[2] ?? 'dist');
  prerenderBuild(outDir).then(
    (count) => {
      console.log(`prerendered ${count} pages into ${outDir}`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
