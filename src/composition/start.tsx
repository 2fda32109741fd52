import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { systemClock } from '../adapters/system/system-clock';
import { createStoragePreferences } from '../adapters/storage/local-preferences.store';
import type { AuthActor } from '../application/session/auth.service';
import { AUTH_SERVICE, CLOCK_SERVICE, type ActorOptions } from '../application/tokens';
import type { Variant } from '../domain/session/access';
import { AppRoot } from '../ui/shared/app-root';
import {
  bundlesFor,
  createI18n,
  DEFAULT_LANGUAGE,
  isLanguage,
  loadLaterTexts,
  preloadLaterTexts,
} from '../ui/shared/i18n/i18n';
import { preloadScreens } from '../ui/shared/lazy-screen';
import { whenScreenShown } from '../ui/shared/screen-shown';
import { createAppContainer } from './container';
import { readConfig, type AppConfig } from './config';
import { canHydrate, pathUnder } from './hydration';
import { DEFAULT_THEME } from '../ui/shared/theme/theme';

/** In development, `VITE_INSPECT=true` opens the Stately inspector on every machine. */
async function actorOptions(): Promise<ActorOptions> {
  if (!import.meta.env.DEV || import.meta.env.VITE_INSPECT !== 'true') return {};
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return { inspect: createBrowserInspector().inspect };
}

/**
 * The demo provider, when the build has it: MSW and the demo's backend load beside the app, off
 * its first paint; the app's API calls wait for `ready` (container.ts). A provider's build leaves
 * all of it out (`VITE_DEMO` is a literal at build time).
 */
function startDemo(config: AppConfig): { ready: Promise<unknown>; reset?: () => void } {
  if (import.meta.env.VITE_DEMO !== 'true' || config.provider.kind !== 'demo') return { ready: Promise.resolve() };
  const demo = import('../adapters/demo/browser').then(({ startDemoWorker }) => startDemoWorker(systemClock));
  // A session's end also drops the demo's tester controls (forced statuses must not outlive it).
  return { ready: demo, reset: () => void demo.then(({ clearControls }) => clearControls()) };
}

/**
 * Runs one step of the start in a task of its own, once the browser has run what waits (input, a
 * paint, a network answer): the start is a row of short tasks, not one long one (issue 17: total
 * blocking time, measured by scripts/bench/load/lighthouse.ts).
 */
const step = <T,>(work: () => T): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      try {
        resolve(work());
      } catch (error) {
        reject(error);
      }
    };
    channel.port2.postMessage(null);
  });

/** Boots one layout: the demo provider beside it when no real one is configured. */
export async function start(variant: Variant, basename: string, routes: RouteObject[]): Promise<void> {
  const config = readConfig(variant, import.meta.env);
  const demo = startDemo(config);
  const preferences = createStoragePreferences(window.localStorage);
  const stored = preferences.get('language');
  const pageLanguage = document.documentElement.lang;
  // The language chosen on this device, else the page's (the server's choice from the browser's languages).
  const chosen = isLanguage(stored) ? stored : isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE;
  // The screens' texts (the later part of i18n.ts) load now, beside the first screen's code, which waits for them.
  preloadLaterTexts(chosen);
  const router = await step(() => createBrowserRouter(routes, { basename }));
  // The first screen's code loads now, beside the session check, not once the guard has let it render
  // (each route's import adds a preload link per chunk it needs).
  for (const match of router.state.matches) await step(() => preloadScreens(match.route.element));
  const options = await actorOptions();
  // The session check starts at once, before the first render's work: the guard's answer comes
  // sooner. Then the clock, each in a task of its own.
  const container = await step(() => createAppContainer(config, options, demo.reset, demo.ready));
  const auth = await step(() => container.get<AuthActor>(AUTH_SERVICE));
  await step(() => container.get(CLOCK_SERVICE));
  // A subscriber's screens draw times: the browser's date formats (its first Intl.DateTimeFormat,
  // about 20 ms) load in a task of their own now, not inside the render that draws the first time.
  // A visitor's sign-in draws none.
  if (auth.getSnapshot().matches('restoring')) await step(() => new Intl.DateTimeFormat(chosen).resolvedOptions());
  // A language other than French loads its texts before the first render (no key shows).
  const bundles = await bundlesFor(chosen);
  const i18n = await step(() => createI18n(chosen, bundles));
  // Into the app's texts as soon as they arrive (at once if they have): the first screen then draws in its first render.
  void loadLaterTexts(i18n).catch(() => undefined);
  const root = document.getElementById('root') as HTMLElement;
  const app = (
    <AppRoot resolve={(token) => container.get(token)} i18n={i18n}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  const hydrate = canHydrate({
    prerendered: root.dataset.prerendered,
    path: pathUnder(basename, window.location.pathname),
    search: window.location.search,
    pageLanguage,
    language: chosen,
    theme: preferences.get('theme'),
    defaultTheme: DEFAULT_THEME,
  });
  // A prerendered page (scripts/build/prerender.ts) is taken over as it stands; any other is drawn
  // over. Either takes input once its screen is the app's (whenScreenShown): until then a key or a
  // typed text would go to markup about to go, and a click to HTML without its handlers.
  const started = <Started root={root}>{app}</Started>;
  await step(() => (hydrate ? hydrateRoot(root, started) : createRoot(root).render(started)));
}

/**
 * Draws nothing of its own: once a screen has mounted (or, whatever happens to the screen's code,
 * STARTED_AT_THE_LATEST_MS after the frame), the page takes input (the prerender keeps it inert).
 */
function Started({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    const takeInput = () => {
      root.removeAttribute('inert');
      root.removeAttribute('aria-disabled');
    };
    const cancel = whenScreenShown(takeInput);
    const latest = setTimeout(takeInput, STARTED_AT_THE_LATEST_MS);
    return () => {
      cancel();
      clearTimeout(latest);
    };
  }, [root]);
  return children;
}

/** A page whose screen never comes (its code failed to load) still takes input: its shell, a retry. */
const STARTED_AT_THE_LATEST_MS = 10_000;
