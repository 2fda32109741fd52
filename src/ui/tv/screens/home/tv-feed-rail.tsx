import { FEED, type HomeFeed } from '../../../../domain/home/home-feeds';
import { HomeRowSource } from '../../../shared/components/home-row-source';
import { useRowTitle } from '../../../shared/hooks/use-row-title';
import type { HomeRowState } from '../../../shared/hooks/use-home-rows';
import { TvRail, type RailHost } from './tv-rail';
import { TvWatchNextRail } from './tv-watch-next-rail';

interface FeedRailProps {
  readonly feed: HomeFeed;
  readonly railIndex: number;
  readonly host: RailHost;
}

function RailOfRow({ feed, row, railIndex, host }: FeedRailProps & { row: HomeRowState }) {
  const title = useRowTitle(feed, row);
  const rail = { feed, row, title, railIndex, host };
  return feed.feedId === FEED.watchNext ? <TvWatchNextRail {...rail} /> : <TvRail {...rail} />;
}

/** A home row of any kind as a rail; watch-next adds removal. */
export function TvFeedRail(props: FeedRailProps) {
  return <HomeRowSource feed={props.feed}>{(row) => <RailOfRow {...props} row={row} />}</HomeRowSource>;
}
