import type { Show } from '../../domain/shows/show';
import type { Loaded } from '../loaded';

/** What was before and what comes next on the channel of the played show. */
export interface ShowNeighbours {
  readonly previous: Show | null;
  readonly next: Show | null;
}

/**
 * The played show's neighbours (show/details/{id}/ with prev=true and next=true): each one once its
 * call answered with a show of the same channel; none while it runs, after a failure (the player
 * never waits for them), or without a show played.
 */
export function showNeighbours(
  show: Show | null,
  previous: Loaded<Show | null>,
  next: Loaded<Show | null>,
): ShowNeighbours {
  const accept = (loaded: Loaded<Show | null>): Show | null =>
    show !== null &&
    loaded.status === 'success' &&
    loaded.data !== null &&
    loaded.data.channelId === show.channelId &&
    loaded.data.id !== show.id
      ? loaded.data
      : null;
  return { previous: accept(previous), next: accept(next) };
}
