import type { Permission, Profile } from '../../src/domain/session/profile';
import { PERMISSIONS } from '../../src/domain/session/profile';
import type { Session } from '../../src/domain/session/session';

/** A profile with every permission unless told otherwise. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    username: 'demo@example.com',
    status: 'active',
    countryLocked: false,
    permissions: new Set<Permission>(PERMISSIONS),
    parentalControlLevel: 16,
    parentalPinSet: true,
    personalizeChannelUsage: false,
    ...overrides,
  };
}

export function aSession(overrides: Partial<Profile> = {}): Session {
  return { token: 'token-1', profile: aProfile(overrides) };
}
