import { afterAll, beforeAll, describe } from 'vitest';
import { guideContract } from './guide.contract';
import { IMPLEMENTATIONS, server } from './implementations';
import { sessionContract } from './session.contract';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The same cases against the HTTP adapter (over MSW) and the in-memory adapter: they cannot drift apart. */
describe.each(IMPLEMENTATIONS)('$name', (impl) => {
  sessionContract(impl);
  guideContract(impl);
});
