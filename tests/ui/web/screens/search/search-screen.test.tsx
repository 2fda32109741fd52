import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createInPageSearchEngine } from '../../../../../src/adapters/system/in-page-search.engine';
import { ApiError } from '../../../../../src/domain/errors';
import type { Profile } from '../../../../../src/domain/session/profile';
import type { GuideApi } from '../../../../../src/ports/guide.port';
import { SEARCH_ENGINE, type SearchEngine, type SearchEngineAnswer } from '../../../../../src/ports/search-engine.port';
import { lazyScreen } from '../../../../../src/ui/shared/lazy-screen';
import { ADDRESS_PAUSE_MS } from '../../../../../src/domain/search/search-address';
import { SearchField } from '../../../../../src/ui/web/screens/search/search-field';
import { slotsInView, SearchScreen } from '../../../../../src/ui/web/screens/search/search-screen';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { FakeUsageApi } from '../../../../fakes/fake-usage-api';
import { ManualClock } from '../../../../fakes/manual-clock';
import { aChannel, aShow } from '../../../../fakes/shows';
import { FakeServices, fakePort, renderRoutes, startAuthAs } from '../../../render-with-services';
import { fakeServices } from '../../../../fakes/fake-services';

const clock = new ManualClock();
const now = clock.now();
const channels = [
  aChannel({ id: 'rts1', name: 'RTS 1', number: 1 }),
  aChannel({ id: 'arte', name: 'Arte', number: 2 }),
];
const past = aShow({
  id: 'past',
  title: 'Le Journal',
  startDate: now.subtract({ hours: 3 }),
  stopDate: now.subtract({ hours: 2 }),
});
const upcoming = aShow({
  id: 'upcoming',
  title: 'Le Journal du soir',
  channelId: 'arte',
  startDate: now.add({ hours: 2 }),
  stopDate: now.add({ hours: 3 }),
});
const faraway = aShow({
  id: 'faraway',
  title: 'Journal de la semaine',
  startDate: now.add({ hours: 120 }),
  stopDate: now.add({ hours: 121 }),
});

