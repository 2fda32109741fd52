import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import type { Variant } from '../domain/session/access';
import { AppRoot } from '../ui/shared/app-root';
import { bundlesFor, createI18n, type Language } from '../ui/shared/i18n/i18n';
import { textsOf } from '../ui/shared/i18n/use-translation';
import { routeTitle } from '../ui/shared/route-handle';
import { readConfig } from './config';
import { createAppContainer } from './container';

/** A page as the build writes it: the root's markup and the document's title. */
export interface PrerenderedPage {
  readonly markup: string;
  readonly title: string;
}

/** The provider never answers a prerender: a stored session stays "restoring", as in a browser before the answer. */
const NEVER = new Promise<never>(() => undefined);

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/**
 * Renders the first screen of `path` as a browser's first render draws it (scripts/build/prerender.ts
 * calls it in a DOM-like global scope, with or without a session cookie): the same route table, the
 * same container with the provider never answering, the texts of `language`. React's static
 * renderer waits for the lazy screens, so the markup holds the screen itself, which start.tsx hydrates.
 */
export async function prerenderPage(
  variant: Variant,
  routes: RouteObject[],
  basename: string,
  path: string,
  language: Language,
): Promise<PrerenderedPage> {
  const config = readConfig(variant, import.meta.env);
  const container = createAppContainer(config, {}, undefined, NEVER);
  const i18n = createI18n(language, await bundlesFor(language));
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(
    new Request(new URL(`${basename === '/' ? '' : basename}${path}`, 'https://prerender.invalid')),
  );
  if (context instanceof Response)
    throw new Error(`${variant} ${path}: the route table answers with a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppRoot resolve={(token) => container.get(token)} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
  return {
    markup: await text(prelude),
    title: routeTitle(
      textsOf(i18n, language),
      context.matches.map((match) => match.route.handle),
    ),
  };
}
