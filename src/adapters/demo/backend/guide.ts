import { isFreeForVisitors } from '../../../domain/guide/channel';
import type { Channel } from '../../../domain/guide/channel';
import type { Show } from '../../../domain/shows/show';
import type { Category, ChannelFigures, Explore, StreamRights } from '../../../ports/guide.port';
import { CATEGORIES } from '../catalogue/categories';
import { liveStream } from '../catalogue/streams';
import { hashString } from '../random';
import type { BackendContext } from './context';
import { badRequest, fault } from './fault';

const HOUR_MS = 3_600_000;
/** Channels scanned for suggestions and search: enough for variety, fast with a 400-channel lineup. */
const SCAN_CHANNELS = 60;
const LIST_LIMIT = 40;

/** Channels, lineup, live programmes and rights. */
export class GuideBackend {
  constructor(private readonly ctx: BackendContext) {}

  /** The lineup in the user's order (unknown to a visitor: default order). */
  channels(username: string | null): Channel[] {
    const channels = this.ctx.catalogue.channels.map((entry) => entry.channel);
    const lineup = username === null ? null : this.ctx.view(username).lineup;
    if (lineup === null) return channels;
    const rank = new Map(lineup.map((id, index) => [id, index]));
    return [...channels].sort(
      (a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity) || a.number - b.number,
    );
  }

  saveLineup(username: string, channelIds: readonly string[]): void {
    this.ctx.require(username, 'lineup');
    if (channelIds.some((id) => this.ctx.catalogue.channel(id) === undefined)) badRequest('unknown channel in lineup');
    this.ctx.update((state) => void (this.ctx.records(state, username).lineup = [...channelIds]));
  }

  resetLineup(username: string): void {
    this.ctx.require(username, 'lineup');
    this.ctx.update((state) => void (this.ctx.records(state, username).lineup = null));
  }

  live(): Map<string, Show[]> {
    return this.ctx.catalogue.live(this.ctx.now());
  }

  /** Live rights: 451 for a country-locked account (or the VPN control). */
  /** A channel's live stream: free channels to anyone, the others to subscribers at home (451 abroad). */
  channelRights(user: () => string, channelId: string): StreamRights {
    const entry = this.ctx.catalogue.channel(channelId) ?? fault('not-found', 'unknown channel');
    const username = isFreeForVisitors(entry.channel) ? this.ctx.optionalUser(user) : user();
    if (username !== null && this.ctx.account(username).countryLocked) fault('geo-blocked');
    return liveStream(entry);
  }

  fastChannels(): Channel[] {
    return this.ctx.catalogue.fast.map((entry) => entry.channel);
  }

  /** Seconds watched per channel: a seeded habit of each user over the first channels. */
  playtime(username: string): ChannelFigures {
    return new Map(
      this.ctx.catalogue.channels
        .slice(0, 12)
        .map(({ channel }) => [channel.id, (hashString(`${username}:${channel.id}`) % 200) * 600]),
    );
  }

  /** Viewers per channel, changing every hour. */
  audience(): ChannelFigures {
    const hour = Math.floor(this.ctx.now() / HOUR_MS);
    return new Map(
      this.ctx.catalogue.channels.map(({ channel }) => [channel.id, hashString(`${channel.id}:${hour}`) % 50_000]),
    );
  }

  categories(): Category[] {
    return CATEGORIES.map(({ id, name }) => ({ id, name }));
  }

  /** Current and still replayable shows of a category, newest first. */
  category(categoryId: number): Show[] {
    if (!CATEGORIES.some((category) => category.id === categoryId)) fault('not-found', 'unknown category');
    const now = this.ctx.now();
    const { schedule } = this.ctx.catalogue;
    const shows = this.ctx.catalogue.channels
      .slice(0, SCAN_CHANNELS)
      .flatMap(({ channel }) =>
        schedule
          .between(channel.id, now - channel.replayableHours * HOUR_MS, now)
          .filter(
            (show) =>
              show.categoryId === categoryId && schedule.span(show)[0] + channel.replayableHours * HOUR_MS > now,
          ),
      );
    return shows.sort((a, b) => schedule.span(b)[0] - schedule.span(a)[0]).slice(0, LIST_LIMIT);
  }

  explore(): Explore {
    return { categories: this.categories(), shows: CATEGORIES.flatMap(({ id }) => this.category(id).slice(0, 2)) };
  }

  /** Shows whose title, series title or channel name contains the query, nearest to now first. */
  search(query: string): Show[] {
    const wanted = query.trim().toLowerCase();
    if (wanted.length === 0) return [];
    const { from, to } = this.ctx.catalogue.span(this.ctx.now());
    const now = this.ctx.now();
    const found = this.ctx.catalogue.channels.slice(0, SCAN_CHANNELS).flatMap(({ channel }) => {
      const channelMatches = channel.name.toLowerCase().includes(wanted);
      return this.ctx.catalogue.schedule
        .between(channel.id, from, to)
        .filter(
          (show) =>
            channelMatches ||
            show.title.toLowerCase().includes(wanted) ||
            (show.serieTitle ?? '').toLowerCase().includes(wanted),
        );
    });
    const distance = (show: Show) => Math.abs(this.ctx.catalogue.schedule.span(show)[0] - now);
    return found.sort((a, b) => distance(a) - distance(b)).slice(0, LIST_LIMIT);
  }

  /** The best-ranked current shows, for the home carousel. */
  carousel(): Show[] {
    const current = [...this.live().values()]
      .map((shows) => shows[0])
      .filter((show): show is Show => show !== undefined);
    return current.sort((a, b) => (b.rank ?? 0) - (a.rank ?? 0)).slice(0, 8);
  }

  channelGuide(channelId: string): Show[] {
    if (this.ctx.catalogue.channel(channelId) === undefined) fault('not-found', 'unknown channel');
    return this.ctx.catalogue.channelGuide(channelId, this.ctx.now());
  }

  /** The show really on air on an accurate channel; null for other channels. */
  accurate(channelId: string): Show | null {
    const entry = this.ctx.catalogue.channel(channelId) ?? fault('not-found', 'unknown channel');
    return entry.channel.isAccurate ? (this.ctx.catalogue.schedule.at(channelId, this.ctx.now()) ?? null) : null;
  }
}
