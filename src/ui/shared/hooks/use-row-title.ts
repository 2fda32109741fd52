import { useTranslation } from '../i18n/use-translation';
import { FEED, type HomeFeed } from '../../../domain/home/home-feeds';
import type { HomeRowState } from './use-home-rows';

/** The title of a home row: its feed's text, with the category name for a replay-category row. */
export function useRowTitle(feed: HomeFeed, row: HomeRowState): string {
  const { t } = useTranslation();
  if (feed.feedId === FEED.replayCategory && feed.arg !== undefined)
    return t('home_feed_105_arg', { name: row.categoryName ?? '' });
  return t(`home_feed_${feed.feedId}`);
}
