import type { Show } from '../../../domain/shows/show';
import { DEFAULT_CHANNEL_COUNT, generateChannels, generateFastChannels, type CatalogueChannel } from './channels';
import { DAY_MS, GUIDE_DAYS, Schedule } from './schedule';

export const DEMO_SEED = 20261122;

/** The shows on air and next per channel, true from `from` until `until` (epoch milliseconds). */
interface LiveAnswer {
  readonly from: number;
  readonly until: number;
  readonly shows: readonly (readonly [string, readonly Show[]])[];
}

export interface CatalogueOptions {
  readonly seed?: number;
  /** Size knob: how many channels the lineup has (default 44; 400 for a large lineup). */
  readonly channelCount?: number;
}

/** The seeded, generated catalogue: the same seed and size give the same channels and guide. */
export class Catalogue {
  readonly seed: number;
  readonly channels: readonly CatalogueChannel[];
  readonly fast: readonly CatalogueChannel[];
  readonly schedule: Schedule;
  private readonly index: ReadonlyMap<string, CatalogueChannel>;
  /** The last answer of live(), while it holds. */
  private onAir: LiveAnswer | null = null;

  constructor(options: CatalogueOptions = {}) {
    this.seed = options.seed ?? DEMO_SEED;
    this.channels = generateChannels(options.channelCount ?? DEFAULT_CHANNEL_COUNT);
    this.fast = generateFastChannels();
    this.index = new Map([...this.channels, ...this.fast].map((entry) => [entry.channel.id, entry]));
    this.schedule = new Schedule(this.index, this.seed);
  }

  channel(channelId: string): CatalogueChannel | undefined {
    return this.index.get(channelId);
  }

  show(showId: string): Show | undefined {
    return this.schedule.byId(showId);
  }

  /** The guide span around `nowMs`: from midnight 7 days back to midnight 8 days on. */
  span(nowMs: number): { from: number; to: number } {
    const today = Math.floor(nowMs / DAY_MS);
    return { from: (today - GUIDE_DAYS) * DAY_MS, to: (today + GUIDE_DAYS + 1) * DAY_MS };
  }

  /**
   * The show on air and the one after, on every channel. The answer holds from the latest start
   * to the earliest stop of the shows on air (epglive/ and the carousel ask for it on most screens),
   * so it is kept for that span; each caller gets a map of its own.
   */
  live(nowMs: number): Map<string, Show[]> {
    const kept = this.onAir;
    const answer = kept !== null && nowMs >= kept.from && nowMs < kept.until ? kept : this.keepLive(nowMs);
    return new Map(answer.shows.map(([id, shows]) => [id, [...shows]]));
  }

  private keepLive(nowMs: number): LiveAnswer {
    let from = -Infinity;
    let until = Infinity;
    const shows = this.channels.map(({ channel }): [string, Show[]] => {
      const current = this.schedule.at(channel.id, nowMs);
      const next = current && this.schedule.neighbour(current, 'next');
      const [start, stop] = current === undefined ? [Infinity, -Infinity] : this.schedule.span(current);
      from = Math.max(from, start);
      until = Math.min(until, stop);
      return [channel.id, [current, next].filter((show): show is Show => show !== undefined)];
    });
    const answer = { from, until, shows };
    this.onAir = answer;
    return answer;
  }

  /** Every show of a channel in the guide span. */
  channelGuide(channelId: string, nowMs: number): Show[] {
    const { from, to } = this.span(nowMs);
    return this.schedule.between(channelId, from, to);
  }
}
