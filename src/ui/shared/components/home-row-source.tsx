import type { ReactNode } from 'react';
import type { FeedId, HomeFeed } from '../../../domain/home/home-feeds';
import { HOME_ROW_HOOKS, type HomeRowHook, type HomeRowState } from '../hooks/use-home-rows';

interface SourceProps {
  readonly feed: HomeFeed;
  readonly children: (row: HomeRowState) => ReactNode;
}

/** A component that calls one row kind's hook, unconditionally: each kind is its own component type. */
function sourceOf(useRow: HomeRowHook) {
  return function HomeRowSourceOfKind({ feed, children }: SourceProps) {
    return children(useRow(feed));
  };
}

// Built once, so a row keeps its component (and its hooks) for as long as its feed id stays.
const SOURCES = Object.fromEntries(
  Object.entries(HOME_ROW_HOOKS).map(([feedId, useRow]) => [feedId, sourceOf(useRow)]),
) as Record<FeedId, ReturnType<typeof sourceOf>>;

/**
 * Loads a home row of any kind and renders it with `children`: the row kinds load different
 * things, so each kind's hook lives in its own component instead of a switch over hooks.
 */
export function HomeRowSource({ feed, children }: SourceProps) {
  const Source = SOURCES[feed.feedId];
  return <Source feed={feed}>{children}</Source>;
}
