import { isInReplayWindow } from '../../../domain/playback/replay';
import type { Show } from '../../../domain/shows/show';
import { Temporal } from '../../../domain/time';
import type { StreamRights } from '../../../ports/guide.port';
import type {
  PersonShows,
  Serie,
  ShowDetails,
  ShowNeighbour,
  ShowRightsRequest,
  SportsEvent,
} from '../../../ports/shows.port';
import { detailsOf, serieDetails } from '../catalogue/details';
import { imageUrl } from '../catalogue/images';
import { ACTORS, AUTHORS, DIRECTORS, PRESENTERS } from '../catalogue/people';
import { sportsChannelIds, sportsEvents } from '../catalogue/sports';
import { replayStream } from '../catalogue/streams';
import type { BackendContext } from './context';
import { badRequest, fault } from './fault';
import type { RecordingsBackend } from './recordings';

const HOUR_MS = 3_600_000;
const PEOPLE_CHANNELS = 30;
const PER_PERSON = 20;
/** The catalogue's people have a generated portrait; a name it does not know has none (the app shows initials). */
const PORTRAITS: ReadonlySet<string> = new Set([...ACTORS, ...DIRECTORS, ...PRESENTERS, ...AUTHORS]);

/** Show details, series, replay rights, people and sports. */
export class ShowsBackend {
  constructor(
    private readonly ctx: BackendContext,
    private readonly recordings: RecordingsBackend,
  ) {}

  details(showId: string, neighbour?: ShowNeighbour): ShowDetails {
    const found = this.show(showId);
    const show =
      neighbour === undefined
        ? found
        : (this.ctx.catalogue.schedule.neighbour(found, neighbour) ?? fault('not-found', `no ${neighbour} show`));
    return detailsOf(show, this.ctx.catalogue.channel(show.channelId)?.clip ?? 'a');
  }

  /** Shows of the same category, current or replayable, on other channels. */
  related(showId: string, category: (id: number) => Show[]): Show[] {
    const show = this.show(showId);
    return category(show.categoryId)
      .filter((candidate) => candidate.channelId !== show.channelId)
      .slice(0, 10);
  }

  serie(serieId: string): Serie {
    const episodes = this.recordings.episodes(serieId);
    if (episodes.length === 0) fault('not-found', 'unknown series');
    return serieDetails(episodes[0]!.channelId, episodes);
  }

  /** Replay of an ended show in its window (or recorded), start-over of a current one. */
  rights(username: string, showId: string, request: ShowRightsRequest): StreamRights {
    if (request.keySystemId.trim() === '') badRequest('key_system_id required');
    const show = this.show(showId);
    const entry = this.ctx.catalogue.channel(show.channelId)!;
    const now = this.ctx.now();
    if (show.startDate.epochMilliseconds > now) fault('not-entitled', 'not aired yet');
    if (show.stopDate.epochMilliseconds > now) {
      if (!entry.channel.startoverable) fault('not-entitled', 'no start-over on this channel');
      return replayStream(entry, show, now);
    }
    const recorded = this.ctx.view(username).recordings.includes(showId);
    if (!recorded && !isInReplayWindow(show, entry.channel, Temporal.Instant.fromEpochMilliseconds(now)))
      fault('not-entitled', 'replay window passed');
    return replayStream(entry, show);
  }

  /** The shows of each person from a day back to two days on. */
  people(names: readonly string[]): PersonShows[] {
    const now = this.ctx.now();
    const shows = this.ctx.catalogue.channels
      .slice(0, PEOPLE_CHANNELS)
      .flatMap(({ channel }) =>
        this.ctx.catalogue.schedule.between(channel.id, now - 24 * HOUR_MS, now + 48 * HOUR_MS),
      );
    return names.map((name) => ({
      name,
      ...(PORTRAITS.has(name) ? { image: imageUrl('portrait', name) } : {}),
      shows: shows
        .filter(
          (show) =>
            show.credits && Object.values(show.credits).some((people: readonly string[]) => people.includes(name)),
        )
        .slice(0, PER_PERSON),
    }));
  }

  peopleSuggestions(): string[] {
    return ACTORS.slice(0, 12);
  }

  sportsEvents(username: string): SportsEvent[] {
    this.ctx.require(username, 'mysports');
    return sportsEvents(this.ctx.now(), this.ctx.catalogue.seed, sportsChannelIds(this.ctx.catalogue.channels));
  }

  private show(showId: string): Show {
    return this.ctx.catalogue.show(showId) ?? fault('not-found', 'unknown show');
  }
}
