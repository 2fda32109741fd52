import { ACTIVATION_CODE_ALPHABET, ACTIVATION_CODE_LENGTH } from '../../../domain/session/pairing';
import type { Session } from '../../../domain/session/session';
import type { DeviceCode } from '../../../ports/session.port';
import { hashString, seededRandom } from '../random';
import type { BackendContext } from './context';
import { fault } from './fault';
import type { SessionBackend } from './session';

/** Letters and digits nobody confuses: the domain's activation code alphabet. */
export const USER_CODE_ALPHABET = ACTIVATION_CODE_ALPHABET;
export const DEVICE_CODE_TTL_SECONDS = 600;
export const DEVICE_CODE_INTERVAL_SECONDS = 5;
export const VERIFICATION_URI = '/pair';

/** Upper case, separators dropped: what the user typed, comparable with the issued code. */
export function normalizeUserCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * The device code flow. Codes live in the shared state, so a TV tab polling and a web tab
 * verifying in the same browser (one localStorage) meet.
 */
export class DeviceCodeBackend {
  constructor(
    private readonly ctx: BackendContext,
    private readonly sessions: SessionBackend,
  ) {}

  request(): DeviceCode {
    const deviceCode = this.ctx.newToken();
    const random = seededRandom(hashString(deviceCode));
    const raw = Array.from(
      { length: ACTIVATION_CODE_LENGTH },
      () => USER_CODE_ALPHABET[Math.floor(random() * USER_CODE_ALPHABET.length)],
    ).join('');
    const userCode = `${raw.slice(0, 4)}-${raw.slice(4)}`;
    const now = this.ctx.now();
    this.ctx.update((state) => {
      for (const [code, record] of Object.entries(state.deviceCodes))
        if (record.expiresAt <= now) delete state.deviceCodes[code];
      state.deviceCodes[deviceCode] = {
        userCode,
        deviceCode,
        expiresAt: now + DEVICE_CODE_TTL_SECONDS * 1000,
        grantedTo: null,
        refused: false,
      };
    });
    return {
      userCode,
      deviceCode,
      intervalSeconds: DEVICE_CODE_INTERVAL_SECONDS,
      expiresInSeconds: DEVICE_CODE_TTL_SECONDS,
      verificationUri: VERIFICATION_URI,
    };
  }

  /** The TV's poll: null while waiting, a session once granted, 410 when expired, refused or unknown. */
  poll(deviceCode: string): Session | null {
    return this.ctx.update((state) => {
      const record = state.deviceCodes[deviceCode];
      if (record === undefined) fault('code-expired', 'unknown device code');
      if (record.expiresAt <= this.ctx.now() || record.refused) {
        delete state.deviceCodes[deviceCode];
        fault('code-expired');
      }
      if (record.grantedTo === null) return null;
      delete state.deviceCodes[deviceCode];
      return this.sessions.open(state, record.grantedTo);
    });
  }

  /** The web pairing screen grants (or refuses) the TV showing `userCode`. */
  verify(username: string, userCode: string, grantAccess: boolean): void {
    const wanted = normalizeUserCode(userCode);
    this.ctx.update((state) => {
      const record = Object.values(state.deviceCodes).find(
        (candidate) => normalizeUserCode(candidate.userCode) === wanted,
      );
      if (record === undefined) fault('not-found', 'unknown user code');
      if (record.expiresAt <= this.ctx.now()) fault('code-expired');
      if (grantAccess) record.grantedTo = username;
      else record.refused = true;
    });
  }
}
