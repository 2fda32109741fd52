import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpImplementation, server, type Apis } from '../contract/implementations';
import { CALLS, idsOf, type CallCase, type Ids } from './calls';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** Signs in as the case asks, runs its preparation; tester controls start empty and can be set after. */
async function ready(
  call: CallCase,
): Promise<{ apis: Apis; ids: Ids; controls: { force?: Record<string, { status?: number; malformed?: boolean }> } }> {
  const controls: { force?: Record<string, { status?: number; malformed?: boolean }> } = {};
  const apis = httpImplementation.create({}, controls);
  const ids = idsOf(apis.backend);
  if (call.account !== null) await apis.signIn(call.account);
  await call.prepare?.(apis, ids);
  return { apis, ids, controls };
}

const PORTS = ['session', 'guide', 'recordings', 'shows', 'vod', 'usage'] as const;
const invoked = new Set<string>();

/** The same APIs, noting each port method the case calls. */
function tracked(apis: Apis): Apis {
  const wrap = <T extends object>(port: string, target: T): T =>
    new Proxy(target, {
      get: (object, method) => (invoked.add(`${port}.${String(method)}`), Reflect.get(object, method)),
    });
  return { ...apis, ...Object.fromEntries(PORTS.map((port) => [port, wrap(port, apis[port])])) };
}

describe('every call of the HTTP adapter against the demo provider', () => {
  it.each(CALLS.map((call) => [`${call.key} (${call.name})`, call] as const))(
    'should succeed: %s',
    async (_label, call) => {
      const { apis, ids } = await ready(call);
      await expect(call.invoke(tracked(apis), ids)).resolves.not.toBeInstanceOf(Error);
    },
  );

  it('should have called every method of every API port (spec point 7, none left out)', () => {
    const apis = httpImplementation.create();
    // The FlatBuffers EPG chunk has its own suite (tests/adapters/epg).
    const methods = PORTS.flatMap((port) => Object.keys(apis[port]).map((method) => `${port}.${method}`)).filter(
      (name) => name !== 'guide.epgChunk',
    );
    expect([...invoked].sort()).toEqual(methods.sort());
  });

  it.each(CALLS.map((call) => [`${call.key} (${call.name})`, call] as const))(
    'should name the call on a body that is not JSON: %s',
    async (_label, call) => {
      const { apis, ids, controls } = await ready(call);
      controls.force = { [call.key]: { malformed: true } };
      await expect(call.invoke(apis, ids)).rejects.toMatchObject({ kind: 'malformed-response', call: call.name });
    },
  );

  it.each(CALLS.map((call) => [`${call.key} (${call.name})`, call] as const))(
    'should name the call on a body of the wrong shape: %s',
    async (_label, call) => {
      const { apis, ids } = await ready(call);
      server.use(http.all('*', () => HttpResponse.json([{ unexpected: true }])));
      await expect(call.invoke(apis, ids)).rejects.toMatchObject({ kind: 'malformed-response', call: call.name });
    },
  );
});
