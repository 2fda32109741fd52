import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { createCookieTokenStore } from '../../../src/adapters/storage/cookie-token.store';
import type { ApiErrorKind } from '../../../src/domain/errors';
import { createI18n, errorTextKey } from '../../../src/ui/shared/i18n/i18n';
import { loadLaterModules } from '../../../src/composition/later-modules';
import { loadAllScreens } from '../../../src/ui/shared/lazy-screen';
import { expected, FAULTS, matrixReport, STATUS, type Fault, type Matrix } from '../../fakes/faults';
import { providerServer, renderWholeApp, type Layout, type WholeApp } from './whole-app';

/**
 * Issue 15's fault matrix at the screens: for a user journey of each call family, every fault of
 * the matrix forced on its call through the demo provider (a status, a body that is not JSON, no
 * connection, `success: false`), in the whole app composed as users get it. Each cell proves what
 * the user sees (spec point 8's text), that what the user typed is still there, and that once the
 * fault is gone the same action succeeds without typing anything again. A 401 ends the session
 * (spec point 8): the cell proves the expiry message instead. Timeouts are the adapter matrix's
 * (tests/adapters/http/fault-matrix.test.ts): past the deadline they are the same `network`
 * failure as no connection, which is proven here. A cached read is a family of its own: its
 * screen does not fall with it (the live list stays up without programme titles when `epglive`
 * fails), so its cells prove the list still there, the spec's message beside it, and the
 * titles back once the fault is gone.
 */
const i18n = createI18n('fr');
const UI_FAULTS = FAULTS.filter((fault) => fault !== 'timeout');

export interface Journey {
  /** The screen and what the user does there. */
  readonly journey: string;
  /** Family of the fault matrix, call name (spec point 7) and the demo's key for it. */
  readonly family: string;
  readonly call: string;
  readonly key: string;
  readonly path: string | ((app: WholeApp) => string);
  readonly signedIn: boolean;
  /** Types what the user types and starts the call. */
  act(app: WholeApp): Promise<void>;
  /** Checks that what the user typed, or what the screen keeps showing, is still there after the failure. */
  kept?(app: WholeApp, error: ApiErrorKind): void | Promise<void>;
  /** After a 401 (the session ended), checks what the user did is still there. */
  keptAfterExpiry?(app: WholeApp): void | Promise<void>;
  /** Does it again once the fault is gone, and waits for success. */
  retry(app: WholeApp, error: ApiErrorKind): Promise<void>;
}

/** A show on now, remembered by its title. */
export const currentShow = (app: WholeApp) => {
  const show = [...app.backend.guide.live().values()][0]![0]!;
  app.remembered = show.title;
  return show;
};
/** Clicks the button of that name once it shows (a mouse click, or Enter on TV: the same press). */
export const press = async (name: string | RegExp) => void fireEvent.click(await screen.findByRole('button', { name }));

/** A cell waits for up to three screens (message, what is kept, the retry): room for a busy machine. */
const CELL_TIMEOUT = 40_000;

const label = (journey: Journey) => `${journey.family} · ${journey.call} · ${journey.journey}`;

/** Forces the fault on the journey's call only; returns how to lift it. */
function force(app: WholeApp, journey: Journey, fault: Fault): () => void {
  const status = STATUS[fault];
  if (status !== undefined) app.controls.force = { [journey.key]: { status } };
  if (fault === 'malformed') app.controls.force = { [journey.key]: { malformed: true } };
  const [method, path] = journey.key.split(' ') as [string, string];
  // A key ending in * stands for one id, with or without the trailing slash the call uses.
  const urls = path.endsWith('*') ? [`*/${path.slice(0, -1)}:id`, `*/${path.slice(0, -1)}:id/`] : [`*/${path}`];
  const answer =
    fault === 'offline'
      ? () => HttpResponse.error()
      : fault === 'success:false'
        ? () => HttpResponse.json({ success: false })
        : null;
  if (answer)
    providerServer.use(
      ...urls.map((url) => http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url, answer)),
    );
  return () => {
    app.controls.force = {};
    providerServer.resetHandlers(...app.handlers);
  };
}

/**
 * The matrix of a layout's journeys: one test per journey and fault with a message, in the whole
 * app of that layout; `npm run fault-matrix` prints the table.
 */
export function faultMatrixSuite(layout: Layout, journeys: readonly Journey[]) {
  const matrix: Matrix = new Map(journeys.map((journey) => [label(journey), new Map()]));
  const rowOf = (journey: Journey) => matrix.get(label(journey))!;

  afterEach(() => window.localStorage.clear());
  beforeAll(() => providerServer.listen({ onUnhandledRequest: 'bypass' }));
  // Screens load with their routes: loaded once here, so that no cell's deadline pays for it.
  beforeAll(() => Promise.all([loadAllScreens(), loadLaterModules()]), 60_000);
  afterAll(() => {
    providerServer.close();
    if (process.env.FAULT_MATRIX === 'print') console.log(matrixReport(matrix, UI_FAULTS));
  });

  const cells = journeys.flatMap((journey) =>
    UI_FAULTS.map((fault) => ({ journey, fault, want: expected(journey.call, fault) })).filter((cell) => {
      if (cell.want === 'n.a.') rowOf(journey).set(cell.fault, 'n.a.');
      return cell.want !== 'n.a.';
    }),
  );

  describe(`the fault matrix at the ${layout} screens`, () => {
    it.each(cells.map((cell) => [`${label(cell.journey)} · ${cell.fault}`, cell] as const))(
      '%s',
      async (_label, { journey, fault, want }) => {
        if (want === 'n.a.' || want.kind === 'silent')
          throw new Error('journeys are chosen among calls with a message');
        rowOf(journey).set(fault, '✗');
        const app = renderWholeApp(layout);
        if (journey.signedIn)
          createCookieTokenStore().set(app.backend.session.login('demo@example.com', 'demo1234').token);
        app.start(typeof journey.path === 'string' ? journey.path : journey.path(app));
        const lift = force(app, journey, fault);
        await journey.act(app);
        await screen.findByText(i18n.t(errorTextKey(want.error)), { exact: false }, { timeout: 15_000 });
        if (want.error === 'session-expired') {
          await journey.keptAfterExpiry?.(app);
          return void rowOf(journey).set(fault, '✓');
        }
        await journey.kept?.(app, want.error);
        lift();
        await journey.retry(app, want.error);
        rowOf(journey).set(fault, '✓');
      },
      CELL_TIMEOUT,
    );
  });
}
