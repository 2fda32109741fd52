import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_PATH, requestPasswordReset } from '../../../src/application/session/password-reset';

describe('password reset needs a valid e-mail (spec point 5)', () => {
  it.each([
    ['', 'email_required'],
    ['   ', 'email_required'],
    ['demo.example.com', 'email_invalid'],
    ['demo@example', 'email_invalid'],
  ])('should refuse %j with %s and open nothing', (email, error) => {
    expect(requestPasswordReset('https://api.provider.example', email)).toEqual({ kind: 'invalid', error });
  });

  describe('when the e-mail is valid', () => {
    it("should open the provider's reset page under its base address, with the e-mail trimmed and encoded", () => {
      expect(requestPasswordReset('https://api.provider.example', ' a+b@example.com ')).toEqual({
        kind: 'open',
        url: 'https://api.provider.example/api/mobile/password/reset/?email=a%2Bb%40example.com',
      });
    });

    it("should stay on the site's own origin when the provider is the site itself (the demo, or `/`)", () => {
      expect(requestPasswordReset('', 'demo@example.com')).toEqual({
        kind: 'open',
        url: `${PASSWORD_RESET_PATH}?email=demo%40example.com`,
      });
    });
  });
});
