import type { z } from 'zod';
import { PERMISSIONS, type Permission, type Profile } from '../../domain/profile';
import type { profileSchema } from './session.schema';

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
    personalizeChannelUsage: body.personalizeChannelUsage ?? false,
  };
}
