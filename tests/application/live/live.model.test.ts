import { describe, expect, it } from 'vitest';
import {
  isLiveTab,
  liveScreen,
  liveTabs,
  playChannelEvent,
  watchNextItems,
  zapNeighbours,
} from '../../../src/application/live/live.model';
import type { LiveEntry } from '../../../src/domain/playback/live';
import { PERMISSIONS, type Permission } from '../../../src/domain/session/profile';
import { aSession } from '../../fakes/profiles';
import { aChannel, aShow } from '../../fakes/shows';

const entries: LiveEntry[] = ['c1', 'c2', 'c3'].map((id) => ({ channel: aChannel({ id, name: id }) }));
const withoutFast = aSession({
  permissions: new Set<Permission>(PERMISSIONS.filter((permission) => permission !== 'fast_menu')),
});

describe('live screen model', () => {
  describe('when the tabs are offered', () => {
    it.each([
      ['a visitor', null, []],
      ['an account with the FAST menu', aSession(), ['/live/normal', '/live/fast', '/live/watchnext']],
      ['an account without the FAST menu', withoutFast, ['/live/normal', '/live/watchnext']],
    ])('should offer %s the tabs that open for it', (_, session, paths) => {
      expect(liveTabs('web', session).map((tab) => tab.path)).toEqual(paths);
    });

    it('should label each tab with its key', () => {
      expect(liveTabs('web', aSession()).map((tab) => tab.labelKey)).toEqual([
        'live_tab_normal',
        'live_tab_fast',
        'home_feed_104',
      ]);
    });
  });

  describe('when a channel plays', () => {
    it.each([
      ['the first', 'c1', ['c2']],
      ['a middle one', 'c2', ['c3', 'c1']],
      ['the last', 'c3', ['c2']],
      ['one outside the list', 'other', []],
      ['nothing', null, []],
    ])('should prepare the neighbours of %s', (_, channelId, neighbours) => {
      expect(zapNeighbours(entries, channelId)).toEqual(neighbours);
    });

    it('should prepare nothing before the list is loaded', () => {
      expect(zapNeighbours(null, 'c1')).toEqual([]);
    });
  });

  describe('when the screen is drawn', () => {
    it.each([
      ['normal', 'normal', false],
      ['fast', 'fast', false],
      ['watchnext', 'normal', true],
    ] as const)('should show the %s tab with the %s list (watch-next: %s)', (tab, list, watchNext) => {
      const model = liveScreen({
        variant: 'web',
        tab,
        session: aSession(),
        entries,
        playingChannelId: null,
        loginRequired: false,
      });
      expect(model).toMatchObject({ list, watchNext });
    });

    it.each([
      ['a visitor asked to sign in', null, true, true],
      ['a visitor not asked', null, false, false],
      ['an account just signed in, while the machine resumes the request', aSession(), true, false],
    ])('should show the login dialog to %s: %s', (_, session, loginRequired, dialog) => {
      expect(
        liveScreen({ variant: 'web', tab: 'normal', session, entries, playingChannelId: null, loginRequired })
          .loginDialog,
      ).toBe(dialog);
    });
  });

  it('should play a chosen channel live, handing the channel for the visitors rule', () => {
    const [entry] = entries;
    expect(playChannelEvent(entry!)).toEqual({ type: 'player.playChannel', channelId: 'c1', channel: entry!.channel });
  });
});

describe('live tab names', () => {
  it.each([
    ['normal', true],
    ['fast', true],
    ['watchnext', true],
    ['other', false],
    [undefined, false],
  ])('should tell whether %s is a tab', (value, expected) => {
    expect(isLiveTab(value)).toBe(expected);
  });
});

describe('watch-next tab items', () => {
  const start = aShow().startDate;
  const halfWay = aShow({
    id: 'h',
    channelId: 'c2',
    startDate: start,
    stopDate: start.add({ seconds: 3600 }),
    bookmarkTime: 1800,
  });
  const noLength = aShow({ id: 'z', channelId: 'unknown', startDate: start, stopDate: start, bookmarkTime: 60 });

  it.each([
    ['the share of its bookmark and its channel name', halfWay, 'h', { channelName: 'c2', share: 0.5, playing: true }],
    [
      'no share for a show without length, no name off the lineup',
      noLength,
      null,
      { channelName: '', share: 0, playing: false },
    ],
  ])('should give %s', (_, show, playing, expected) => {
    expect(watchNextItems([show], entries, playing)[0]).toMatchObject(expected);
  });

  it('should give no channel names before the lineup is loaded', () => {
    expect(watchNextItems([halfWay], null, null)[0]?.channelName).toBe('');
  });
});
