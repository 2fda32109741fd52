import type { Profile } from '../../../domain/session/profile';
import type { Session } from '../../../domain/session/session';
import type { ShowExtras } from '../../../domain/shows/show-extras';
import type { DeviceCode } from '../../../ports/session.port';

/** GET profile/ and the `profile` of auth/ (spec point 3). */
export function profileToWire(profile: Profile) {
  return {
    username: profile.username,
    status: profile.status,
    country_locked: profile.countryLocked,
    permissions: [...profile.permissions],
    parentalcontrol_level: profile.parentalControlLevel,
    parentalcontrol_pin: profile.parentalPinSet,
    personalizeChannelUsage: profile.personalizeChannelUsage,
    deployment_target: 'demo',
    subscriber_tv: true,
    application_context: 'demo',
    stb: [{ mac: '00:11:22:33:44:55' }],
  };
}

/** POST auth/ and a granted POST auth/device/token/. */
export function sessionToWire(session: Session) {
  return {
    success: true,
    status: 'granted',
    username: session.profile.username,
    token: session.token,
    profile: profileToWire(session.profile),
  };
}

export function deviceCodeToWire(code: DeviceCode) {
  return {
    user_code: code.userCode,
    device_code: code.deviceCode,
    interval: code.intervalSeconds,
    expires_in: code.expiresInSeconds,
    verification_uri: code.verificationUri,
  };
}

/** GET show/extras/. */
export function extrasToWire(extras: ShowExtras, retention: Readonly<Record<string, number>>) {
  return {
    recordings: [...extras.recordings],
    archives: [...extras.archives],
    serials: [...extras.serials].map((serieId) => ({ serie_id: serieId, retention: retention[serieId] ?? 0 })),
    bookmarks: [...extras.bookmarks].map(([showId, at]) => ({ show_id: showId, at })),
    seen: [...extras.seen],
  };
}
