import type { Show } from '../../../domain/shows/show';
import type { SportsEvent } from '../../../ports/shows.port';
import { hashString, pick, seededRandom } from '../random';
import type { CatalogueChannel } from './channels';
import { eventProgramme, programme } from './programme';
import { sportsChannelIds, sportsEventsOfDay } from './sports';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
/** The guide reaches this many days back and forward (spec point 9). */
export const GUIDE_DAYS = 7;
const SLOT_MINUTES = [30, 45, 60, 60, 90, 120] as const;

/**
 * The continuous guide of every channel: each (channel, UTC day) is generated on first use
 * from the seed and memoized, back to back from midnight to midnight (no gaps, no overlaps).
 */
export class Schedule {
  private readonly days = new Map<string, Show[]>();
  /** Start and stop in epoch milliseconds per show: reading them off Temporal instants is slow. */
  private readonly times = new WeakMap<Show, readonly [number, number]>();
  /** The sports events of each UTC day, drawn once for all the sports channels. */
  private readonly events = new Map<number, readonly SportsEvent[]>();
  /** The channels sports events go to, in lineup order. */
  private readonly sportsChannels: readonly string[];

  constructor(
    private readonly channels: ReadonlyMap<string, CatalogueChannel>,
    private readonly seed: number,
  ) {
    this.sportsChannels = sportsChannelIds(channels.values());
  }

  day(channelId: string, day: number): Show[] {
    const key = `${channelId}:${day}`;
    let shows = this.days.get(key);
    if (shows === undefined) {
      const entry = this.channels.get(channelId);
      shows = entry === undefined ? [] : this.generate(entry, day);
      this.days.set(key, shows);
    }
    return shows;
  }

  /** Start and stop of a show of this schedule, in epoch milliseconds. */
  span(show: Show): readonly [number, number] {
    return this.times.get(show) ?? [show.startDate.epochMilliseconds, show.stopDate.epochMilliseconds];
  }

  /** Shows of a channel overlapping [from, to). */
  between(channelId: string, fromMs: number, toMs: number): Show[] {
    const shows: Show[] = [];
    for (let day = Math.floor(fromMs / DAY_MS); day * DAY_MS < toMs; day += 1) {
      for (const show of this.day(channelId, day)) {
        const [start, stop] = this.span(show);
        if (stop > fromMs && start < toMs) shows.push(show);
      }
    }
    return shows;
  }

  /** The show on air at `ms` on a channel. */
  at(channelId: string, ms: number): Show | undefined {
    return this.day(channelId, Math.floor(ms / DAY_MS)).find((show) => this.span(show)[1] > ms);
  }

  /** A show from its id (`<channel>-<start in epoch minutes>`). */
  byId(showId: string): Show | undefined {
    const dash = showId.lastIndexOf('-');
    const start = Number(showId.slice(dash + 1)) * MINUTE_MS;
    if (dash < 1 || !Number.isInteger(start)) return undefined;
    const channelId = showId.slice(0, dash);
    return this.day(channelId, Math.floor(start / DAY_MS)).find((show) => show.id === showId);
  }

  /** The show right after or before `show` on its channel. */
  neighbour(show: Show, direction: 'next' | 'prev'): Show | undefined {
    return direction === 'next'
      ? this.at(show.channelId, show.stopDate.epochMilliseconds)
      : this.at(show.channelId, show.startDate.epochMilliseconds - 1);
  }

  private eventsOfDay(day: number): readonly SportsEvent[] {
    let events = this.events.get(day);
    if (events === undefined) this.events.set(day, (events = sportsEventsOfDay(day, this.seed, this.sportsChannels)));
    return events;
  }

  /**
   * A channel's day: random slots back to back, except that each sports event of the day on this
   * channel is a programme of the event's own times (the slot before it is cut short).
   */
  private generate(entry: CatalogueChannel, day: number): Show[] {
    const random = seededRandom(hashString(`${this.seed}:${entry.channel.id}:${day}`));
    const events = this.sportsChannels.includes(entry.channel.id)
      ? this.eventsOfDay(day).filter((event) => event.channelId === entry.channel.id)
      : [];
    const shows: Show[] = [];
    const end = (day + 1) * DAY_MS;
    for (let start = day * DAY_MS, slot = 0; start < end; slot += 1) {
      const event = events.find((candidate) => candidate.stopDate.epochMilliseconds > start);
      const eventStart = event?.startDate.epochMilliseconds ?? end;
      const show =
        event !== undefined && eventStart <= start
          ? eventProgramme(entry, event, random)
          : programme(
              entry,
              start,
              Math.min(end, start + pick(random, SLOT_MINUTES) * MINUTE_MS, eventStart),
              slot,
              day,
              random,
            );
      const stop = show.stopDate.epochMilliseconds;
      this.times.set(show, [start, stop]);
      shows.push(show);
      start = stop;
    }
    return shows;
  }
}
