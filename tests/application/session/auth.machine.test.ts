import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { authMachine } from '../../../src/application/session/auth.machine';
import { createSessionActors } from '../../../src/application/session/session.actors';
import { createMemoryTokenStore } from '../../../src/adapters/storage/memory-token.store';
import { ApiError } from '../../../src/domain/errors';
import { FakeSessionApi } from '../../fakes/fake-session-api';
import { aSession } from '../../fakes/profiles';

function startAuth(storedToken: string | null = null) {
  const sessionApi = new FakeSessionApi();
  const tokenStore = createMemoryTokenStore(storedToken);
  const resetData = vi.fn();
  const actor = createActor(
    authMachine.provide({ actors: createSessionActors({ sessionApi, tokenStore, resetData }) }),
    { input: { tokenStored: storedToken !== null } },
  );
  return { actor, sessionApi, tokenStore, resetData };
}

const settled = (actor: ReturnType<typeof startAuth>['actor']) =>
  waitFor(actor, (state) => state.matches('signedIn') || state.matches('signedOut'));

/** A session restored from the stored token, then a token link for another account. */
async function signedInThenTokenLink() {
  const started = startAuth('stored');
  const ended: string[] = [];
  started.actor.on('auth.sessionEnded', (event) => ended.push(event.reason));
  started.actor.start();
  await settled(started.actor);
  started.actor.send({ type: 'auth.loginWithToken', username: 'other', token: 'link-token' });
  return { ...started, ended };
}

