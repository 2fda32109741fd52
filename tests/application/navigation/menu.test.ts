import { describe, expect, it } from 'vitest';
import {
  isMenuEntryVisible,
  isTopLevelPath,
  menuEntries,
  settingsPages,
  webSettingsPages,
  type MenuId,
} from '../../../src/application/navigation/menu';
import type { Variant } from '../../../src/domain/session/access';
import type { Session } from '../../../src/domain/session/session';
import { aSession } from '../../fakes/profiles';

const visitor = null;
const subscriber = aSession();
const former = aSession({ status: 'former_customer' });
const noPermissions = aSession({ permissions: new Set() });

const idsOf = (variant: Variant, session: Session | null) => menuEntries(variant, session).map((entry) => entry.id);

describe('menu entries (spec point 2)', () => {
  describe('when the menu is built for a layout and an account', () => {
    it.each<[Variant, string, Session | null, MenuId[]]>([
      [
        'web',
        'a subscriber',
        subscriber,
        [
          'home',
          'live',
          'guide',
          'search',
          'recordings',
          'suggestions',
          'help',
          'mysports',
          'actors',
          'vod',
          'settings',
        ],
      ],
      [
        'tv',
        'a subscriber',
        subscriber,
        [
          'home',
          'live',
          'guide',
          'search',
          'recordings',
          'suggestions',
          'help',
          'mysports',
          'actors',
          'vod',
          'settings',
        ],
      ],
      ['web', 'a visitor', visitor, ['home', 'live', 'guide', 'search', 'help', 'actors', 'vod']],
      [
        'tv',
        'a visitor',
        visitor,
        ['home', 'live', 'guide', 'search', 'recordings', 'help', 'mysports', 'actors', 'vod', 'settings'],
      ],
      [
        'web',
        'a subscriber without permissions',
        noPermissions,
        ['home', 'live', 'guide', 'search', 'help', 'actors', 'vod', 'settings'],
      ],
      ['web', 'a former customer', former, ['help', 'vod', 'settings']],
      ['tv', 'a former customer', former, ['help', 'vod', 'settings']],
    ])('should give %s to %s: %j', (variant, _who, session, ids) => {
      expect(idsOf(variant, session)).toEqual(ids);
    });
  });

  it.each<[Variant, MenuId, string, 'screen' | 'document']>([
    ['web', 'live', '/live/normal', 'screen'],
    ['web', 'recordings', '/recordings/completed', 'screen'],
    ['web', 'mysports', '/mysports/future', 'screen'],
    ['web', 'actors', '/actors/subscribed', 'screen'],
    ['web', 'vod', '/vod/0', 'screen'],
    ['tv', 'vod', '/vod', 'screen'],
    ['tv', 'settings', '/settings', 'screen'],
    ['web', 'help', '/help.html', 'document'],
    ['tv', 'help', '/help', 'screen'],
  ])('should lead on %s from %s to %s (a %s)', (variant, id, path, kind) => {
    const entry = menuEntries(variant, subscriber).find((candidate) => candidate.id === id);
    expect(entry).toEqual({ id, label: `menu_${id}`, path, kind });
  });
});

describe("the web's settings entry: the account pages", () => {
  const pagesOf = (session: Session | null) => webSettingsPages(session).map((page) => page.path);

  it.each<[string, Session | null, string[]]>([
    ['a subscriber', subscriber, ['/parentalcontrol', '/homepersonalize', '/lineup', '/pair', '/feedback']],
    [
      'a subscriber without the lineup permission',
      noPermissions,
      ['/parentalcontrol', '/homepersonalize', '/pair', '/feedback'],
    ],
    ['a former customer', former, ['/parentalcontrol']],
    ['a visitor', visitor, []],
  ])('should list for %s: %j', (_who, session, paths) => {
    expect(pagesOf(session)).toEqual(paths);
  });

  it("should be a group leading to its first page, with each page's title", () => {
    const settings = menuEntries('web', subscriber).find((entry) => entry.id === 'settings');
    expect(settings).toMatchObject({ kind: 'group', path: '/parentalcontrol' });
    expect(settings?.pages?.map((page) => page.label)).toEqual([
      'parentalcontrol_title',
      'homepersonalize_title',
      'lineup_title',
      'pairing_title',
      'feedback_title',
    ]);
  });
});

describe("the TV's settings screen: the account pages", () => {
  const pagesOf = (session: Session | null) => settingsPages('tv', session).map((page) => page.path);

  it.each<[string, Session | null, string[]]>([
    ['a subscriber', subscriber, ['/parentalcontrol', '/homepersonalize', '/lineup', '/feedback']],
    [
      'a subscriber without the lineup permission',
      noPermissions,
      ['/parentalcontrol', '/homepersonalize', '/feedback'],
    ],
    ['a former customer', former, ['/parentalcontrol']],
    ['a visitor', visitor, []],
  ])('should list for %s, without the web-only pairing: %j', (_who, session, paths) => {
    expect(pagesOf(session)).toEqual(paths);
  });
});

describe('menu entry visibility', () => {
  it.each<[Variant, string, Session | null, boolean]>([
    ['tv', 'a visitor who may sign in', visitor, true],
    ['web', 'a subscriber without the permission', noPermissions, false],
    ['web', 'a subscriber', subscriber, true],
  ])('should show recordings on %s to %s: %s', (variant, _who, session, visible) => {
    expect(isMenuEntryVisible(variant, 'recordings', '/recordings', session)).toBe(visible);
  });

  it.each<[Variant, 'settings' | 'pair' | 'vod' | 'live', Session | null, boolean]>([
    ['web', 'settings', subscriber, false],
    ['tv', 'pair', subscriber, false],
    ['tv', 'settings', subscriber, true],
    ['web', 'live', former, false],
    ['web', 'vod', former, true],
  ])('should show on %s the entry %s: %#', (variant, screen, session, visible) => {
    expect(isMenuEntryVisible(variant, screen, `/${screen}`, session)).toBe(visible);
  });
});

describe('when Back on TV asks whether the screen is one the menu opens', () => {
  it.each([
    ['/home', true],
    ['/live/normal', true],
    ['/live/fast', true],
    ['/guide', true],
    ['/recordings/completed', true],
    ['/vod', true],
    ['/settings', true],
    ['/home/show/s1', false],
    ['/live/normal/serie/serie-ch1', false],
    ['/suggestions/5/replay', false],
    ['/player/live', false],
    ['/login', false],
    ['/logout/1', false],
    ['/auth/demo/token', false],
    ['/', false],
  ])('%s should be a top-level screen: %s', (path, topLevel) => {
    expect(isTopLevelPath(path)).toBe(topLevel);
  });
});
