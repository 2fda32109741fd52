import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, idsOf, type CallCase } from '../http/calls';
import { httpImplementation, inMemoryImplementation, server, type Implementation } from './implementations';
import { normalize } from './normalize';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function answer(impl: Implementation, call: CallCase): Promise<unknown> {
  const apis = impl.create();
  const ids = idsOf(apis.backend);
  if (call.account !== null) await apis.signIn(call.account);
  await call.prepare?.(apis, ids);
  return normalize(await call.invoke(apis, ids));
}

/** Both adapters over identical backends give equal answers to every call: the wire and its mapping lose nothing. */
describe('the HTTP and in-memory adapters', () => {
  it.each(CALLS.map((call) => [`${call.key} (${call.name})`, call] as const))(
    'should answer alike: %s',
    async (_label, call) => {
      const viaHttp = await answer(httpImplementation, call);
      const inMemory = await answer(inMemoryImplementation, call);
      expect(viaHttp).toEqual(inMemory);
      // Two fresh backends each build the catalogue, and the largest answers (a search over the 15 days,
      // every show with its picture) take several seconds on a shared, loaded machine.
    },
    15_000,
  );
});
