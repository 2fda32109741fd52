import { temporalReady } from './temporal-ready';

/**
 * The libraries whose first evaluation costs the most (react-dom, xstate and inversify, 20 to 30 ms
 * each at 4x CPU). Each is evaluated in a task of its own before the app imports them, so that the
 * app's evaluation is one shorter task, not one long one (issue 33: Lighthouse's total blocking
 * time). The page has preloaded them (scripts/build/app-preload.ts): no request waits.
 */
const HEAVY_LIBRARIES: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('xstate'),
  () => import('inversify'),
];

/** A new task: input and paints can come between two pieces of the start. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Loads an entry's app: Temporal first (its polyfill only where the engine lacks it), then the
 * heavy libraries and the app, each evaluated in a task of its own; the app starts in the next.
 */
export async function loadApp<App>(load: () => Promise<App>): Promise<App> {
  await temporalReady();
  for (const library of HEAVY_LIBRARIES) {
    await library();
    await nextTask();
  }
  const app = await load();
  await nextTask();
  return app;
}
