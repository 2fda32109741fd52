import { Catalogue, DemoBackend, type DemoState, type DemoStore } from './backend';
import type { PageContext } from './page-messages';
import { demoRoutes, routeMatcher } from './routes';

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

/** Passes of one request that another one's change of the state overtook, before it gives up. */
export const MAX_ATTEMPTS = 10;

/** A JSON answer of the worker itself (`Response.json` is newer than the oldest TV engine). */
const workerAnswer = (status: number, error: string, message: string) =>
  new Response(JSON.stringify({ success: false, error, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function parsed(state: string | null): DemoState | null {
  try {
    return JSON.parse(state ?? 'null') as DemoState | null;
  } catch {
    return null;
  }
}

/** The state one request reads and changes: the page's copy, then what the backend saved. */
function requestStore(state: string | null) {
  const held = { state, changed: false };
  const store: DemoStore = {
    load: () => parsed(held.state),
    save: (next) => {
      held.state = JSON.stringify(next);
      held.changed = true;
    },
  };
  return { held, store };
}

/** What one pass gave: an answer, the delay to wait first, or "the state moved on: again". */
type Pass = { readonly answer: Response | undefined } | { readonly delay: number } | 'overtaken';

/**
 * The demo provider's API answered inside its service worker, so that the page loads neither MSW
 * nor the provider: the same routes and backend as the demo server's MSW handlers, over the page's
 * context asked for each request (its clock, the tester controls, the state in its localStorage).
 * Requests run side by side; one that changed the state writes it only if no other change was
 * written since it asked, else it runs again on the new state (two calls never both change one
 * copy, as on the page's single thread before). The testers' `delay` is waited before asking.
 */
export function createApiWorker(deps: ApiWorkerDeps) {
  /** One catalogue per lineup size (`?demo-channels=`), its generated guide kept between requests. */
  const catalogues = new Map<number, Catalogue>();
  const catalogueFor = (channelCount: number) => {
    let found = catalogues.get(channelCount);
    if (found === undefined) {
      found = new Catalogue({ channelCount });
      catalogues.set(channelCount, found);
    }
    return found;
  };

  /** Changes of the state written so far; a change is written one at a time. */
  let written = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
    const run = writing.then(task);
    writing = run.catch(() => undefined);
    return run;
  };

  async function pass(request: Request, clientId: string, delayed: boolean): Promise<Pass> {
    const seen = written;
    const page = await deps.open(clientId);
    const { context } = page;
    const delay = context.controls.delay ?? 0;
    if (!delayed && delay > 0) {
      await page.end();
      return { delay };
    }
    const { held, store } = requestStore(context.state);
    const backend = new DemoBackend(store, () => context.now, deps.newToken, {
      channelCount: context.channelCount,
      sampleData: true,
      catalogue: catalogueFor(context.channelCount),
    });
    // The delay was waited here: the routes see none.
    const match = routeMatcher(demoRoutes(backend, () => ({ ...context.controls, delay: 0 })))(
      request.method,
      new URL(request.url).pathname,
    );
    let answer: Response | undefined;
    try {
      answer = match === undefined ? undefined : await match.route.answer(request, match.params);
    } catch (error) {
      answer = workerAnswer(500, 'demo-handler-failed', String(error));
    }
    if (!held.changed) {
      await page.end();
      return { answer };
    }
    return oneAtATime(async () => {
      if (written !== seen) {
        await page.end();
        return 'overtaken';
      }
      await page.end(held.state ?? undefined);
      written += 1;
      return { answer };
    });
  }

  return {
    /** The provider's answer to `request`; undefined when no route knows it (it goes to the network). */
    async answer(request: Request, clientId: string): Promise<Response | undefined> {
      try {
        let delayed = false;
        for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
          const result = await pass(request.clone(), clientId, delayed);
          if (result === 'overtaken') continue;
          if ('answer' in result) return result.answer;
          await deps.sleep(result.delay);
          delayed = true;
        }
        return workerAnswer(503, 'demo-busy', `the state kept changing under this call (${MAX_ATTEMPTS} passes)`);
      } catch (error) {
        return workerAnswer(
          503,
          'demo-page-unavailable',
          `the demo provider needs the page that asked: ${String(error)}`,
        );
      }
    },
  };
}
