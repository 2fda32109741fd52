import { describe, expect, it } from 'vitest';
import { decideAccess } from '../../../src/domain/session/access';
import {
  requiresSignIn,
  screenExists,
  screenRule,
  SCREENS,
  type Screen,
} from '../../../src/domain/session/screen-access';
import { aSession } from '../../fakes/profiles';

describe('sign-in requirements for web and TV (spec point 6)', () => {
  const both: Screen[] = ['download', 'feedback', 'parentalcontrol', 'homepersonalize', 'lineup', 'pair', 'vod'];
  const tvOnly: Screen[] = ['home', 'search', 'recordings', 'mysports'];

  it.each(both)('%s should need sign-in on web and TV', (screen) => {
    expect(requiresSignIn(screen, 'web')).toBe(true);
    expect(requiresSignIn(screen, 'tv')).toBe(true);
  });

  it.each(tvOnly)('%s should need sign-in on TV only', (screen) => {
    expect(requiresSignIn(screen, 'web')).toBe(false);
    expect(requiresSignIn(screen, 'tv')).toBe(true);
  });

  it('should leave every other screen open', () => {
    const open = SCREENS.filter((screen) => !both.includes(screen) && !tvOnly.includes(screen));
    expect(open.filter((screen) => requiresSignIn(screen, 'tv') || requiresSignIn(screen, 'web'))).toEqual([]);
  });
});

describe('screen rules drive the route guard', () => {
  it('should send a visitor on the TV home to login', () => {
    expect(decideAccess(screenRule('home', 'tv'), null, 'tv', '/home')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fhome',
    });
    expect(decideAccess(screenRule('home', 'web'), null, 'web', '/home')).toEqual({ kind: 'allow' });
  });

  it.each([
    ['lineup', 'lineup'],
    ['recordings', 'recordings'],
    ['mysports', 'mysports'],
    ['suggestions', 'suggestions'],
  ] as const)('%s should need permission %s', (screen, permission) => {
    expect(screenRule(screen, 'web').permission).toBe(permission);
  });

  it('should let a former customer reach VOD, parental control and logout only among these', () => {
    const former = aSession({ status: 'former_customer' });
    const allowed = SCREENS.filter((screen) => screenRule(screen, 'web').allowsFormerCustomer);
    expect(allowed).toEqual(['login', 'auth', 'logout', 'parentalcontrol', 'vod', 'settings', 'privacy', 'player']);
    expect(decideAccess(screenRule('guide', 'web'), former, 'web', '/guide')).toEqual({ kind: 'redirect', to: '/vod' });
    expect(decideAccess(screenRule('vod', 'tv'), former, 'tv', '/vod')).toEqual({ kind: 'allow' });
  });

  it('should know which screens each layout has', () => {
    expect(screenExists('pair', 'web')).toBe(true);
    expect(screenExists('pair', 'tv')).toBe(false);
    expect(screenExists('diagnostic', 'tv')).toBe(true);
    expect(screenExists('diagnostic', 'web')).toBe(false);
    expect(screenExists('live', 'tv')).toBe(true);
  });
});
