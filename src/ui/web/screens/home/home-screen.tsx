import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { canPersonalizeHome } from '../../../../domain/home/home-feeds';
import { isFormerCustomer } from '../../../../domain/session/profile';
import { useAuth } from '../../../shared/hooks/use-auth';
import { useCardRules } from '../../../shared/hooks/use-card-rules';
import { useHomeFeeds } from '../../../shared/hooks/use-home-feeds';
import { useChannels } from '../../../shared/hooks/use-home-rows';
import { PreviewProvider } from '../../../shared/hooks/use-preview';
import type { CardContext } from './home-card';
import { HomeCarousel } from './home-carousel';
import { HomeFeedRow } from './home-feed-row';
import { homeHead } from './home-frame';

const HOME = '/home';

/** Home (spec point 2): the carousel, then one row per configured feed; nothing at all for a former customer. */
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
  const feeds = useHomeFeeds();
  const rules = useCardRules();
  const channels = useChannels();
  const byId = useMemo(() => new Map((channels?.data ?? []).map((channel) => [channel.id, channel])), [channels?.data]);
  const context: CardContext = {
    screen: HOME,
    channels: byId,
    now: rules.now,
    level: rules.level,
    previewTarget: rules.previewTarget,
  };
  return (
    <>
      <div className={homeHead}>
        <h1>{session ? t('home_welcome', { name: session.profile.username }) : t('home_title')}</h1>
        {canPersonalizeHome(session !== null, rules.replayEnabled) ? (
          <Link to="/homepersonalize">{t('home_personalize')}</Link>
        ) : null}
      </div>
      <HomeCarousel context={context} />
      {feeds === null ? <p role="status">{t('loading')}</p> : null}
      {feeds?.map((feed, index) => (
        <HomeFeedRow key={`${feed.feedId}-${feed.arg ?? ''}-${index}`} feed={feed} context={context} />
      ))}
    </>
  );
}
