import { css } from '@linaria/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canPersonalizeHome, DEFAULT_HOME_FEEDS, FEED, visibleHomeFeeds, type FeedId, type HomeFeed } from '../../../domain/home-feeds';
import { isFormerCustomer } from '../../../domain/profile';
import { useAuth } from '../../shared/hooks/use-auth';
import { useBackupConfig } from '../../shared/hooks/use-backup-config';
import { useCardRules } from '../../shared/hooks/use-card-rules';
import { useChannels } from '../../shared/hooks/use-home-rows';
import { PreviewProvider } from '../../shared/hooks/use-preview';
import type { CardContext } from '../home/home-card';
import { HomeFeedRow } from '../home/home-row';
import { WatchNextRow } from '../home/watch-next-row';

const HOME = '/home';
const KNOWN_FEEDS: ReadonlySet<number> = new Set(Object.values(FEED));
/** Rows made of the user's own data: a visitor has none, so they are left out. */
const SIGNED_IN_FEEDS: ReadonlySet<FeedId> = new Set([FEED.recordings, FEED.watchNext, FEED.mySports, FEED.followedActors, FEED.actorShows, FEED.expiringSoon]);

const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  a {
    padding: 8px 16px;
    border-radius: 8px;
    background: var(--color-accent);
    color: var(--color-on-accent);
    font-weight: 700;
    text-decoration: none;
  }
`;

/** The rows the page shows: the configured ones (the defaults without a config), by the domain's visibility rules. */
function useFeeds(): HomeFeed[] | null {
  const { session } = useAuth();
  const { config, error } = useBackupConfig();
  if (config === null && error === null) return null;
  const configured = config !== null && config.homeFeeds.length > 0 ? config.homeFeeds : DEFAULT_HOME_FEEDS;
  return visibleHomeFeeds(configured, session?.profile ?? null).filter(
    (feed) => KNOWN_FEEDS.has(feed.feedId) && (session !== null || !SIGNED_IN_FEEDS.has(feed.feedId)),
  );
}

/** Home (spec point 2): one row per configured feed; nothing at all for a former customer. */
export function HomeScreen() {
  const { session } = useAuth();
  if (session !== null && isFormerCustomer(session.profile)) return null;
  return (
    <PreviewProvider>
      <HomeRows />
    </PreviewProvider>
  );
}

function HomeRows() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const feeds = useFeeds();
  const rules = useCardRules();
  const channels = useChannels();
  const byId = useMemo(() => new Map((channels?.data ?? []).map((channel) => [channel.id, channel])), [channels?.data]);
  const context: CardContext = { screen: HOME, channels: byId, now: rules.now, level: rules.level, previewTarget: rules.previewTarget };
  return (
    <>
      <div className={head}>
        <h1>{session ? t('home_welcome', { name: session.profile.username }) : t('home_title')}</h1>
        {canPersonalizeHome(session !== null, rules.replayEnabled) ? <Link to="/homepersonalize">{t('home_personalize')}</Link> : null}
      </div>
      {feeds === null ? <p role="status">{t('loading')}</p> : null}
      {feeds?.map((feed, index) =>
        feed.feedId === FEED.watchNext
          ? <WatchNextRow key={`${feed.feedId}-${index}`} feed={feed} context={context} />
          : <HomeFeedRow key={`${feed.feedId}-${feed.arg ?? ''}-${index}`} feed={feed} context={context} />,
      )}
    </>
  );
}
