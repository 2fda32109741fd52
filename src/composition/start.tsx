import './effects-timing';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { systemClock } from '../adapters/system/system-clock';
import { createStoragePreferences } from '../adapters/storage/local-preferences.store';
import { AUTH_SERVICE, type ActorOptions } from '../application/tokens';
import type { Variant } from '../domain/access';
import { AppRoot } from '../ui/shared/app-root';
import { bundlesFor, createI18n, DEFAULT_LANGUAGE, isLanguage } from '../ui/shared/i18n/i18n';
import { preloadScreens, waitForScreens } from '../ui/shared/lazy-screen';
import { createAppContainer } from './container';
import { readConfig, type AppConfig } from './config';

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
 * Lets the browser run what waits (input, a paint, a network answer) before the next step of
 * the start: each step is a task of its own, not one long task (issue 17: total blocking time).
 */
const nextTask = () => new Promise<void>((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(null);
});

/** Boots one layout: the demo provider beside it when no real one is configured. */
export async function start(variant: Variant, basename: string, routes: RouteObject[]): Promise<void> {
  const config = readConfig(variant, import.meta.env);
  const demo = startDemo(config);
  // A navigation enters a route once its screen's code is here; the first render does not wait for it.
  const table = waitForScreens(routes, window.location.pathname, basename);
  const router = createBrowserRouter(table.routes, { basename, hydrationData: table.hydrationData });
  // The first screen's code loads now, beside the session check, not once the guard has let it render;
  // each route's in a task of its own (a screen's import adds a preload link per chunk it needs).
  for (const match of router.state.matches) {
    await nextTask();
    preloadScreens(match.route.element);
  }
  await nextTask();
  const container = createAppContainer(config, await actorOptions(), demo.reset, demo.ready);
  // The session check starts now, before the first render's work: the guard's answer comes sooner.
  container.get(AUTH_SERVICE);
  await nextTask();
  const language = createStoragePreferences(window.localStorage).get('language');
  const chosen = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  // A language other than French loads its texts before the first render (no key shows).
  const i18n = createI18n(chosen, await bundlesFor(chosen));
  createRoot(document.getElementById('root') as HTMLElement).render(
    <AppRoot resolve={(token) => container.get(token)} i18n={i18n}>
      <RouterProvider router={router} />
    </AppRoot>,
  );
}
