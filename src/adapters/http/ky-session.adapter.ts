import type { DeviceIdentity, SessionApi } from '../../ports/session.port';
import type { ApiClient, StatusMap } from './api-client';
import { call } from './call';
import { READ, WRITE } from './call-policy';
import { toDeviceCode, toExtras, toProfile } from './session.mapper';
import {
  deviceCodeSchema,
  deviceTokenSchema,
  extrasSchema,
  forkResponseSchema,
  loginResponseSchema,
  profileSchema,
  successSchema,
} from './session.schema';

/** Names this client on the provider's side (spec point 7: context of auth/). */
export const AUTH_CONTEXT = 'web';

/** Spec point 8: login 401 and 403 mean bad credentials and no subscription, never an expiry. */
const LOGIN: StatusMap = { 401: 'invalid-credentials', 403: 'not-entitled' };
/** Device code calls: 410 is an expired (or refused) code; a 401 is not a session expiry. */
const DEVICE: StatusMap = { 401: 'generic', 410: 'code-expired' };
/** Verifying a code a TV shows: a 404 is a code the provider does not know. */
const DEVICE_VERIFY: StatusMap = { ...DEVICE, 404: 'not-found' };
/**
 * A wrong PIN is 403; a 401 on the check is not a session expiry. Any other answer (a 404, a
 * `success: false`) denies as well: the check fails closed.
 */
const PIN_CHECK: StatusMap = { 401: 'generic', 403: 'wrong-pin' };
const PIN_UPDATE: StatusMap = { 403: 'wrong-pin' };

export function createKySessionApi(client: ApiClient, device?: DeviceIdentity): SessionApi {
  const { api } = client;
  const done = () => undefined;
  const auth = (json: Record<string, unknown>) =>
    call(
      client,
      'auth',
      () =>
        api.post('auth/', {
          ...WRITE,
          json: { ...json, context: AUTH_CONTEXT, device_id: device?.id, device_alias: device?.alias },
        }),
      loginResponseSchema,
      (body) => ({ token: body.token, profile: toProfile(body.profile) }),
      LOGIN,
    );
  return {
    login: (credentials) => auth({ username: credentials.email.trim(), password: credentials.password }),
    loginWithToken: (username, token) => auth({ username, token }),
    profile: () =>
      call(
        client,
        'profile',
        () =>
          api.get('profile/', {
            ...READ,
            searchParams: device ? { device_id: device.id, device_alias: device.alias } : undefined,
          }),
        profileSchema,
        toProfile,
      ),
    logout: () => call(client, 'logout', () => api.post('logout/', WRITE), successSchema, done),
    fork: (service) =>
      call(
        client,
        'auth/fork',
        () => api.put('auth/fork/', { ...WRITE, json: { service } }),
        forkResponseSchema,
        (body) => body.token,
      ),
    requestDeviceCode: () =>
      call(
        client,
        'auth/device/code',
        () => api.post('auth/device/code/', WRITE),
        deviceCodeSchema,
        toDeviceCode,
        DEVICE,
      ),
    pollDeviceToken: (deviceCode) =>
      call(
        client,
        'auth/device/token',
        () => api.post('auth/device/token/', { ...WRITE, json: { device_code: deviceCode } }),
        deviceTokenSchema,
        (body) => (body.status === 'pending' ? null : { token: body.token, profile: toProfile(body.profile) }),
        DEVICE,
      ),
    verifyDeviceCode: (userCode, grantAccess) =>
      call(
        client,
        'auth/device/code/verify',
        () =>
          api.post('auth/device/code/verify/', { ...WRITE, json: { user_code: userCode, grant_access: grantAccess } }),
        successSchema,
        done,
        DEVICE_VERIFY,
      ),
    showExtras: () => call(client, 'show/extras', () => api.get('show/extras/', READ), extrasSchema, toExtras),
    checkParentalPin: (pin) =>
      call(
        client,
        'parentalcontrol/check',
        () => api.post('parentalcontrol/check/', { ...WRITE, json: { pin } }),
        successSchema,
        done,
        PIN_CHECK,
        'wrong-pin',
      ),
    createParentalPin: (pin, level) =>
      call(
        client,
        'parentalcontrol/create',
        () => api.post('parentalcontrol/create/', { ...WRITE, json: { pin, level } }),
        successSchema,
        done,
      ),
    updateParentalPin: (oldPin, pin, level) =>
      call(
        client,
        'parentalcontrol/update',
        () => api.post('parentalcontrol/update/', { ...WRITE, json: { old_pin: oldPin, pin, level } }),
        successSchema,
        done,
        PIN_UPDATE,
      ),
  };
}
