import type { SessionApi } from '../../../ports/session.port';
import { run, type InMemoryDeps, type KindMap } from './run';

const DEVICE: KindMap = { 'session-expired': 'generic' };
const DEVICE_VERIFY: KindMap = { ...DEVICE, 'not-found': 'not-found' };
const PIN_CHECK: KindMap = { 'session-expired': 'generic' };
const LOGIN: KindMap = { 'not-entitled': 'not-entitled' };

/** SessionApi straight over the demo backend (no HTTP), for integration tests. */
export function createInMemorySessionApi(deps: InMemoryDeps): SessionApi {
  const { session, deviceCodes, account } = deps.backend;
  return {
    login: (credentials) => run(deps, 'auth', () => session.login(credentials.email, credentials.password), LOGIN),
    loginWithToken: (username, token) => run(deps, 'auth', () => session.loginWithToken(username, token), LOGIN),
    profile: () => run(deps, 'profile', (user) => session.profile(user())),
    logout: () => run(deps, 'logout', (user) => (user(), session.logout(deps.tokenStore.get() ?? ''))),
    fork: (service) => run(deps, 'auth/fork', (user) => session.fork(user(), service)),
    requestDeviceCode: () => run(deps, 'auth/device/code', () => deviceCodes.request(), DEVICE),
    pollDeviceToken: (deviceCode) => run(deps, 'auth/device/token', () => deviceCodes.poll(deviceCode), DEVICE),
    verifyDeviceCode: (userCode, grantAccess) =>
      run(deps, 'auth/device/code/verify', (user) => deviceCodes.verify(user(), userCode, grantAccess), DEVICE_VERIFY),
    showExtras: () => run(deps, 'show/extras', (user) => account.extras(user())),
    checkParentalPin: (pin) => run(deps, 'parentalcontrol/check', (user) => account.checkPin(user(), pin), PIN_CHECK),
    createParentalPin: (pin, level) =>
      run(deps, 'parentalcontrol/create', (user) => account.createPin(user(), pin, level)),
    updateParentalPin: (oldPin, pin, level) =>
      run(deps, 'parentalcontrol/update', (user) => account.updatePin(user(), oldPin, pin, level)),
  };
}