describe('auth machine', () => {
  describe('when no token is stored', () => {
    it('should start signed out without asking the provider', async () => {
      const { actor, sessionApi } = startAuth();
      actor.start();
      expect((await settled(actor)).value).toBe('signedOut');
      expect(sessionApi.calls).toEqual([]);
    });

    it('should be signed out in its first snapshot, so that the first render (prerendered or not) is the signed-out one', () => {
      const { actor } = startAuth();
      actor.start();
      expect(actor.getSnapshot().value).toBe('signedOut');
    });
  });

  describe('when a token is stored', () => {
    it('should restore the session from the profile', async () => {
      const { actor, sessionApi } = startAuth('stored');
      actor.start();
      const state = await settled(actor);
      expect(state.value).toBe('signedIn');
      expect(state.context.session?.token).toBe('stored');
      expect(sessionApi.calls).toEqual(['profile']);
    });

    it('should be restoring in its first snapshot', () => {
      const { actor } = startAuth('stored');
      actor.start();
      expect(actor.getSnapshot().value).toBe('restoring');
    });

    it('should forget a token the provider refuses', async () => {
      const { actor, sessionApi, tokenStore } = startAuth('old');
      sessionApi.profileResult = new ApiError('session-expired', 'profile');
      actor.start();
      expect((await settled(actor)).value).toBe('signedOut');
      expect(tokenStore.get()).toBeNull();
    });
  });

  describe('when signing in', () => {
    it('should pass through pending and keep the token', async () => {
      const { actor, tokenStore } = startAuth();
      actor.start();
      await settled(actor);
      actor.send({ type: 'auth.login', credentials: { email: 'demo@example.com', password: 'demo1234' } });
      expect(actor.getSnapshot().value).toBe('pending');
      const state = await settled(actor);
      expect(state.value).toBe('signedIn');
      expect(tokenStore.get()).toBe('token-1');
    });

    it.each(['invalid-credentials', 'not-entitled', 'generic'] as const)(
      'should fail with %s and stay signed out',
      async (kind) => {
        const { actor, sessionApi, tokenStore } = startAuth();
        sessionApi.loginResult = new ApiError(kind, 'auth');
        actor.start();
        await settled(actor);
        actor.send({ type: 'auth.login', credentials: { email: 'demo@example.com', password: 'wrong' } });
        const state = await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
        expect(state.context.error).toBe(kind);
        expect(tokenStore.get()).toBeNull();
      },
    );
  });

  describe('when the session ends', () => {
    it('should log out, clear the token and reset all data', async () => {
      const { actor, sessionApi, tokenStore, resetData } = startAuth('stored');
      actor.start();
      await settled(actor);
      actor.send({ type: 'auth.logout' });
      const state = await waitFor(actor, (s) => s.matches('signedOut'));
      expect(sessionApi.calls).toContain('logout');
      expect(state.context.session).toBeNull();
      expect(state.context.error).toBeNull();
      expect(tokenStore.get()).toBeNull();
      expect(resetData).toHaveBeenCalledOnce();
    });

    it('should reset everything and explain why on session expiry', async () => {
      const { actor, sessionApi, tokenStore, resetData } = startAuth('stored');
      actor.start();
      await settled(actor);
      actor.send({ type: 'auth.expired' });
      const state = await waitFor(actor, (s) => s.matches('signedOut'));
      expect(state.context.error).toBe('session-expired');
      expect(sessionApi.calls).not.toContain('logout');
      expect(tokenStore.get()).toBeNull();
      expect(resetData).toHaveBeenCalledOnce();
    });
  });

  describe('when the user changes the profile (a parental PIN saved)', () => {
    it('should keep the new profile of the same user, and ignore one of another user', async () => {
      const { actor } = startAuth('stored');
      actor.start();
      const profile = (await settled(actor)).context.session!.profile;
      actor.send({
        type: 'auth.profileChanged',
        profile: { ...profile, parentalControlLevel: 10, parentalPinSet: true },
      });
      expect(actor.getSnapshot().context.session?.profile).toMatchObject({
        parentalControlLevel: 10,
        parentalPinSet: true,
      });
      actor.send({ type: 'auth.profileChanged', profile: { ...profile, username: 'other', parentalControlLevel: 0 } });
      expect(actor.getSnapshot().context.session?.profile).toMatchObject({
        username: profile.username,
        parentalControlLevel: 10,
      });
    });
  });

  describe('when signing in with the token of the address', () => {
    it('should sign in with username and token and keep the new token', async () => {
      const { actor, sessionApi, tokenStore } = startAuth();
      actor.start();
      await settled(actor);
      actor.send({ type: 'auth.loginWithToken', username: 'demo', token: 'link-token' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      const state = await settled(actor);
      expect(state.value).toBe('signedIn');
      expect(sessionApi.calls).toContain('loginWithToken demo link-token');
      expect(tokenStore.get()).toBe('token-1');
    });

    it('should ask before switching accounts by a token link, and keep the session on no', async () => {
      const { actor, sessionApi, resetData, ended } = await signedInThenTokenLink();
      expect(actor.getSnapshot().hasTag('confirmSwitch')).toBe(true);
      expect(actor.getSnapshot().context.session).not.toBeNull();
      actor.send({ type: 'auth.cancel' });
      expect(actor.getSnapshot().matches('signedIn')).toBe(true);
      expect(actor.getSnapshot().context.tokenSignIn).toBeNull();
      expect(resetData).not.toHaveBeenCalled();
      expect(ended).toEqual([]);
      expect(sessionApi.calls).toEqual(['profile']);
    });

    it('should end the current session first when the user says yes to another account', async () => {
      const { actor, sessionApi, resetData, ended } = await signedInThenTokenLink();
      actor.send({ type: 'auth.confirmSwitch' });
      expect(actor.getSnapshot().context.session).toBeNull();
      const state = await waitFor(actor, (s) => s.matches('signedIn'));
      expect(resetData).toHaveBeenCalledOnce();
      expect(ended).toEqual(['switch']);
      expect(sessionApi.calls).toEqual(['profile', 'loginWithToken other link-token']);
      expect(state.context.tokenSignIn).toBeNull();
    });

    it('should prefer the token of the address to the stored one while restoring', async () => {
      const { actor, sessionApi } = startAuth('stored');
      actor.start();
      actor.send({ type: 'auth.loginWithToken', username: 'demo', token: 'link-token' });
      const state = await waitFor(actor, (s) => s.matches('signedIn'));
      expect(sessionApi.calls).toContain('loginWithToken demo link-token');
      expect(state.context.session?.token).toBe('token-1');
    });

    it('should fail with the kind of the refusal', async () => {
      const { actor, sessionApi } = startAuth();
      sessionApi.loginResult = new ApiError('invalid-credentials', 'auth');
      actor.start();
      await settled(actor);
      actor.send({ type: 'auth.loginWithToken', username: 'demo', token: 'bad' });
      const state = await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
      expect(state.context.error).toBe('invalid-credentials');
    });
  });

  describe('when signing in with a device code', () => {
    afterEach(() => vi.useRealTimers());

    it('should show the code, then keep the granted session', async () => {
      vi.useFakeTimers();
      const { actor, sessionApi, tokenStore } = startAuth();
      sessionApi.pollResults = [null, aSession()];
      actor.start();
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'auth.deviceCode' });
      await vi.advanceTimersByTimeAsync(0);
      const child = actor.getSnapshot().children.deviceCode;
      expect(child?.getSnapshot().context.code?.userCode).toBe('ABCD-EFGH');
      await vi.advanceTimersByTimeAsync(10_000);
      expect(actor.getSnapshot().value).toBe('signedIn');
      expect(tokenStore.get()).toBe('token-1');
    });

    it('should stop on cancel', async () => {
      vi.useFakeTimers();
      const { actor, sessionApi } = startAuth();
      actor.start();
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'auth.deviceCode' });
      actor.send({ type: 'auth.cancel' });
      await vi.advanceTimersByTimeAsync(20_000);
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(sessionApi.calls.filter((call) => call.startsWith('poll'))).toEqual([]);
    });

    it('should fail when the granted session cannot be kept', async () => {
      vi.useFakeTimers();
      const { actor, sessionApi, tokenStore } = startAuth();
      sessionApi.pollResults = [aSession()];
      vi.spyOn(tokenStore, 'set').mockImplementation(() => {
        throw new Error('cookies disabled');
      });
      actor.start();
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'auth.deviceCode' });
      await vi.advanceTimersByTimeAsync(5_000);
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().context).toMatchObject({ session: null, error: 'generic' });
    });
  });

  it('should tell other actors that the session ended, and why', async () => {
    const { actor } = startAuth('stored');
    const ended: string[] = [];
    actor.on('auth.sessionEnded', (event) => ended.push(event.reason));
    actor.start();
    await settled(actor);
    actor.send({ type: 'auth.expired' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'auth.login', credentials: { email: 'demo@example.com', password: 'demo1234' } });
    await settled(actor);
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(ended).toEqual(['expired', 'logout']);
  });
});
