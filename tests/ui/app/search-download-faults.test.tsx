import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCookieTokenStore } from '../../../src/adapters/storage/cookie-token.store';
import { ApiError } from '../../../src/domain/errors';
import { loadLaterModules } from '../../../src/composition/later-modules';
import { loadAllScreens } from '../../../src/ui/shared/lazy-screen';
import { providerServer, renderWholeApp, type WholeApp } from './whole-app';
import { EARLIER } from './fault-matrix-journeys';

/**
 * What the fault matrix at the screens leaves out for search and downloads (issue 13): a provider
 * that does not answer in time (every read tries three times, 10 s each, with fake timers here),
 * typing again after a failed search, and the network going away while a download stores its
 * segments. The whole app, composed as users get it, over the demo provider's handlers.
 */
const SEARCH_FIELD = 'Rechercher une émission, une série ou une chaîne';
const NO_NETWORK = 'Pas de connexion réseau. Vérifiez votre connexion et réessayez.';
const DOWNLOADED = 'Ce programme est téléchargé : il se regarde même sans connexion.';

beforeAll(() => providerServer.listen({ onUnhandledRequest: 'bypass' }));
// Screens load with their routes: loaded once here, before any test's fake timers and deadlines.
beforeAll(() => Promise.all([loadAllScreens(), loadLaterModules()]), 60_000);
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});
afterAll(() => providerServer.close());

function signedIn(path: string | ((app: WholeApp) => string)): WholeApp {
  const app = renderWholeApp();
  createCookieTokenStore().set(app.backend.session.login('demo@example.com', 'demo1234').token);
  app.start(typeof path === 'string' ? path : path(app));
  return app;
}

/** Requests that reached a call made to hang. */
let hung = 0;
/** A call that never answers (until the handlers are reset). */
const hang = (...urls: string[]) => {
  hung = 0;
  providerServer.use(...urls.map((url) => http.get(url, () => ((hung += 1), new Promise<never>(() => undefined)))));
};

/**
 * Lets fake time run on until `text` shows: three attempts of 10 s and their backoff. The first
 * attempt must have started: the HTTP adapters load on the first call, in real time.
 */
async function waitPastDeadlines(text: string) {
  await waitFor(() => expect(hung).toBeGreaterThan(0), { timeout: 10_000 });
  for (let second = 0; second < 60 && screen.queryByText(text, { exact: false }) === null; second += 2)
    await vi.advanceTimersByTimeAsync(2_000);
  return screen.findByText(text, { exact: false });
}

const searchFor = async (app: WholeApp) => {
  const show = [...app.backend.guide.live().values()][0]![0]!;
  fireEvent.input(await screen.findByLabelText(SEARCH_FIELD, { selector: 'input' }), { target: { value: show.title } });
  return show.title;
};
const allResults = () =>
  Number(/\((\d+)\)/.exec(screen.getByRole('link', { name: /^Tout \(/ }).textContent ?? '')?.[1]);
const field = () => screen.getByLabelText<HTMLInputElement>(SEARCH_FIELD, { selector: 'input' });
/** The whole app indexes a day of the guide before it searches: slow on a busy machine. */
const HEAVY = 45_000;
const query = (app: WholeApp) => new URLSearchParams(app.router.state.location.search).get('q');

describe('when the provider’s search fails', () => {
  it(
    'should say a search that never answers failed for want of network, keep the query and the guide’s results, and find with Retry',
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
      const app = signedIn('/home');
      hang('*/show/epgflat/search/');
      const title = await searchFor(app);
      // The guide's results first (its chunks load in real time): the provider's deadlines are then run past in fake time.
      await waitFor(() => expect(allResults()).toBeGreaterThan(0), { timeout: 20_000 });
      const alert = await waitPastDeadlines(NO_NETWORK);
      expect(alert.textContent).toContain('La recherche du fournisseur n’a pas abouti');
      expect([field().value, query(app)]).toEqual([title, title]);
      const guideOnly = allResults();
      expect(guideOnly).toBeGreaterThan(0);
      providerServer.resetHandlers(...app.handlers);
      fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
      // The provider answered: its failure is no longer said; the shows it finds join the guide's
      // (depending on the hour, all of them may already be in the loaded guide).
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 8_000 });
      expect(allResults()).toBeGreaterThanOrEqual(guideOnly);
    },
    HEAVY,
  );

  it(
    'should find again as soon as the user types on once the fault is gone',
    async () => {
      const app = signedIn('/home');
      app.controls.force = { 'GET show/epgflat/search/': { status: 503 } };
      const title = await searchFor(app);
      await screen.findByText('Une erreur est survenue.', { exact: false }, { timeout: 8_000 });
      app.controls.force = {};
      fireEvent.input(field(), { target: { value: `${title} ` } });
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 8_000 });
      // The address follows once typing pauses.
      await waitFor(() => expect(query(app)).toBe(`${title} `));
      await screen.findByRole('list', { name: /^Résultats pour/ }, { timeout: 8_000 });
    },
    HEAVY,
  );
});

