import { describe, expect, it } from 'vitest';
import { afterLoginPath, decideAccess, type RouteRule } from '../../src/domain/access';
import { aSession } from '../fakes/profiles';

const signedInOnly: RouteRule = { requiresAuth: true, allowsFormerCustomer: false };
const withRecordings: RouteRule = { requiresAuth: true, permission: 'recordings', allowsFormerCustomer: false };
const forFormer: RouteRule = { requiresAuth: true, allowsFormerCustomer: true };

describe('route guards in order (spec point 4)', () => {
  it('should send a visitor to login with a redirect to the full path', () => {
    expect(decideAccess(signedInOnly, null, 'web', '/recordings/completed?x=1')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Frecordings%2Fcompleted%3Fx%3D1',
    });
  });

  it('should send a subscriber without the permission home', () => {
    const session = aSession({ permissions: new Set() });
    expect(decideAccess(withRecordings, session, 'web', '/recordings')).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('should check the permission before the former-customer rule', () => {
    const session = aSession({ status: 'former_customer', permissions: new Set() });
    expect(decideAccess(withRecordings, session, 'tv', '/recordings')).toEqual({ kind: 'redirect', to: '/home' });
  });

  it.each([
    ['web', '/vod'],
    ['tv', '/logout/1'],
  ] as const)('should send a former customer on %s to %s', (variant, to) => {
    const session = aSession({ status: 'former_customer' });
    expect(decideAccess(signedInOnly, session, variant, '/home')).toEqual({ kind: 'redirect', to });
  });

  it('should let a former customer reach an allowed route', () => {
    expect(decideAccess(forFormer, aSession({ status: 'former_customer' }), 'web', '/vod/0')).toEqual({ kind: 'allow' });
  });
});

describe('after sign-in', () => {
  it.each([
    [null, '/home'],
    ['/live/normal', '/live/normal'],
    ['//evil.example', '/home'],
    ['https://evil.example', '/home'],
  ])('redirect %j should lead to %s', (redirect, expected) => {
    expect(afterLoginPath(redirect)).toBe(expected);
  });
});
