import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { parentalChallengeMachine } from '../../../src/application/account/parental-challenge.machine';
import {
  createParentalRouteActors,
  decideLiveTab,
  decideRouteAccess,
  isVodOverlayPath,
  ROUTE_RULES,
  shortcutTarget,
  type ScreenName,
} from '../../../src/application/navigation/route-rules';
import { PARENTAL_CONTROL_SCREEN_AGE, type AccessDecision, type Variant } from '../../../src/domain/session/access';
import { ApiError } from '../../../src/domain/errors';
import type { Session } from '../../../src/domain/session/session';
import { aSession } from '../../fakes/profiles';

const visitor = null;
const subscriber = aSession();
const former = aSession({ status: 'former_customer' });
const noPermissions = aSession({ permissions: new Set() });

describe('route rules (spec points 2 and 4)', () => {
  describe('when a visitor opens a screen', () => {
    it.each<[Variant, ScreenName]>([
      ['web', 'download'],
      ['web', 'feedback'],
      ['web', 'parentalcontrol'],
      ['web', 'homepersonalize'],
      ['web', 'lineup'],
      ['web', 'pair'],
      ['web', 'vod'],
      ['tv', 'home'],
      ['tv', 'search'],
      ['tv', 'recordings'],
      ['tv', 'mysports'],
      ['tv', 'vod'],
    ])('should send them to login from %s /%s with the full path to come back to', (variant, screen) => {
      expect(decideRouteAccess(variant, screen, visitor, `/${screen}/x?q=1`)).toEqual({
        kind: 'redirect',
        to: `/login?redirect=${encodeURIComponent(`/${screen}/x?q=1`)}`,
      });
    });

    it.each<[Variant, ScreenName]>([
      ['web', 'login'],
      ['web', 'auth'],
      ['web', 'logout'],
      ['web', 'home'],
      ['web', 'guide'],
      ['web', 'search'],
      ['web', 'live'],
      ['web', 'actors'],
      ['web', 'showsactors'],
      ['tv', 'live'],
      ['tv', 'guide'],
      ['tv', 'settings'],
      ['tv', 'diagnostic'],
    ])('should let them into %s /%s', (variant, screen) => {
      expect(decideRouteAccess(variant, screen, visitor, `/${screen}`)).toEqual({ kind: 'allow' });
    });
  });

  describe('when a screen needs a permission', () => {
    it.each<ScreenName>(['lineup', 'recordings', 'mysports', 'suggestions'])(
      'should send a subscriber without it from /%s home',
      (screen) => {
        expect(decideRouteAccess('web', screen, noPermissions, `/${screen}`)).toEqual({
          kind: 'redirect',
          to: '/home',
        });
        expect(decideRouteAccess('web', screen, subscriber, `/${screen}`)).toEqual({ kind: 'allow' });
      },
    );
  });

  describe('when a former customer navigates', () => {
    it('should send them to vod on web and to logout with deleted=1 on TV', () => {
      expect(decideRouteAccess('web', 'live', former, '/live/normal')).toEqual({ kind: 'redirect', to: '/vod' });
      expect(decideRouteAccess('tv', 'live', former, '/live/normal')).toEqual({ kind: 'redirect', to: '/logout/1' });
    });

    it.each<ScreenName>(['vod', 'logout', 'parentalcontrol', 'login'])('should let them into /%s', (screen) => {
      expect(decideRouteAccess('web', screen, former, `/${screen}`)).toEqual({ kind: 'allow' });
    });

    it.each(['/home/show/12/product/34', '/live/normal/season/7', '/home/season/7/show/8/product/9'])(
      'should let them open the VOD overlay %s',
      (path) => {
        expect(decideRouteAccess('web', 'home', former, path)).toEqual({ kind: 'allow' });
      },
    );

    it('should not treat a plain show overlay as a VOD overlay', () => {
      expect(isVodOverlayPath('/live/normal/show/12')).toBe(false);
      expect(decideRouteAccess('web', 'live', former, '/live/normal/show/12')).toEqual({
        kind: 'redirect',
        to: '/vod',
      });
    });
  });

  describe('when a screen belongs to the other layout', () => {
    it.each<[Variant, ScreenName]>([
      ['tv', 'pair'],
      ['web', 'settings'],
      ['web', 'privacy'],
      ['web', 'player'],
      ['web', 'performance'],
    ])('should treat %s /%s as unknown and go to live', (variant, screen) => {
      expect(decideRouteAccess(variant, screen, subscriber, `/${screen}`)).toEqual({ kind: 'redirect', to: '/live' });
    });
  });

  it('should keep a rule for every screen of both layouts', () => {
    expect(ROUTE_RULES.web.home).toEqual({ requiresAuth: false, allowsFormerCustomer: false });
    expect(ROUTE_RULES.tv.home.requiresAuth).toBe(true);
    expect(ROUTE_RULES.web.recordings.permission).toBe('recordings');
  });
});

