import type { Show } from '../../../domain/show';
import { DEFAULT_CHANNEL_COUNT, generateChannels, generateFastChannels, type CatalogueChannel } from './channels';
import { DAY_MS, GUIDE_DAYS, Schedule } from './schedule';

export const DEMO_SEED = 20261122;

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

  /** The show on air and the one after, on every channel. */
  live(nowMs: number): Map<string, Show[]> {
    return new Map(
      this.channels.map(({ channel }) => {
        const current = this.schedule.at(channel.id, nowMs);
        const next = current && this.schedule.neighbour(current, 'next');
        return [channel.id, [current, next].filter((show): show is Show => show !== undefined)];
      }),
    );
  }

  /** Every show of a channel in the guide span. */
  channelGuide(channelId: string, nowMs: number): Show[] {
    const { from, to } = this.span(nowMs);
    return this.schedule.between(channelId, from, to);
  }
}
