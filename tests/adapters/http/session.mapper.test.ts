import { describe, expect, it } from 'vitest';
import { toProfile } from '../../../src/adapters/http/session.mapper';
import { profileSchema } from '../../../src/adapters/http/session.schema';

const wire = {
  username: 'u@example.com',
  status: 'active',
  country_locked: false,
  permissions: ['lineup'],
  parentalcontrol_level: 12,
};

describe('the profile from the provider: whether a parental PIN is set (issue 14 decision)', () => {
  it.each([
    [{ parentalcontrol_pin: false }, false],
    [{ parentalcontrol_pin: true }, true],
    // A provider that does not say keeps the settings behind the challenge, as before.
    [{}, true],
  ])('%j should read as a PIN set: %s', (extra, set) => {
    expect(toProfile(profileSchema.parse({ ...wire, ...extra }))).toMatchObject({
      parentalPinSet: set,
      parentalControlLevel: 12,
    });
  });
});