/** Renders of the page's parts that read the address (the shell's, the router's): counted per keystroke. */
const addressRenders = { count: 0 };
function Address() {
  const { pathname, search } = useLocation();
  addressRenders.count++;
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

/** A route's page: the search field, the screen, and the address it reads. */
const page = (element: React.ReactNode) => (
  <>
    <SearchField />
    {element}
    <Address />
  </>
);

async function renderSearch(
  path: string,
  guide: Partial<GuideApi>,
  profile: Partial<Profile> | null = {},
  engine: SearchEngine = createInPageSearchEngine(),
  history: 'memory' | 'browser' = 'memory',
) {
  const usage = new FakeUsageApi();
  usage.resources = async () => ({ texts: {}, flags: { replay: true, video_previews: false } });
  const sessionApi = new FakeSessionApi();
  const services = fakeServices(
    {
      clock,
      auth: await startAuthAs(sessionApi, profile),
      guide: fakePort<GuideApi>({
        channels: async () => channels,
        epgChunk: async () =>
          new Map([
            ['rts1', [past]],
            ['arte', [upcoming]],
          ]),
        ...guide,
      }),
      usage,
      sessionApi,
    },
    [[SEARCH_ENGINE, engine]],
  );
  const routes = [
    { path: '/home', element: page(<p>home</p>) },
    { path: '/search', element: page(<SearchScreen />), children: [{ path: 'show/:showId', element: <p>overlay</p> }] },
    { path: '/search/:tab', element: page(<SearchScreen />) },
  ];
  if (history === 'memory') return renderRoutes(services, routes, path);
  // The page's own history (jsdom's), as in the browser: what the field writes before a link is followed.
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter(routes);
  return {
    ...render(
      <FakeServices services={services}>
        <RouterProvider router={router} />
      </FakeServices>,
    ),
    router,
  };
}

/** The guide's 13 chunks, the index and the provider's answer (after its typing pause) take a moment. */
const SETTLED = { timeout: 5000 };
const resultLinks = async (query: string) =>
  within(await screen.findByRole('list', { name: new RegExp(`^Résultats pour « ${query} »`) })).getAllByRole('link');

describe('the search screen', () => {
  it('should list the guide’s shows and the provider’s, each opening its overlay over the tab with the query kept', async () => {
    await renderSearch('/search?q=journal', { search: async () => [faraway] });
    await waitFor(async () => expect((await resultLinks('journal')).length).toBe(3), SETTLED);
    const links = await resultLinks('journal');
    expect(links.map((link) => link.getAttribute('href'))).toContain('/search/show/upcoming?q=journal');
    const tabs = screen.getByRole('navigation', { name: 'Types de résultats' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Tout (3)', '/search?q=journal'],
      ['En direct et à venir (2)', '/search/live?q=journal'],
      ['Replay (1)', '/search/replay?q=journal'],
    ]);
  });

  it('should show only the tab’s kind', async () => {
    await renderSearch('/search/replay?q=journal', { search: async () => [faraway] });
    await waitFor(
      async () =>
        expect((await resultLinks('journal')).map((link) => link.getAttribute('href'))).toEqual([
          '/search/replay/show/past?q=journal',
        ]),
      SETTLED,
    );
  });

  it('should send an unknown tab to the bare search, query kept', async () => {
    await renderSearch('/search/people?q=journal', { search: async () => [] });
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/search?q=journal'));
  });

  it('should keep the guide’s results and say why when the provider fails', async () => {
    await renderSearch('/search?q=journal', {
      search: async () => Promise.reject(new ApiError('network', 'show/epgflat/search')),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Pas de connexion réseau.');
    expect((await resultLinks('journal')).length).toBe(2);
  });

  it('should ask the provider again on Retry and add its shows once it answers', async () => {
    let failing = true;
    await renderSearch('/search?q=journal', {
      search: async () => (failing ? Promise.reject(new ApiError('generic', 'show/epgflat/search')) : [faraway]),
    });
    await screen.findByRole('alert');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(async () => expect((await resultLinks('journal')).length).toBe(3), SETTLED);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should not ask the provider for a visitor (it refuses them)', async () => {
    const search = vi.fn(async () => [faraway]);
    await renderSearch('/search?q=journal', { search }, null);
    await waitFor(async () => expect((await resultLinks('journal')).length).toBe(2), SETTLED);
    expect(search).not.toHaveBeenCalled();
  });

  it.each([
    ['/search', 'Saisissez le titre d’une émission, d’une série ou le nom d’une chaîne.'],
    ['/search?q=qwxzkj', 'Aucun résultat pour « qwxzkj ».'],
  ])('at %s should say %s', async (path, text) => {
    await renderSearch(path, { search: async () => [] });
    expect(await screen.findByText(text)).toBeTruthy();
  });
});

describe('when the engine answers out of order', () => {
  /** The in-page engine, whose answers wait until released, each answer kept (no overtaking). */
  function heldEngine() {
    const inner = createInPageSearchEngine();
    const held = new Map<string, () => void>();
    const engine: SearchEngine = {
      index: (entries) => inner.index(entries),
      search: (request) => {
        return new Promise<SearchEngineAnswer | null>((resolve) =>
          held.set(request.query, async () => {
            const fresh = createInPageSearchEngine();
            fresh.index(lastEntries);
            resolve(await fresh.search(request));
          }),
        );
      },
    };
    let lastEntries: Parameters<SearchEngine['index']>[0] = [];
    const index = engine.index;
    engine.index = (entries) => ((lastEntries = entries), index(entries));
    // Released once asked: the field writes the address (and so the screen asks) after the key's frame.
    const asked = (query: string) => waitFor(() => expect(held.has(query)).toBe(true));
    const release = async (query: string) => {
      await asked(query);
      await held.get(query)!();
    };
    return { engine, release, asked };
  }

  it('should drop an answer to an older query and mark the query its drawn results answer', async () => {
    const { engine, release } = heldEngine();
    await renderSearch('/search?q=journal', { search: async () => [] }, null, engine);
    const field = screen.getByRole('searchbox');
    const section = () => screen.getByRole('region', { name: 'Recherche' });
    await waitFor(() => expect(section().getAttribute('data-results-for')).toBe(''));
    fireEvent.input(field, { target: { value: 'soir' } });
    await release('soir');
    await waitFor(() => expect(section().getAttribute('data-results-for')).toBe('soir'), SETTLED);
    // The answer to the older query (two shows) comes last: it must not replace the newer one's.
    await act(() => release('journal'));
    expect(section().getAttribute('data-results-for')).toBe('soir');
    expect((await resultLinks('soir')).map((link) => link.getAttribute('href'))).toEqual([
      '/search/show/upcoming?q=soir',
    ]);
  });

  it('should keep saying, and linking with, the query the drawn results answer while the next one is searched', async () => {
    const { engine, release } = heldEngine();
    await renderSearch('/search?q=journal', { search: async () => [] }, null, engine);
    // Asked again as the guide's chunks come in: each ask is released until one answers.
    await waitFor(async () => {
      await act(() => release('journal'));
      expect(screen.getByRole('region', { name: 'Recherche' }).getAttribute('data-results-for')).toBe('journal');
      expect(screen.queryByRole('list', { name: /^Résultats pour « journal »/ })).not.toBeNull();
    }, SETTLED);
    expect((await resultLinks('journal')).length).toBe(2);
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'journal du' } });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/search?q=journal+du'),
    );
    expect(screen.getByText('Résultats pour « journal » : 2').getAttribute('role')).toBe('status');
    expect((await resultLinks('journal')).map((link) => link.getAttribute('href'))).toEqual([
      '/search/show/past?q=journal',
      '/search/show/upcoming?q=journal',
    ]);
    await act(() => release('journal du'));
    await waitFor(
      async () =>
        expect((await resultLinks('journal du')).map((link) => link.getAttribute('href'))).toEqual([
          '/search/show/upcoming?q=journal+du',
          '/search/show/past?q=journal+du',
        ]),
      SETTLED,
    );
  });
  it('should leave the screen as drawn while a key’s answer is awaited, and draw it when the answer comes', async () => {
    const { engine, release, asked } = heldEngine();
    await renderSearch('/search?q=journal', { search: async () => [] }, null, engine);
    const section = () => screen.getByRole('region', { name: 'Recherche' });
    await waitFor(async () => {
      await act(() => release('journal'));
      expect(section().getAttribute('data-results-for')).toBe('journal');
      expect(screen.queryByRole('list', { name: /^Résultats pour « journal »/ })).not.toBeNull();
    }, SETTLED);
    await resultLinks('journal');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(section(), { subtree: true, childList: true, attributes: true, characterData: true });
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'journal du' } });
    // The engine is asked: the key reached the screen, which drew nothing new for it.
    await asked('journal du');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(
      [...changes, ...observer.takeRecords()].map(
        (each) => `${each.type} ${(each.target as Element).outerHTML?.slice(0, 80) ?? each.target.textContent}`,
      ),
    ).toEqual([]);
    await act(() => release('journal du'));
    await waitFor(() => expect(section().getAttribute('data-results-for')).toBe('journal du'), SETTLED);
    observer.disconnect();
  });
});

