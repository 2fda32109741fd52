import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { presentFailure, type FailurePresentation } from '../../../src/application/failure-presentation';
import { ApiError } from '../../../src/domain/errors';
import { createI18n, errorTextKey } from '../../../src/ui/shared/i18n/i18n';
import { httpImplementation, server, type Apis } from '../contract/implementations';
import { CALLS, idsOf, type CallCase } from './calls';
import { expected, FAULTS, matrixReport, STATUS, type Cell, type Fault, type Matrix } from '../../fakes/faults';

/**
 * The fault matrix of issue 15: every call of spec point 7 (grouped by its family) against every
 * fault, forced through the demo provider's tester controls (a status, a body that is not JSON)
 * or the network (a stalled body past the deadline, no connection, `success: false`). Each cell
 * proves what the user sees (the spec's text in French, or silence where the spec says so), and
 * each row that the client is still usable afterwards: the same request, sent again once the
 * fault is gone, succeeds (nothing typed has to be entered again). `npm run fault-matrix` prints it.
 */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

const FAMILIES: readonly [family: string, test: (name: string) => boolean][] = [
  ['session and account', (name) => /^(auth|logout|profile|show\/extras|parentalcontrol)/.test(name)],
  ['channels and guide', (name) => /^(channels|lineup|channel\/rights|portal|audience|show\/epgflat)/.test(name)],
  ['recordings', (name) => name.startsWith('recordings')],
  ['shows and people', (name) => /^(show\/details|show\/serie|show\/rights|people|mysports)/.test(name)],
  ['VOD', (name) => name.startsWith('vod')],
  ['other', (name) => /^(play|bookmark|backupconfig|backupconfig\/save|event|contact|ping|interstitiel)$/.test(name)],
  ['cached reads', (name) => /^(resources|epglive|cache\/show\/details|epgcarousel|epgchannel|accurate)$/.test(name)],
];
const familyOf = (call: CallCase) => FAMILIES.find(([, test]) => test(call.name))?.[0] ?? 'unfiled';

const i18n = createI18n('fr');
const shown = (presentation: FailurePresentation) =>
  presentation.kind === 'silent' ? `(silent: ${presentation.why})` : i18n.t(errorTextKey(presentation.error));

/** Forces one fault on the row's call, runs it, and says what the user would see. */
async function provoke(
  apis: Apis,
  call: CallCase,
  ids: ReturnType<typeof idsOf>,
  controls: { force?: Record<string, object> },
  fault: Fault,
): Promise<FailurePresentation> {
  controls.force = {};
  const status = STATUS[fault];
  if (status !== undefined) controls.force = { [call.key]: { status } };
  if (fault === 'malformed') controls.force = { [call.key]: { malformed: true } };
  if (fault === 'timeout')
    server.use(
      http.all(
        '*',
        () =>
          new HttpResponse(new ReadableStream({ start: (stream) => stream.enqueue(new TextEncoder().encode('{')) })),
      ),
    );
  if (fault === 'offline') server.use(http.all('*', () => HttpResponse.error()));
  if (fault === 'success:false') server.use(http.all('*', () => HttpResponse.json({ success: false })));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const outcome = call.invoke(apis, ids).then(
      () => null,
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(60_000);
    const error = await outcome;
    if (error === null) return { kind: 'silent', why: 'defaults' };
    expect(error).toBeInstanceOf(ApiError);
    return presentFailure(call.name, (error as ApiError).kind);
  } finally {
    vi.useRealTimers();
    controls.force = {};
    server.resetHandlers();
  }
}

const matrix: Matrix = new Map();
/** One row per call case; a call tried in several ways (login by password or token, show details and its neighbours) is numbered. */
const rows = CALLS.map((call, index) => {
  const twins = CALLS.filter((other) => other.key === call.key && other.name === call.name);
  const label = `${familyOf(call)} · ${call.key} (${call.name})`;
  return [twins.length > 1 ? `${label} #${twins.indexOf(call) + 1}` : label, call, index] as const;
});

describe('the fault matrix', () => {
  it('should file every call of spec point 7 under a family', () => {
    expect(CALLS.filter((call) => familyOf(call) === 'unfiled').map((call) => call.name)).toEqual([]);
  });

  it.each(rows)('%s: each fault shows what spec point 8 says, and the call works again after', async (label, call) => {
    const controls: { force?: Record<string, object> } = {};
    const apis = httpImplementation.create({}, controls);
    const ids = idsOf(apis.backend);
    if (call.account !== null) await apis.signIn(call.account);
    await call.prepare?.(apis, ids);
    const cells = new Map<Fault, Cell>();
    matrix.set(label, cells);
    for (const fault of FAULTS) {
      const want = expected(call.name, fault);
      if (want === 'n.a.') {
        cells.set(fault, 'n.a.');
        continue;
      }
      const got = await provoke(apis, call, ids, controls, fault);
      cells.set(fault, shown(got) === shown(want) ? '✓' : '✗');
      expect({ fault, sees: shown(got) }).toEqual({ fault, sees: shown(want) });
    }
    // Still usable: with the fault gone, the very same request succeeds.
    await expect(call.invoke(apis, ids)).resolves.not.toBeInstanceOf(Error);
  });
});

afterAll(() => {
  server.close();
  if (process.env.FAULT_MATRIX === 'print') console.log(matrixReport(matrix));
});
