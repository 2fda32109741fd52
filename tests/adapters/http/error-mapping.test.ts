import { delay, http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, httpImplementation, server } from '../contract/implementations';
import { CALLS, idsOf } from './calls';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const byKey = (key: string, name?: string) =>
  CALLS.find((call) => call.key === key && (name === undefined || call.name === name))!;

/** Spec point 8, call by call: the status the provider answers and the kind the port fails with. */
const TABLE: readonly [label: string, key: string, status: number, kind: string, expiry: boolean][] = [
  ['login 401 is invalid credentials, not an expiry', 'POST auth/', 401, 'invalid-credentials', false],
  ['login 403 is not entitled', 'POST auth/', 403, 'not-entitled', false],
  ['login 500 is generic', 'POST auth/', 500, 'generic', false],
  ['device code request 401 is not an expiry', 'POST auth/device/code/', 401, 'generic', false],
  ['OTP check 410 is an expired code', 'POST auth/device/token/', 410, 'code-expired', false],
  ['OTP check 401 is not an expiry', 'POST auth/device/token/', 401, 'generic', false],
  ['code verification 410 is an expired code', 'POST auth/device/code/verify/', 410, 'code-expired', false],
  ['code verification 401 is not an expiry', 'POST auth/device/code/verify/', 401, 'generic', false],
  ['parental check 403 is a wrong PIN', 'POST parentalcontrol/check/', 403, 'wrong-pin', false],
  ['parental check 401 is not an expiry', 'POST parentalcontrol/check/', 401, 'generic', false],
  ['parental update 403 is a wrong PIN', 'POST parentalcontrol/update/', 403, 'wrong-pin', false],
  ['profile 401 is a session expiry', 'GET profile/', 401, 'session-expired', true],
  ['channels 401 is a session expiry', 'GET channels/', 401, 'session-expired', true],
  ['add recording 401 is a session expiry', 'PUT recordings/*', 401, 'session-expired', true],
  ['ping 429 is the concurrent-stream limit', 'GET ping/', 429, 'concurrent-stream-limit', false],
  ['channel rights 451 is geo-blocked (VPN)', 'GET channel/rights/*', 451, 'geo-blocked', false],
  ['show rights 451 is geo-blocked (VPN)', 'GET show/rights/*', 451, 'geo-blocked', false],
  ['VOD purchase 451 is geo-blocked', 'POST vod/product/*/purchase/', 451, 'geo-blocked', false],
  ['add recording 509 is the recording quota', 'PUT recordings/*', 509, 'recording-quota-exceeded', false],
  ['series recording 509 is the recording quota', 'PUT recordings/serial/*', 509, 'recording-quota-exceeded', false],
  ['archive 509 is the archive quota', 'PUT recordings/*/archive/', 509, 'archive-quota-exceeded', false],
  ['VOD purchase 509 is the VOD quota', 'POST vod/product/*/purchase/', 509, 'vod-quota-exceeded', false],
  ['VOD purchase 400 is a wrong promo code', 'POST vod/product/*/purchase/', 400, 'wrong-promocode', false],
  ['show details 404 is generic (no call names it)', 'GET show/details/*', 404, 'generic', false],
  ['code verification 404 is an unknown code', 'POST auth/device/code/verify/', 404, 'not-found', false],
  ['show rights 403 is generic, not the subscription text', 'GET show/rights/*', 403, 'generic', false],
  ['VOD licence 403 is generic', 'POST vod/product/*/licence/', 403, 'generic', false],
  ['add recording 403 is generic', 'PUT recordings/*', 403, 'generic', false],
  ['parental check 404 denies (generic)', 'POST parentalcontrol/check/', 404, 'generic', false],
  ['silent play 500 still rejects, generic', 'POST play/', 500, 'generic', false],
  ['silent event 500 still rejects, generic', 'POST event/', 500, 'generic', false],
  ['any other status is generic', 'GET vod/', 418, 'generic', false],
];