describe('live tabs: /live/{tab} (spec point 2)', () => {
  const noFast = aSession({ permissions: new Set(['recordings']) });

  describe.each<Variant>(['web', 'tv'])('on %s', (variant) => {
    it.each<[string | undefined, string, Session | null, AccessDecision]>([
      ['normal', 'a visitor', visitor, { kind: 'allow' }],
      ['normal', 'a subscriber', subscriber, { kind: 'allow' }],
      ['fast', 'a subscriber', subscriber, { kind: 'allow' }],
      ['fast', 'a subscriber without fast_menu', noFast, { kind: 'redirect', to: '/live/normal' }],
      ['fast', 'a visitor', visitor, { kind: 'redirect', to: '/live/normal' }],
      ['watchnext', 'a subscriber', subscriber, { kind: 'allow' }],
      ['watchnext', 'a visitor', visitor, { kind: 'redirect', to: '/login?redirect=%2Flive%2Fwatchnext' }],
      ['unknown', 'a subscriber', subscriber, { kind: 'redirect', to: '/live/normal' }],
      ['Normal', 'a subscriber', subscriber, { kind: 'redirect', to: '/live/normal' }],
      [undefined, 'a subscriber', subscriber, { kind: 'redirect', to: '/live/normal' }],
    ])('should decide the tab %s for %s', (tab, _who, session, decision) => {
      expect(decideLiveTab(variant, tab, session, `/live/${tab}`)).toEqual(decision);
    });
  });

  it('should send a former customer from the watch-next tab where each layout sends them', () => {
    expect(decideLiveTab('web', 'watchnext', former, '/live/watchnext')).toEqual({ kind: 'redirect', to: '/vod' });
    expect(decideLiveTab('tv', 'watchnext', former, '/live/watchnext')).toEqual({ kind: 'redirect', to: '/logout/1' });
  });
});

describe('shortcut routes open the matching overlay of the current screen (spec point 2)', () => {
  it.each([
    ['/guide', 'show/12', '/guide/show/12'],
    ['/vod/0', 'show/12', '/vod/0/show/12'],
    ['/home/', 'season/7/show/8/product/9', '/home/season/7/show/8/product/9'],
    ['/recordings/completed', 'serie/s1', '/recordings/completed/serie/s1'],
  ])('should open over %s the overlay %s', (screen, overlay, expected) => {
    expect(shortcutTarget(screen, overlay, '/live/normal')).toBe(expected);
  });

  it('should open /show/{id} with no current screen over live', () => {
    expect(shortcutTarget(null, 'show/12', '/live/normal')).toBe('/live/normal/show/12');
    expect(shortcutTarget('/', 'show/12', '/live/normal')).toBe('/live/normal/show/12');
  });

  it('should keep the query of the shortcut (a series tab and season)', () => {
    expect(shortcutTarget('/guide', 'serie/s1', '/live/normal', '?tab=episodes&season=2')).toBe(
      '/guide/serie/s1?tab=episodes&season=2',
    );
  });
});

describe('parental control route: a parental challenge comes first when one is required (spec point 2)', () => {
  async function challenge(check: (pin: string) => Promise<void>, pin: string) {
    const machine = parentalChallengeMachine.provide({ actors: createParentalRouteActors(check) });
    const actor = createActor(machine, {
      input: { action: { type: 'parentalcontrol.open' }, age: PARENTAL_CONTROL_SCREEN_AGE, level: 16 },
    }).start();
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    actor.send({ type: 'pin.submit', pin });
    return waitFor(
      actor,
      (snapshot) => snapshot.matches('granted') || (snapshot.matches('asking') && snapshot.context.error !== null),
    );
  }

  it('should let the user in with the right code', async () => {
    const checked: string[] = [];
    const snapshot = await challenge(async (pin) => void checked.push(pin), '1234');
    expect(snapshot.value).toBe('granted');
    expect(checked).toEqual(['1234']);
  });

  it('should ask again after a wrong code', async () => {
    const snapshot = await challenge(() => Promise.reject(new ApiError('wrong-pin', 'parentalcontrol/check')), '0000');
    expect(snapshot.value).toBe('asking');
    expect(snapshot.context.error).toBe('wrong-pin');
  });

  it.each(['not-found', 'generic', 'malformed-response', 'network', 'session-expired'] as const)(
    'should fail closed: a %s answer to the check keeps the door shut',
    async (kind) => {
      const snapshot = await challenge(() => Promise.reject(new ApiError(kind, 'parentalcontrol/check')), '1234');
      expect(snapshot.value).toBe('asking');
      expect(snapshot.context.error).toBe(kind);
    },
  );
});
