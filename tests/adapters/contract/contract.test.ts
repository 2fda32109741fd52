import { afterAll, beforeAll, describe } from 'vitest';
import { guideContract } from './guide.contract';
import { IMPLEMENTATIONS, server } from './implementations';
import { recordingsContract } from './recordings.contract';
import { sessionContract } from './session.contract';
import { showsContract } from './shows.contract';
import { usageContract } from './usage.contract';
import { vodContract } from './vod.contract';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The same cases against the HTTP adapter (over MSW) and the in-memory adapter: they cannot drift apart. */
describe.each(IMPLEMENTATIONS)('$name', (impl) => {
  sessionContract(impl);
  guideContract(impl);
  recordingsContract(impl);
  usageContract(impl);
  showsContract(impl);
  vodContract(impl);
});