describe('when the query finds more than a screen of shows', () => {
  it('should draw a screen’s worth of slots with the answer and the others once that frame is painted', async () => {
    const many = Array.from({ length: slotsInView() + 6 }, (_, i) =>
      aShow({
        id: `j${i}`,
        title: `Journal ${i}`,
        startDate: now.add({ hours: i }),
        stopDate: now.add({ hours: i + 1 }),
      }),
    );
    const counts: number[] = [];
    const observer = new MutationObserver(() => {
      const list = document.querySelector('ul[aria-label^="Résultats pour"]');
      if (list && counts.at(-1) !== list.children.length) counts.push(list.children.length);
    });
    observer.observe(document.body, { subtree: true, childList: true });
    await renderSearch(
      '/search?q=journal',
      { search: async () => [], epgChunk: async () => new Map([['rts1', many]]) },
      null,
    );
    await waitFor(() => expect(counts.at(-1)).toBe(slotsInView() + 6), SETTLED);
    observer.disconnect();
    expect(counts[0]).toBe(slotsInView());
  });

  it('should draw the cards of the slots in view in its first render: no placeholder first, no layout read to find them in view', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    try {
      const many = Array.from({ length: slotsInView() + 6 }, (_, i) =>
        aShow({
          id: `j${i}`,
          title: `Journal ${i}`,
          startDate: now.add({ hours: i }),
          stopDate: now.add({ hours: i + 1 }),
        }),
      );
      await renderSearch(
        '/search?q=journal',
        { search: async () => [], epgChunk: async () => new Map([['rts1', many]]) },
        null,
      );
      await screen.findByText('Journal 0');
      const slots = [...document.querySelectorAll('ul[aria-label^="Résultats pour"] > li')].slice(0, slotsInView());
      expect(slots.every((slot) => slot.querySelector('article') !== null)).toBe(true);
      expect(measured.mock.contexts.filter((element) => slots.includes(element as Element))).toEqual([]);
    } finally {
      measured.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it.each([
    [1280, 720, 12],
    [1920, 1080, 30],
    [360, 640, 3],
  ])('should count the slots a %ix%i window shows: %i', (width, height, slots) => {
    expect(slotsInView(width, height)).toBe(slots);
  });
});

describe('the search field', () => {
  it('should open the search screen with what is typed, then replace the address at each keystroke', async () => {
    const { router } = await renderSearch('/home', { search: async () => [] });
    const field = screen.getByRole('searchbox', { name: 'Rechercher une émission, une série ou une chaîne' });
    fireEvent.input(field, { target: { value: 'j' } });
    fireEvent.input(field, { target: { value: 'jo' } });
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/search?q=jo'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/home'));
    // The field follows the address on the next render.
    await waitFor(() => expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(''));
  });

  it('should add one history entry for the keys typed while the search screen’s code loads, keeping the screen and the field meanwhile', async () => {
    // As in the app: the field in the shell, the screens under its boundary. The router enters /search at
    // the first key; its render is a transition, which keeps the home screen while the search screen's code loads.
    let codeHere: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (codeHere = resolve));
    const Search = lazyScreen(async () => {
      await code;
      return () => <p>search</p>;
    });
    const shell = (
      <>
        <SearchField />
        <Suspense fallback={<p>fallback</p>}>
          <Outlet />
        </Suspense>
        <Address />
      </>
    );
    const { router } = renderRoutes(
      new Map(),
      [
        {
          element: shell,
          children: [
            { path: '/home', element: <p>home</p> },
            { path: '/search', element: <Search /> },
          ],
        },
      ],
      '/home',
    );
    const field = screen.getByRole('searchbox', { name: 'Rechercher une émission, une série ou une chaîne' });
    field.focus();
    await act(async () => void fireEvent.input(field, { target: { value: 'j' } }));
    await act(async () => void fireEvent.input(field, { target: { value: 'jo' } }));
    expect(router.state.location.search).toBe('?q=jo');
    expect(screen.getByText('home')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(document.activeElement).toBe(field);
    expect((field as HTMLInputElement).value).toBe('jo');
    await act(async () => codeHere());
    await screen.findByText('search');
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/search?q=jo');
    expect(document.activeElement).toBe(field);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/home'));
  });

  it('should draw each key’s results without touching the address, then write it once typing pauses', async () => {
    await renderSearch('/search?q=journal', { search: async () => [] }, null);
    await resultLinks('journal');
    const address = () => screen.getByRole('status', { name: 'address' }).textContent;
    const section = () => screen.getByRole('region', { name: 'Recherche' });
    const before = addressRenders.count;
    for (const query of ['journal ', 'journal d', 'journal du']) {
      fireEvent.input(screen.getByRole('searchbox'), { target: { value: query } });
      await waitFor(() => expect(section().getAttribute('data-results-for')).toBe(query), SETTLED);
    }
    // Nothing that reads the address was drawn again: no navigation per key.
    expect([address(), addressRenders.count]).toEqual(['/search?q=journal', before]);
    await waitFor(() => expect(address()).toBe('/search?q=journal+du'), { timeout: ADDRESS_PAUSE_MS * 5 });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('journal du');
  });

  it('should write the address at once on Enter', async () => {
    await renderSearch('/search?q=journal', { search: async () => [] }, null);
    const field = screen.getByRole('searchbox');
    fireEvent.input(field, { target: { value: 'soir' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/search?q=soir'), {
      timeout: ADDRESS_PAUSE_MS / 2,
    });
  });

  it('should give the typed query to the history entry before a result opens, so Back restores it', async () => {
    const { router } = await renderSearch('/search?q=journal', { search: async () => [] }, null, undefined, 'browser');
    const [first] = await resultLinks('journal');
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'journal du' } });
    fireEvent.click(first!);
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/search\/show\//));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/search?q=journal+du'));
    await waitFor(() => expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('journal du'));
    router.dispose();
  });

  it('should drop what was typed when Back leaves the search before the address follows', async () => {
    const { router } = await renderSearch('/home', { search: async () => [] });
    const address = () => screen.getByRole('status', { name: 'address' }).textContent;
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'j' } });
    await waitFor(() => expect(address()).toBe('/search?q=j'));
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'jo' } });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(address()).toBe('/home'));
    await new Promise((resolve) => setTimeout(resolve, ADDRESS_PAUSE_MS * 2));
    expect([address(), (screen.getByRole('searchbox') as HTMLInputElement).value]).toEqual(['/home', '']);
  });

  it('should restore the query of the address', async () => {
    await renderSearch('/search/live?q=arte', { search: async () => [] });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('arte');
  });
});