describe('error mapping of spec point 8', () => {
  it.each(TABLE)('%s', async (_label, key, status, kind, expiry) => {
    const call = byKey(key);
    const controls: { force?: Record<string, { status: number }> } = {};
    const apis = httpImplementation.create({}, controls);
    const ids = idsOf(apis.backend);
    if (call.account !== null) await apis.signIn(call.account);
    await call.prepare?.(apis, ids);
    controls.force = { [key]: { status } };
    await expect(call.invoke(apis, ids)).rejects.toMatchObject({ kind, call: call.name });
    expect(apis.expiries()).toBe(expiry ? 1 : 0);
  });

  it('should answer null (defaults) on backup config 404', async () => {
    const apis = httpImplementation.create();
    await apis.signIn();
    expect(await apis.usage.backupConfig()).toBeNull();
  });

  it('should fail with network when the provider cannot be reached, after two retries of a GET with growing delays', async () => {
    const apis = httpImplementation.create();
    const times: number[] = [];
    server.use(http.get(`${BASE}/api/mobile/channels/`, () => (times.push(performance.now()), HttpResponse.error())));
    await expect(apis.guide.channels()).rejects.toMatchObject({ kind: 'network', call: 'channels' });
    expect(times).toHaveLength(3);
    const [first, second, third] = times as [number, number, number];
    // 250 ms then 500 ms, each with jitter down to half.
    expect(second - first).toBeGreaterThanOrEqual(120);
    expect(third - second).toBeGreaterThanOrEqual(245);
  });

  it('should not retry a GET the provider answered with a status', async () => {
    const apis = httpImplementation.create();
    let attempts = 0;
    server.use(
      http.get(`${BASE}/api/mobile/channels/`, () => ((attempts += 1), HttpResponse.json({}, { status: 503 }))),
    );
    await expect(apis.guide.channels()).rejects.toMatchObject({ kind: 'generic' });
    expect(attempts).toBe(1);
  });

  it('should fail with network when the body stalls past the deadline (ky stops timing at the headers)', async () => {
    const apis = httpImplementation.create();
    const stalled = () =>
      new HttpResponse(
        new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"show":')) }),
        { headers: { 'Content-Type': 'application/json' } },
      );
    server.use(http.get(`${BASE}/api/cache/accurate/:id/`, stalled));
    const started = performance.now();
    await expect(apis.guide.accurateShow('ch1')).rejects.toMatchObject({ kind: 'network', call: 'accurate' });
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('should not end a new session on a late 401 to a request sent with an older token', async () => {
    const apis = httpImplementation.create();
    await apis.signIn();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${BASE}/api/mobile/channels/`, async () => (await answered, HttpResponse.json({}, { status: 401 }))),
    );
    const pending = apis.guide.channels();
    await delay(20);
    apis.tokenStore.set('the-new-session-token');
    answer();
    await expect(pending).rejects.toMatchObject({ kind: 'session-expired' });
    expect(apis.expiries()).toBe(0);
  });

  it('should end the session on a 401 to a request sent with the current token', async () => {
    const apis = httpImplementation.create();
    await apis.signIn();
    server.use(http.get(`${BASE}/api/mobile/channels/`, () => HttpResponse.json({}, { status: 401 })));
    await expect(apis.guide.channels()).rejects.toMatchObject({ kind: 'session-expired' });
    expect(apis.expiries()).toBe(1);
  });

  it.each([0, -5, 86_400, 'soon'])('should refuse a device code whose expires_in is %s', async (expiresIn) => {
    const apis = httpImplementation.create();
    server.use(
      http.post(`${BASE}/api/mobile/auth/device/code/`, () =>
        HttpResponse.json({
          user_code: 'ABCD-EFGH',
          device_code: 'd',
          interval: 5,
          expires_in: expiresIn,
          verification_uri: '/pair',
        }),
      ),
    );
    await expect(apis.session.requestDeviceCode()).rejects.toMatchObject({
      kind: 'malformed-response',
      call: 'auth/device/code',
    });
  });

  it('should not retry a write on network failure', async () => {
    const apis = httpImplementation.create();
    let attempts = 0;
    server.use(http.post(`${BASE}/api/mobile/auth/`, () => ((attempts += 1), HttpResponse.error())));
    await expect(apis.session.login({ email: 'demo@example.com', password: 'demo1234' })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(attempts).toBe(1);
  });

  it('should give up on accurate/ after 500 ms', async () => {
    const apis = httpImplementation.create();
    server.use(
      http.get(`${BASE}/api/cache/accurate/:id/`, async () => (await delay(800), HttpResponse.json({ show: null }))),
    );
    const started = performance.now();
    await expect(apis.guide.accurateShow('ch1')).rejects.toMatchObject({ kind: 'network', call: 'accurate' });
    expect(performance.now() - started).toBeLessThan(750);
  });

  it('should carry the provider error code as detail (VOD wrong promo code)', async () => {
    const apis = httpImplementation.create();
    await apis.signIn();
    await expect(apis.vod.purchase('p-vod-film-1-rent', 'NOPE')).rejects.toMatchObject({ kind: 'wrong-promocode' });
  });
});
