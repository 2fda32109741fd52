import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, httpImplementation, server, type Apis } from '../contract/implementations';
import { CALLS, idsOf, type CallCase, type Ids } from './calls';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The calls whose whole answer is `{ success }`: writes, checks and the silent calls. */
const SUCCESS_ONLY = new Set([
  'logout',
  'auth/device/code/verify',
  'parentalcontrol/check',
  'parentalcontrol/create',
  'parentalcontrol/update',
  'lineup',
  'recordings',
  'recordings/archive',
  'recordings/delete',
  'recordings/serial',
  'recordings/serial/episodes',
  'recordings/serial/scheduler',
  'recordings/serial/all',
  'vod/stream/stop',
  'play',
  'bookmark',
  'backupconfig/save',
  'event',
  'contact',
  'ping',
]);
const successOnly = CALLS.filter((call) => SUCCESS_ONLY.has(call.name)).map(
  (call) => [`${call.key} (${call.name})`, call] as const,
);

async function ready(call: CallCase): Promise<{ apis: Apis; ids: Ids }> {
  const apis = httpImplementation.create();
  const ids = idsOf(apis.backend);
  if (call.account !== null) await apis.signIn(call.account);
  await call.prepare?.(apis, ids);
  return { apis, ids };
}

describe('when the provider answers 200 with success false', () => {
  it('should cover every success-only call of spec point 7', () => {
    expect(new Set(successOnly.map(([, call]) => call.name))).toEqual(SUCCESS_ONLY);
  });

  it.each(successOnly)('should fail closed: %s', async (_label, call) => {
    const { apis, ids } = await ready(call);
    server.use(http.all('*', () => HttpResponse.json({ success: false })));
    await expect(call.invoke(apis, ids)).rejects.toMatchObject({
      call: call.name,
      kind: call.name === 'parentalcontrol/check' ? 'wrong-pin' : 'generic',
    });
  });

  it('should refuse a parental PIN check whose answer has no success at all', async () => {
    const { apis } = await ready(CALLS.find((call) => call.name === 'parentalcontrol/check')!);
    server.use(http.post(`${BASE}/api/mobile/parentalcontrol/check/`, () => HttpResponse.json({ ok: true })));
    await expect(apis.session.checkParentalPin('1234')).rejects.toMatchObject({ kind: 'malformed-response' });
  });
});

describe('when the provider answers 204 (no content)', () => {
  it.each(successOnly)('should count as success: %s', async (_label, call) => {
    const { apis, ids } = await ready(call);
    server.use(http.all('*', () => new HttpResponse(null, { status: 204 })));
    await expect(call.invoke(apis, ids)).resolves.toBeUndefined();
  });

  it('should be malformed for a call that answers data', async () => {
    const { apis } = await ready(CALLS.find((call) => call.name === 'channels')!);
    server.use(http.all('*', () => new HttpResponse(null, { status: 204 })));
    await expect(apis.guide.channels()).rejects.toMatchObject({ kind: 'malformed-response', call: 'channels' });
  });
});

describe('when the PIN check is answered 404', () => {
  it('should deny, not let the user in', async () => {
    const { apis } = await ready(CALLS.find((call) => call.name === 'parentalcontrol/check')!);
    server.use(
      http.post(`${BASE}/api/mobile/parentalcontrol/check/`, () =>
        HttpResponse.json({ error: 'no_pin' }, { status: 404 }),
      ),
    );
    await expect(apis.session.checkParentalPin('1234')).rejects.toMatchObject({ call: 'parentalcontrol/check' });
  });
});
