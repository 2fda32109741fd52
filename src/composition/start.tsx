import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { systemClock } from '../adapters/system/system-clock';
import { createStoragePreferences } from '../adapters/storage/local-preferences.store';
import type { ActorOptions } from '../application/tokens';
import type { Variant } from '../domain/access';
import { AppRoot } from '../ui/shared/app-root';
import { createI18n, DEFAULT_LANGUAGE, isLanguage } from '../ui/shared/i18n/i18n';
import { createAppContainer } from './container';
import { readConfig } from './config';

/** In development, `VITE_INSPECT=true` opens the Stately inspector on every machine. */
async function actorOptions(): Promise<ActorOptions> {
  if (!import.meta.env.DEV || import.meta.env.VITE_INSPECT !== 'true') return {};
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return { inspect: createBrowserInspector().inspect };
}

/** Boots one layout: the demo provider first when no real one is configured, then the app. */
export async function start(variant: Variant, basename: string, routes: RouteObject[]): Promise<void> {
  const config = readConfig(variant, import.meta.env);
  let resetProvider: (() => void) | undefined;
  // A literal at build time: a provider's build leaves the demo (MSW, its accounts) out entirely.
  if (import.meta.env.VITE_DEMO === 'true' && config.provider.kind === 'demo') {
    const { startDemoWorker } = await import('../adapters/demo/browser');
    // A session's end also drops the demo's tester controls (forced statuses must not outlive it).
    resetProvider = (await startDemoWorker(systemClock)).clearControls;
  }
  const container = createAppContainer(config, await actorOptions(), resetProvider);
  const language = createStoragePreferences(window.localStorage).get('language');
  const i18n = createI18n(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <AppRoot resolve={(token) => container.get(token)} i18n={i18n}>
      <RouterProvider router={createBrowserRouter(routes, { basename })} />
    </AppRoot>,
  );
}
