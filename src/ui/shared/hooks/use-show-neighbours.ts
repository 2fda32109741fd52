import { loadedOf } from '../../../application/loaded';
import type { PlaybackContent } from '../../../application/playback/playback-content';
import { showNeighbours, type ShowNeighbours } from '../../../application/playback/show-neighbours.model';
import type { Show } from '../../../domain/shows/show';
import { SHOWS_API, type ShowNeighbour, type ShowsApi } from '../../../ports/shows.port';
import { useService } from '../services';
import { useResource } from './use-resource';

/** The show a playback plays: the live or replayed show, none for VOD or a live show not known yet. */
const playedShow = (content: PlaybackContent | null): Show | null =>
  content === null || content.kind === 'vod' ? null : content.show;

/** One neighbour of a show on its channel, read once per show (the player's info on both layouts, the TV zap banner). */
export function useNeighbour(show: Show | null, neighbour: ShowNeighbour) {
  const showsApi = useService<ShowsApi>(SHOWS_API);
  return loadedOf(
    useResource(show === null ? 'show-neighbour:none' : `show-neighbour:${neighbour}:${show.id}`, () =>
      show === null ? Promise.resolve(null) : showsApi.details(show.id, neighbour),
    ),
  );
}

/** What was before and what comes next on the channel of the played show (show/details/{id}/?prev|next=true). */
export function useShowNeighbours(content: PlaybackContent | null): ShowNeighbours {
  const show = playedShow(content);
  return showNeighbours(show, useNeighbour(show, 'prev'), useNeighbour(show, 'next'));
}
