import type { Show } from '../../domain/shows/show';
import type { Loaded } from '../loaded';

/**
 * The shows a show overlay lists as related (show/details/{id}/c2c/): none while the call runs
 * or once it failed (the section is then absent, never an error), never the show itself, each once.
 */
export function relatedShows(showId: string, loaded: Loaded<readonly Show[]>): readonly Show[] {
  if (loaded.status !== 'success') return [];
  const seen = new Set([showId]);
  return loaded.data.filter((show) => !seen.has(show.id) && Boolean(seen.add(show.id)));
}
