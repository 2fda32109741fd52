import type { z } from 'zod';
import { PERMISSIONS, type Permission, type Profile } from '../../domain/session/profile';
import type { ShowExtras } from '../../domain/shows/show-extras';
import type { DeviceCode } from '../../ports/session.port';
import type { deviceCodeSchema, extrasSchema, profileSchema } from './session.schema';

function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

export function toProfile(body: z.infer<typeof profileSchema>): Profile {
  return {
    username: body.username,
    status: body.status,
    countryLocked: body.country_locked,
    // Unknown flags from a newer provider are ignored rather than rejected.
    permissions: new Set(body.permissions.filter(isPermission)),
    parentalControlLevel: body.parentalcontrol_level,
    parentalPinSet: body.parentalcontrol_pin ?? true,
    personalizeChannelUsage: body.personalizeChannelUsage ?? false,
  };
}

export function toDeviceCode(body: z.infer<typeof deviceCodeSchema>): DeviceCode {
  return {
    userCode: body.user_code,
    deviceCode: body.device_code,
    intervalSeconds: body.interval,
    expiresInSeconds: body.expires_in,
    verificationUri: body.verification_uri,
  };
}

export function toExtras(body: z.infer<typeof extrasSchema>): ShowExtras {
  return {
    recordings: new Set(body.recordings),
    archives: new Set(body.archives),
    serials: new Set(body.serials.map((serial) => serial.serie_id)),
    retention: new Map(body.serials.map((serial) => [serial.serie_id, serial.retention])),
    bookmarks: new Map(body.bookmarks.map((bookmark) => [bookmark.show_id, bookmark.at])),
    seen: new Set(body.seen),
  };
}
