import { describe, expect, it } from 'vitest';
import type { Implementation } from './implementations';

/** Session and account calls: the same expectations for every implementation. */
export function sessionContract(impl: Implementation): void {
  describe('session and account', () => {
    it('should sign in a demo account and read its profile', async () => {
      const apis = impl.create();
      const session = await apis.session.login({ email: 'demo@example.com', password: 'demo1234' });
      apis.tokenStore.set(session.token);
      const profile = await apis.session.profile();
      expect(profile.username).toBe('demo@example.com');
      expect(profile.permissions.has('recordings')).toBe(true);
      expect(profile.parentalControlLevel).toBe(16);
      expect(profile.parentalPinSet).toBe(true);
    });

    it.each([
      ['former@example.com', 'former_customer', false],
      ['basic@example.com', 'active', false],
      ['abroad@example.com', 'active', true],
    ])('should describe %s with status %s', async (email, status, countryLocked) => {
      const apis = impl.create();
      const session = await apis.session.login({ email, password: 'demo1234' });
      expect(session.profile.status).toBe(status);
      expect(session.profile.countryLocked).toBe(countryLocked);
    });

    it('should refuse a wrong password with invalid-credentials and no expiry', async () => {
      const apis = impl.create();
      await expect(apis.session.login({ email: 'demo@example.com', password: 'nope' })).rejects.toMatchObject({
        kind: 'invalid-credentials',
        call: 'auth',
      });
      expect(apis.expiries()).toBe(0);
    });

    it('should sign in with a live token of the same user, and refuse an unknown one', async () => {
      const apis = impl.create();
      await apis.signIn();
      const token = apis.tokenStore.get() ?? '';
      expect((await apis.session.loginWithToken('demo@example.com', token)).profile.username).toBe('demo@example.com');
      await expect(apis.session.loginWithToken('demo@example.com', 'forged')).rejects.toMatchObject({
        kind: 'invalid-credentials',
      });
    });

    it('should treat an unknown token as a session expiry and tell the client', async () => {
      const apis = impl.create();
      apis.tokenStore.set('unknown');
      await expect(apis.session.profile()).rejects.toMatchObject({ kind: 'session-expired', call: 'profile' });
      expect(apis.expiries()).toBe(1);
    });

    it('should end the session on logout', async () => {
      const apis = impl.create();
      await apis.signIn();
      await apis.session.logout();
      await expect(apis.session.profile()).rejects.toMatchObject({ kind: 'session-expired' });
    });

    it('should fork a token that works as a session', async () => {
      const apis = impl.create();
      await apis.signIn();
      const forked = await apis.session.fork('shop');
      apis.tokenStore.set(forked);
      expect((await apis.session.profile()).username).toBe('demo@example.com');
    });

    it('should pair a TV through the device code flow', async () => {
      const tv = impl.create();
      const code = await tv.session.requestDeviceCode();
      expect(code.userCode).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
      expect(await tv.session.pollDeviceToken(code.deviceCode)).toBeNull();
      await tv.signIn();
      await tv.session.verifyDeviceCode(code.userCode.replace('-', '').toLowerCase(), true);
      const session = await tv.session.pollDeviceToken(code.deviceCode);
      expect(session?.profile.username).toBe('demo@example.com');
    });

    it('should answer code-expired when the web side refused the code or it is unknown', async () => {
      const apis = impl.create();
      const code = await apis.session.requestDeviceCode();
      await apis.signIn();
      await apis.session.verifyDeviceCode(code.userCode, false);
      await expect(apis.session.pollDeviceToken(code.deviceCode)).rejects.toMatchObject({
        kind: 'code-expired',
        call: 'auth/device/token',
      });
      await expect(apis.session.verifyDeviceCode('ZZZZ-ZZZZ', true)).rejects.toMatchObject({ kind: 'not-found' });
    });

    it('should not treat a 401 on device code verification as a session expiry', async () => {
      const apis = impl.create();
      apis.tokenStore.set('unknown');
      await expect(apis.session.verifyDeviceCode('ABCD-EFGH', true)).rejects.toMatchObject({ kind: 'generic' });
      expect(apis.expiries()).toBe(0);
    });

    it('should check, refuse and change the parental PIN', async () => {
      const apis = impl.create();
      await apis.signIn();
      await expect(apis.session.checkParentalPin('1234')).resolves.toBeUndefined();
      await expect(apis.session.checkParentalPin('0000')).rejects.toMatchObject({
        kind: 'wrong-pin',
        call: 'parentalcontrol/check',
      });
      await expect(apis.session.updateParentalPin('9999', '4321', 12)).rejects.toMatchObject({ kind: 'wrong-pin' });
      await apis.session.updateParentalPin('1234', '4321', 12);
      await expect(apis.session.checkParentalPin('4321')).resolves.toBeUndefined();
      expect((await apis.session.profile()).parentalControlLevel).toBe(12);
    });

    it('should create a first PIN for an account without one', async () => {
      const apis = impl.create();
      await apis.signIn('basic@example.com');
      expect((await apis.session.profile()).parentalPinSet).toBe(false);
      await expect(apis.session.checkParentalPin('1111')).rejects.toMatchObject({ kind: 'generic' });
      await apis.session.createParentalPin('1111', 16);
      await expect(apis.session.checkParentalPin('1111')).resolves.toBeUndefined();
      expect((await apis.session.profile()).parentalPinSet).toBe(true);
    });

    it('should start with empty extras', async () => {
      const apis = impl.create();
      await apis.signIn();
      const extras = await apis.session.showExtras();
      expect(
        extras.recordings.size + extras.archives.size + extras.serials.size + extras.bookmarks.size + extras.seen.size,
      ).toBe(0);
    });
  });
}
