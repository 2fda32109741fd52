import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  afterParentalRefusal,
  countsAsPreviousScreen,
  parentalControlNeedsChallenge,
  canArchive,
  canDownload,
  canPurchaseVod,
  canRecordOn,
  canUseLiveUrls,
  decideAccess,
  type RouteRule,
} from '../../../src/domain/session/access';
import { aProfile, aSession } from '../../fakes/profiles';

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
    expect(decideAccess(forFormer, aSession({ status: 'former_customer' }), 'web', '/vod/0')).toEqual({
      kind: 'allow',
    });
  });
});

describe('after sign-in', () => {
  it.each([
    [null, '/home'],
    ['/live/normal', '/live/normal'],
    ['//evil.example', '/home'],
    ['https://evil.example', '/home'],
    ['/\\evil.example', '/home'],
    ['/\\/evil.example', '/home'],
    ['/\t/evil.example', '/home'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/vod/0?x=1#top', '/vod/0?x=1#top'],
    ['javascript:alert(1)', '/home'],
  ])('redirect %j should lead to %s', (redirect, expected) => {
    expect(afterLoginPath(redirect)).toBe(expected);
  });
});

describe('a visitor on a permission route goes home', () => {
  it('should send a visitor home from a route that needs a permission but no sign-in', () => {
    const suggestions: RouteRule = { requiresAuth: false, permission: 'suggestions', allowsFormerCustomer: false };
    expect(decideAccess(suggestions, null, 'web', '/suggestions')).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('should let a visitor reach an open route', () => {
    expect(decideAccess({ requiresAuth: false, allowsFormerCustomer: false }, null, 'web', '/live')).toEqual({
      kind: 'allow',
    });
  });
});

describe('parental control route refused', () => {
  it('should go to live when the user came from nowhere, else cancel', () => {
    expect(afterParentalRefusal(null)).toEqual({ kind: 'redirect', to: '/live' });
    expect(afterParentalRefusal('/guide')).toEqual({ kind: 'cancel' });
  });

  it.each([
    ['/home', true],
    ['/guide/show/12?day=1', true],
    ['/login?redirect=%2Fparentalcontrol', false],
    ['/auth/demo@example.com/abc', false],
    ['/parentalcontrol', false],
  ])('should count %s as the screen the user came from: %s', (path, expected) => {
    expect(countsAsPreviousScreen(path)).toBe(expected);
  });
});

describe('parental control route: a parental challenge comes first when one is required (spec point 2)', () => {
  it.each([0, 10, 12, 16, 18])('should ask the code of a signed-in profile with a PIN at level %i', (level) => {
    expect(parentalControlNeedsChallenge(aProfile({ parentalControlLevel: level }))).toBe(true);
  });

  it.each([0, 16, 18])(
    'should ask nothing of a profile without a PIN at level %i: it opens the screen to create one',
    (level) => {
      expect(parentalControlNeedsChallenge(aProfile({ parentalControlLevel: level, parentalPinSet: false }))).toBe(
        false,
      );
    },
  );

  it('should ask nothing of a visitor (the sign-in guard comes first)', () => {
    expect(parentalControlNeedsChallenge(null)).toBe(false);
  });
});

describe('country lock: no live urls, no VOD purchase abroad (spec point 6)', () => {
  it('should keep live urls and purchases at home only', () => {
    expect(canUseLiveUrls(aProfile())).toBe(true);
    expect(canUseLiveUrls(aProfile({ countryLocked: true }))).toBe(false);
    expect(canPurchaseVod(aProfile())).toBe(true);
    expect(canPurchaseVod(aProfile({ countryLocked: true }))).toBe(false);
    expect(canPurchaseVod(null)).toBe(false);
  });
});

describe('recording needs a recordable channel (spec point 6)', () => {
  it.each([
    [aProfile(), true, true],
    [aProfile(), false, false],
    [aProfile({ permissions: new Set() }), true, false],
    [aProfile({ status: 'former_customer' }), true, false],
    [null, true, false],
  ])('profile %#, recordable channel %s: %s', (profile, recordable, allowed) => {
    expect(canRecordOn(profile, { recordable })).toBe(allowed);
  });
});

describe('downloads need a non-encrypted channel and a recorded or recordable show (spec point 6)', () => {
  it.each([
    [false, true, false, true],
    [false, false, true, true],
    [false, false, false, false],
    [true, true, true, false],
  ])('encrypted %s, recorded %s, recordable %s: %s', (encrypted, isRecorded, isRecordable, allowed) => {
    expect(canDownload({ encrypted }, { isRecorded, isRecordable })).toBe(allowed);
  });
});

describe('archiving needs the archives permission', () => {
  it('should archive a recorded, unarchived show with the permission only', () => {
    expect(canArchive(aProfile(), { isRecorded: true, isArchived: false })).toBe(true);
    expect(
      canArchive(aProfile({ permissions: new Set(['recordings']) }), { isRecorded: true, isArchived: false }),
    ).toBe(false);
    expect(canArchive(null, { isRecorded: true, isArchived: false })).toBe(false);
  });
});
