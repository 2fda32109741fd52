import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { deviceCodeMachine } from '../../../src/application/session/device-code.machine';
import { createDeviceCodeActors } from '../../../src/application/session/session.actors';
import { ApiError } from '../../../src/domain/errors';
import { FakeSessionApi } from '../../fakes/fake-session-api';
import { aSession } from '../../fakes/profiles';

function startDeviceCode(script: (api: FakeSessionApi) => void = () => {}) {
  const sessionApi = new FakeSessionApi();
  script(sessionApi);
  const actor = createActor(deviceCodeMachine.provide({ actors: createDeviceCodeActors(sessionApi) })).start();
  return { actor, sessionApi, polls: () => sessionApi.calls.filter((call) => call.startsWith('poll')).length };
}

describe('device code machine (spec points 4 and 8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should request a code and show its user code and verification address', async () => {
    const { actor } = startDeviceCode();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.code).toMatchObject({ userCode: 'ABCD-EFGH', verificationUri: '/pair' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('should poll the token call at the code interval', async () => {
    const { actor, polls, sessionApi } = startDeviceCode();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(polls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(3);
    expect(sessionApi.calls).toContain('pollDeviceToken device-1');
    expect(actor.getSnapshot().matches('showing')).toBe(true);
  });

  it.each([0, -1, 1, Number.NaN])(
    'should poll no faster than every 5 s when the provider announces an interval of %s',
    async (interval) => {
      const { polls } = startDeviceCode(
        (api) => (api.deviceCodeResult = { ...(api.deviceCodeResult as object), intervalSeconds: interval } as never),
      );
      await vi.advanceTimersByTimeAsync(4_999);
      expect(polls()).toBe(0);
      await vi.advanceTimersByTimeAsync(10_001);
      expect(polls()).toBe(3);
    },
  );

  it('should end with the session once the code is granted', async () => {
    const session = aSession();
    const { actor } = startDeviceCode((api) => (api.pollResults = [null, session]));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(session);
  });

  it('should reset the code and request a new one on 410', async () => {
    const { actor, sessionApi } = startDeviceCode(
      (api) => (api.pollResults = [new ApiError('code-expired', 'auth/device/token'), null]),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sessionApi.calls).toEqual(['requestDeviceCode', 'pollDeviceToken device-1', 'requestDeviceCode']);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('showing')).toBe(true);
  });

  it('should request a new code when the code expires', async () => {
    const { sessionApi } = startDeviceCode();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(sessionApi.calls.filter((call) => call === 'requestDeviceCode')).toHaveLength(2);
  });

  it('should keep polling after a failed poll', async () => {
    const { actor, polls } = startDeviceCode(
      (api) => (api.pollResults = [new ApiError('network', 'auth/device/token'), null]),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(2);
    expect(actor.getSnapshot().matches('showing')).toBe(true);
  });

  it('should say why no code came and request one again on retry', async () => {
    const { actor, sessionApi } = startDeviceCode(
      (api) => (api.deviceCodeResult = new ApiError('network', 'auth/device/code')),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('network');
    sessionApi.deviceCodeResult = {
      userCode: 'WXYZ-2345',
      deviceCode: 'device-2',
      intervalSeconds: 5,
      expiresInSeconds: 600,
      verificationUri: '/pair',
    };
    actor.send({ type: 'otp.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ error: null, code: { userCode: 'WXYZ-2345' } });
  });
});