/** The download screen of a recorded show of a clear channel, with an earlier download stored. */
function downloadScreen(): WholeApp {
  return signedIn((app) => {
    app.offlineStore.stored.set(EARLIER.showId, EARLIER);
    const show = app.backend.recordings
      .recordedShows('demo@example.com')
      .find((each) => !app.backend.catalogue.channel(each.channelId)!.channel.encrypted)!;
    app.remembered = show.title;
    return `/download/${show.id}`;
  });
}
const listed = () =>
  within(screen.getByRole('list', { name: 'Mes téléchargements' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

describe('when a download fails', () => {
  it('should say an address that never comes failed for want of network, keep the list, and download with Retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const app = downloadScreen();
    hang('*/recordings/:id/download/uri/');
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger pour regarder hors ligne' }));
    const alert = await waitPastDeadlines(NO_NETWORK);
    expect(alert.textContent).toBe(`Le téléchargement a échoué. ${NO_NETWORK}`);
    expect(listed()).toEqual([EARLIER.title]);
    providerServer.resetHandlers(...app.handlers);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer le téléchargement' }));
    await waitFor(() => expect(app.offlineStore.storing).toBeDefined());
    app.offlineStore.finish();
    await screen.findByText(DOWNLOADED);
  });

  it('should say a download whose segments stopped coming (offline) kept nothing, keep the other downloads, and start again from the beginning', async () => {
    const app = downloadScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger pour regarder hors ligne' }));
    await waitFor(() => expect(app.offlineStore.storing).toBeDefined());
    app.offlineStore.progress(0.4);
    expect((await screen.findByRole('progressbar')).getAttribute('value')).toBe('40');
    app.offlineStore.fail(new ApiError('network', 'offline/store'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `Le téléchargement a échoué. ${NO_NETWORK} Ce qui avait été téléchargé est supprimé : rien d’incomplet n’est gardé, et le téléchargement reprendra depuis le début.`,
    );
    expect([screen.queryByRole('progressbar'), screen.queryByText(DOWNLOADED), listed()]).toEqual([
      null,
      null,
      [EARLIER.title],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer le téléchargement' }));
    await waitFor(() => expect(app.offlineStore.storing).toBeDefined());
    expect(screen.queryByRole('alert')).toBeNull();
    app.offlineStore.finish();
    await screen.findByText(DOWNLOADED);
    await waitFor(() => expect(listed()).toEqual([app.remembered, EARLIER.title].sort((a, b) => a!.localeCompare(b!))));
  });

  it('should keep a signed-in user on the screen with nothing lost when the session ends (401): the session message says why', async () => {
    const app = downloadScreen();
    app.controls.force = { 'GET recordings/*/download/uri/': { status: 401 } };
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger pour regarder hors ligne' }));
    await screen.findByText(
      "Vous avez été déconnecté car trop d'appareils utilisent le même compte.",
      { exact: false },
      { timeout: 8_000 },
    );
    expect([...app.offlineStore.stored.keys()]).toEqual([EARLIER.showId]);
  });
});
