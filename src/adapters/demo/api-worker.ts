import { DemoBackend, type DemoState, type DemoStore } from './backend';
import type { PageContext } from './page-messages';
import { demoRoutes, routeMatcher, type RouteMatch } from './routes';

/** One request's conversation with the page behind it (`service-worker.ts` over a MessageChannel). */
export interface PageLink {
  readonly context: PageContext;
  /** Ends the conversation; with a changed state, resolves once the page has written it. */
  end(state?: string): Promise<void>;
}

export interface ApiWorkerDeps {
  /** Opens a conversation with the page that made the request (its fetch event's clientId). */
  open(clientId: string): Promise<PageLink>;
  newToken(): string;
  sleep(ms: number): Promise<void>;
}

/** The paths the provider answers: its API, its cached API and the interstitial. */
export const isApiPath = (pathname: string): boolean => pathname.startsWith('/api/') || pathname === '/interstitiel';

/** A JSON answer of the worker itself (`Response.json` is newer than the oldest TV engine). */
const workerAnswer = (status: number, error: string, message: string) =>
  new Response(JSON.stringify({ success: false, error, message }), { status, headers: { 'Content-Type': 'application/json' } });

function parsed(state: string | null): DemoState | null {
  try {
    return JSON.parse(state ?? 'null') as DemoState | null;
  } catch {
    return null;
  }
}

/**
 * The demo provider's API answered inside its service worker, so that the page loads neither MSW
 * nor the provider: the same routes and backend as the demo server's MSW handlers, with the
 * page's context asked for each request. Requests go one at a time from that question to the page's write of the
 * state they changed, as they did on the page's single thread: two calls that change the state
 * never start from the same copy. The testers' `delay` is waited outside that line, as on a
 * server whose answers are slow, so a slow call holds no other.
 */
export function createApiWorker(deps: ApiWorkerDeps) {
  /** The request being answered: the only one whose context the backend reads. */
  let current: { state: string | null; changed: boolean; context: PageContext } | null = null;
  const store: DemoStore = {
    load: () => parsed(current?.state ?? null),
    save: (state) => {
      if (current === null) return;
      current.state = JSON.stringify(state);
      current.changed = true;
    },
  };
  const now = () => current?.context.now ?? Date.now();
  // The worker waits the delay itself: the handlers see none.
  const controls = () => ({ ...current?.context.controls, delay: 0 });
  /** One backend per lineup size (`?demo-channels=`), its catalogue kept between requests. */
  const matchers = new Map<number, (method: string, pathname: string) => RouteMatch | undefined>();
  const matcherFor = (channelCount: number) => {
    let found = matchers.get(channelCount);
    if (found === undefined) {
      found = routeMatcher(demoRoutes(new DemoBackend(store, now, deps.newToken, { channelCount, sampleData: true }), controls));
      matchers.set(channelCount, found);
    }
    return found;
  };

  let line: Promise<unknown> = Promise.resolve();
  const inLine = <T>(task: () => Promise<T>): Promise<T> => {
    const run = line.then(task);
    line = run.catch(() => undefined);
    return run;
  };

  /** One pass: the answer, or the delay to wait first when `delayed` is false and the testers set one. */
  const attempt = (request: Request, clientId: string, delayed: boolean) => inLine(async (): Promise<Response | number | undefined> => {
    const page = await deps.open(clientId);
    const delay = page.context.controls.delay ?? 0;
    if (!delayed && delay > 0) {
      await page.end();
      return delay;
    }
    current = { state: page.context.state, changed: false, context: page.context };
    let response: Response | undefined;
    try {
      const match = matcherFor(page.context.channelCount)(request.method, new URL(request.url).pathname);
      response = match === undefined ? undefined : await match.route.answer(request, match.params);
    } catch (error) {
      response = workerAnswer(500, 'demo-handler-failed', String(error));
    }
    const changed = current.changed ? current.state ?? undefined : undefined;
    current = null;
    await page.end(changed);
    return response;
  });

  return {
    /** The provider's answer to `request`; undefined when no handler knows it (it goes to the network). */
    async answer(request: Request, clientId: string): Promise<Response | undefined> {
      try {
        const first = await attempt(request, clientId, false);
        if (typeof first !== 'number') return first;
        await deps.sleep(first);
        return (await attempt(request, clientId, true)) as Response | undefined;
      } catch (error) {
        return workerAnswer(503, 'demo-page-unavailable', `the demo provider needs the page that asked: ${String(error)}`);
      }
    },
  };
}
