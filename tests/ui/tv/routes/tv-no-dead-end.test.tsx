import { configure, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HOME_PERSONALIZE_MACHINE,
  LINEUP_MACHINE,
  provideHomePersonalize,
  provideLineup,
} from '../../../../src/application/account-machines';
import { FEEDBACK_MACHINE, provideFeedback } from '../../../../src/application/browsing-machines';
import type { HomeItem } from '../../../../src/application/home/home-rows.model';
import { homeItemPath, seeAllPath } from '../../../../src/application/navigation/home-links';
import { devicePageLinks } from '../../../../src/application/navigation/device-pages';
import { menuEntries, settingsPages } from '../../../../src/application/navigation/menu';
import { FEED, type HomeFeed } from '../../../../src/domain/home/home-feeds';
import { Temporal } from '../../../../src/domain/time';
import { createInPageSearchEngine } from '../../../../src/adapters/system/in-page-search.engine';
import { SEARCH_ENGINE } from '../../../../src/ports/search-engine.port';
import { HELP_DOCUMENT, type HelpDocumentApi } from '../../../../src/ports/help.port';
import { aSession } from '../../../fakes/profiles';
import { aChannel, aShow } from '../../../fakes/shows';
import { fakePort } from '../../render-with-services';
import { homeWorld } from '../../web/screens/home/home-services';
import { renderTvHome } from '../screens/home/tv-home-services';

beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

const start = Temporal.Instant.from('2026-01-01T20:00:00Z');
const CARDS: readonly HomeItem[] = [
  { kind: 'show', key: 'show', show: aShow({ id: 's1' }) },
  { kind: 'serie', key: 'serie', serieId: 'se1', title: 'Serie', episodes: [] },
  { kind: 'person', key: 'person', name: 'Ada Lovelace' },
  { kind: 'channel', key: 'channel', channel: aChannel({ id: 'ch1' }) },
  { kind: 'category', key: 'category', category: { id: 5, name: 'Films' } },
  {
    kind: 'sport',
    key: 'sport',
    event: {
      eventId: 'e1',
      channelId: 'ch1',
      genre: 'football',
      startDate: start,
      stopDate: start.add({ hours: 2 }),
      exactStart: start,
      title: 'Match',
      background: '',
      image: '',
      teamLogos: [],
      genreLogo: '',
      league: 'League',
      leagueLogo: '',
      language: 'fr',
    },
  },
];

const feed = (feedId: HomeFeed['feedId'], arg?: number): HomeFeed => ({
  feedId,
  position: 0,
  ...(arg === undefined ? {} : { arg }),
});
const FEEDS: readonly HomeFeed[] = [...Object.values(FEED).map((feedId) => feed(feedId)), feed(FEED.replayCategory, 5)];

/** Every path the TV menu, the settings' account pages and device entries, the home rows' "see all" (and "+N") and the home cards lead to. */
const TARGETS: readonly (readonly [string, string])[] = [
  ...menuEntries('tv', aSession()).map((entry) => [`menu ${entry.id}`, entry.path] as const),
  ...settingsPages('tv', aSession()).map((page) => [`settings ${page.screen}`, page.path] as const),
  ...FEEDS.map(
    (row) => [`see all of row ${row.feedId}${row.arg ? ` (${row.arg})` : ''}`, seeAllPath(row, 'tv')] as const,
  ),
  ...CARDS.map((item) => [`${item.kind} card`, homeItemPath(item, { variant: 'tv', screen: '/home' })] as const),
  ...devicePageLinks('3g').map((page) => [`settings entry ${page.id}`, page.path] as const),
];

const pathOf = (path: string) => path.split('?')[0]!;
const asksForLive = (path: string) => pathOf(path).startsWith('/live/');

describe('TV: no dead end (issue 36 item 7)', () => {
  it('should walk the menu entries, the see-all targets and the card targets', () => {
    expect(TARGETS.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'menu home',
        'menu help',
        'menu mysports',
        'settings parentalcontrol',
        'settings lineup',
        'settings homepersonalize',
        'settings feedback',
        'show card',
        'see all of row 113',
        'settings entry diagnostic',
        'settings entry performance',
        'settings entry privacy',
      ]),
    );
  });

  it.each(TARGETS)('should open the target of the %s (%s) on its own screen, not on live', async (_, path) => {
    const world = homeWorld(5);
    const { router } = await renderTvHome(world, {
      path,
      services: [
        // The account pages' machines, as the composition root provides them.
        [LINEUP_MACHINE, provideLineup(fakePort(world.guide))],
        [HOME_PERSONALIZE_MACHINE, provideHomePersonalize(world.usage)],
        [FEEDBACK_MACHINE, provideFeedback(world.usage)],
        [SEARCH_ENGINE, createInPageSearchEngine()],
        [HELP_DOCUMENT, { document: async () => [] } satisfies HelpDocumentApi],
      ],
    });
    // A screen (its main landmark), an overlay or the player is drawn: the guards have decided by then.
    await waitFor(() => expect(document.querySelector('main, [role="dialog"], video')).not.toBeNull());
    const landing = router.state.location.pathname;
    if (asksForLive(path)) expect(landing).toBe(pathOf(path));
    else expect(landing).not.toMatch(/^\/live(\/|$)/);
  });
});
