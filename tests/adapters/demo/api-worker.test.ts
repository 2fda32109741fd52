import { describe, expect, it } from 'vitest';
import { createApiWorker, isApiPath, type PageLink } from '../../../src/adapters/demo/api-worker';
import type { DemoControls } from '../../../src/adapters/demo/controls';
import type { PageContext } from '../../../src/adapters/demo/page-messages';
import { TOKEN_HEADER } from '../../../src/adapters/demo/handlers';

const ORIGIN = 'http://demo.test';
const NOW_MS = Date.UTC(2026, 10, 22, 12);
const PASSWORD = 'demo1234';

/**
 * The page behind the requests, as the worker talks to it: its clock, controls and stored state;
 * every answer of the page comes a task later, as a message would, so requests could interleave.
 */
function fakePage(controls: DemoControls = {}) {
  const page = {
    state: null as string | null,
    controls,
    now: NOW_MS,
    opened: 0,
    ended: [] as (string | undefined)[],
    writing: Promise.resolve(),
  };
  const open = async (): Promise<PageLink> => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    page.opened += 1;
    const context: PageContext = { now: page.now, controls: page.controls, channelCount: 8, state: page.state };
    return {
      context,
      end: async (state) => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (state !== undefined) await page.writing;
        page.ended.push(state);
        if (state !== undefined) page.state = state;
      },
    };
  };
  return Object.assign(page, { open });
}

let tokens = 0;
function workerFor(page: ReturnType<typeof fakePage>, sleep: (ms: number) => Promise<void> = () => Promise.resolve()) {
  return createApiWorker({ open: page.open, newToken: () => `token-${++tokens}`, sleep });
}

const login = (username = 'demo@example.com') =>
  new Request(`${ORIGIN}/api/mobile/auth/`, {
    method: 'POST',
    body: JSON.stringify({ username, password: PASSWORD }),
    headers: { 'Content-Type': 'application/json' },
  });
const profile = (token: string) => new Request(`${ORIGIN}/api/mobile/profile/`, { headers: { [TOKEN_HEADER]: token } });
const sessionsOf = (page: { state: string | null }) =>
  Object.keys((JSON.parse(page.state ?? '{}') as { sessions?: object }).sessions ?? {});

describe('the demo provider answered in its service worker', () => {
  it("should answer a call from the page's context and have the page write the state it changed", async () => {
    const page = fakePage();
    const response = await workerFor(page).answer(login(), 'client-1');
    expect(response?.status).toBe(200);
    const { token } = (await response!.json()) as { token: string };
    expect(sessionsOf(page)).toEqual([token]);
    expect((await workerFor(page).answer(profile(token), 'client-1'))?.status).toBe(200);
  });

  it('should end a call that changed nothing without a state to write', async () => {
    const page = fakePage();
    await workerFor(page).answer(new Request(`${ORIGIN}/api/mobile/profile/`), 'client-1');
    expect(page.ended).toEqual([undefined]);
    expect(page.state).toBeNull();
  });

  it("should date its answers with the page's clock, not its own", async () => {
    const page = fakePage();
    page.now = Date.UTC(2030, 0, 1, 8);
    const response = await workerFor(page).answer(login(), 'client-1');
    expect(response?.headers.get('Date')).toBe(new Date(page.now).toUTCString());
  });

  it("should answer the status a tester forces in the page's controls", async () => {
    const page = fakePage({ force: { 'POST auth/': { status: 401 } } });
    expect((await workerFor(page).answer(login(), 'client-1'))?.status).toBe(401);
    expect(page.state).toBeNull();
  });

  it('should never write a change made on a copy of the state that another change overtook: concurrent sign-ins all stay signed in', async () => {
    const page = fakePage();
    const worker = workerFor(page);
    const responses = await Promise.all(
      ['demo@example.com', 'basic@example.com', 'former@example.com', 'demo@example.com'].map((user) =>
        worker.answer(login(user), 'client-1'),
      ),
    );
    const tokensGiven = await Promise.all(
      responses.map(async (response) => ((await response!.json()) as { token: string }).token),
    );
    expect(sessionsOf(page).sort()).toEqual([...tokensGiven].sort());
  });

  it("should answer a call that changes nothing while the page is still writing another's change", async () => {
    const page = fakePage();
    const worker = workerFor(page);
    const { token } = (await (await worker.answer(login(), 'client-1'))!.json()) as { token: string };
    let written = () => undefined as void;
    page.writing = new Promise((resolve) => (written = () => resolve()));
    const change = worker.answer(login('basic@example.com'), 'client-1');
    expect((await worker.answer(profile(token), 'client-1'))?.status).toBe(200);
    expect(sessionsOf(page)).toHaveLength(1);
    written();
    expect((await change)?.status).toBe(200);
    expect(sessionsOf(page)).toHaveLength(2);
  });

  it("should wait the testers' delay before asking, and hold no other call meanwhile", async () => {
    const page = fakePage({ delay: 800 });
    const slept: number[] = [];
    let wake = () => undefined as void;
    const worker = workerFor(page, (ms) => {
      slept.push(ms);
      return new Promise((resolve) => (wake = () => resolve()));
    });
    const slow = worker.answer(login(), 'client-1');
    await expect.poll(() => slept).toEqual([800]);
    page.controls = {};
    const quick = await worker.answer(login('basic@example.com'), 'client-1');
    expect(quick?.status).toBe(200);
    wake();
    expect((await slow)?.status).toBe(200);
    expect(sessionsOf(page)).toHaveLength(2);
  });

  it('should leave a path that no handler knows to the network', async () => {
    const page = fakePage();
    expect(await workerFor(page).answer(new Request(`${ORIGIN}/api/mobile/no-such-call/`), 'client-1')).toBeUndefined();
  });

  it('should answer 503, and go on answering, when the page behind a request does not answer', async () => {
    const page = fakePage();
    const worker = createApiWorker({
      open: () => Promise.reject(new Error('the page did not answer')),
      newToken: () => 'x',
      sleep: () => Promise.resolve(),
    });
    const response = await worker.answer(login(), 'gone');
    expect(response?.status).toBe(503);
    expect(await response!.json()).toMatchObject({ success: false, error: 'demo-page-unavailable' });
    expect((await workerFor(page).answer(login(), 'client-1'))?.status).toBe(200);
  });

  it.each([
    ['/api/mobile/auth/', true],
    ['/api/cache/images/show.svg', true],
    ['/interstitiel', true],
    ['/streams/live/a.mpd', false],
    ['/tv/home', false],
    ['/assets/web.js', false],
  ])('should take %s as a provider call: %s', (path, expected) => {
    expect(isApiPath(path)).toBe(expected);
  });
});
