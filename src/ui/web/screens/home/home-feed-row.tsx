import { FEED, type HomeFeed } from '../../../../domain/home/home-feeds';
import { HomeRowSource } from '../../../shared/components/home-row-source';
import type { CardContext } from './home-card';
import { HomeRowView } from './home-row';
import { WatchNextRow } from './watch-next-row';

/** A row of any kind; watch-next adds removal, FAST channel cards play on the FAST tab. */
export function HomeFeedRow({ feed, context }: { feed: HomeFeed; context: CardContext }) {
  const liveTab = feed.feedId === FEED.fast ? 'fast' : undefined;
  return (
    <HomeRowSource feed={feed}>
      {(row) =>
        feed.feedId === FEED.watchNext ? (
          <WatchNextRow feed={feed} row={row} context={context} />
        ) : (
          <HomeRowView feed={feed} row={row} context={liveTab ? { ...context, liveTab } : context} />
        )
      }
    </HomeRowSource>
  );
}
