import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/adapters/http/api-client';
import { createKySessionApi } from '../../../src/adapters/http/ky-session.adapter';
import { createKyGuideApi } from '../../../src/adapters/http/ky-guide.adapter';
import { createMemoryTokenStore } from '../../../src/adapters/storage/memory-token.store';
import { DemoBackend, memoryDemoStore } from '../../../src/adapters/demo/backend';
import { demoHandlers } from '../../../src/adapters/demo/handlers';
import { http, HttpResponse } from 'msw';

const BASE = 'http://provider.test';
const NOW = Date.parse('2026-11-22T12:00:00Z');
let tokens = 0;
const backend = new DemoBackend(
  memoryDemoStore(),
  () => NOW,
  () => `token-${++tokens}`,
);
const server = setupServer(...demoHandlers(backend));

function clientFixture() {
  const tokenStore = createMemoryTokenStore();
  let expired = 0;
  const serverDates: number[] = [];
  const client = createApiClient({
    baseUrl: BASE,
    appName: 'test',
    version: '1',
    tokenStore,
    onSessionExpired: () => (expired += 1),
    onServerDate: (server) => serverDates.push(server.epochMilliseconds),
  });
  return {
    tokenStore,
    session: createKySessionApi(client),
    guide: createKyGuideApi(client),
    expiries: () => expired,
    serverDates,
  };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('HTTP session adapter against the demo provider', () => {
  it('should sign in with a demo account and map its profile', async () => {
    const { session } = clientFixture();
    const result = await session.login({ email: 'demo@example.com', password: 'demo1234' });
    expect(result.token).toMatch(/^token-/);
    expect(result.profile.username).toBe('demo@example.com');
    expect(result.profile.permissions.has('recordings')).toBe(true);
  });

  it('should fail with invalid-credentials on a wrong password, without ending any session', async () => {
    const { session, expiries } = clientFixture();
    await expect(session.login({ email: 'demo@example.com', password: 'nope' })).rejects.toMatchObject({
      kind: 'invalid-credentials',
      call: 'auth',
    });
    expect(expiries()).toBe(0);
  });

  it('should fail with not-entitled on a 403', async () => {
    server.use(http.post(`${BASE}/api/mobile/auth/`, () => HttpResponse.json({ success: false }, { status: 403 })));
    const { session } = clientFixture();
    await expect(session.login({ email: 'demo@example.com', password: 'demo1234' })).rejects.toMatchObject({
      kind: 'not-entitled',
    });
  });

  it('should send the token on later calls and read the profile', async () => {
    const { session, tokenStore } = clientFixture();
    tokenStore.set((await session.login({ email: 'basic@example.com', password: 'demo1234' })).token);
    const profile = await session.profile();
    expect(profile.username).toBe('basic@example.com');
    expect(profile.permissions.has('recordings')).toBe(false);
  });

  it('should report a 401 on profile as session expiry', async () => {
    const { session, tokenStore, expiries } = clientFixture();
    tokenStore.set('unknown-token');
    await expect(session.profile()).rejects.toMatchObject({ kind: 'session-expired' });
    expect(expiries()).toBe(1);
  });

  it('should reject a malformed body with a typed error naming the call', async () => {
    server.use(http.post(`${BASE}/api/mobile/auth/`, () => HttpResponse.json({ success: true, token: 42 })));
    const { session } = clientFixture();
    await expect(session.login({ email: 'demo@example.com', password: 'demo1234' })).rejects.toMatchObject({
      kind: 'malformed-response',
      call: 'auth',
    });
  });
});

describe('server date for the clock check', () => {
  it('should report the Date header of every answer, refusals included', async () => {
    const { session, serverDates } = clientFixture();
    await session.login({ email: 'demo@example.com', password: 'demo1234' });
    await expect(session.login({ email: 'demo@example.com', password: 'nope' })).rejects.toMatchObject({
      kind: 'invalid-credentials',
      call: 'auth',
    });
    expect(serverDates).toEqual([NOW, NOW]);
  });
});

describe('HTTP guide adapter against the demo provider', () => {
  it('should list channels with their current and next shows and grant a stream', async () => {
    const { session, guide, tokenStore } = clientFixture();
    tokenStore.set((await session.login({ email: 'demo@example.com', password: 'demo1234' })).token);
    const channels = await guide.channels();
    expect(channels.length).toBeGreaterThan(0);
    const live = await guide.liveShows();
    const [current, next] = live.get(channels[0]!.id) ?? [];
    expect(current!.startDate.epochMilliseconds).toBeLessThanOrEqual(NOW);
    expect(current!.stopDate.epochMilliseconds).toBeGreaterThan(NOW);
    expect(next!.startDate.equals(current!.stopDate)).toBe(true);
    expect((await guide.channelRights(channels[0]!.id)).url).toMatch(/\.mpd$/);
  });

  it('should answer geo-blocked (451) for a country-locked account', async () => {
    const { session, guide, tokenStore } = clientFixture();
    tokenStore.set((await session.login({ email: 'abroad@example.com', password: 'demo1234' })).token);
    await expect(guide.channelRights('ch1')).rejects.toMatchObject({ kind: 'geo-blocked' });
  });
});
