import { vi } from 'vitest';
import type { Channel } from '../../../../../src/domain/guide/channel';
import { chunkWindow, type ChunkId } from '../../../../../src/domain/guide/epg-chunk';
import type { Profile } from '../../../../../src/domain/session/profile';
import type { Show } from '../../../../../src/domain/shows/show';
import { EMPTY_EXTRAS, type ShowExtras } from '../../../../../src/domain/shows/show-extras';
import { Temporal } from '../../../../../src/domain/time';
import type { GuideApi } from '../../../../../src/ports/guide.port';
import { GuideScreen } from '../../../../../src/ui/web/screens/guide/guide-screen';
import { FakeRecordingsApi } from '../../../../fakes/fake-recordings-api';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { ManualClock } from '../../../../fakes/manual-clock';
import { aChannel, aShow, at } from '../../../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs } from '../../../render-with-services';
import { fakeServices } from '../../../../fakes/fake-services';

/** The scroller's size in jsdom (no layout): 148 px of channels + 1,200 px of time, i.e. 4 px a minute. */
export const GRID_WIDTH = 1348;
export const GRID_HEIGHT = 700;
export const NOW = Temporal.Instant.from('2026-11-22T12:00:00Z');

/** jsdom has no layout, no ResizeObserver and no element scrollTo: give the grid a fixed size. */
export function stubLayout(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(GRID_WIDTH);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(GRID_HEIGHT);
  Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.left !== undefined) this.scrollLeft = options.left;
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    this.dispatchEvent(new Event('scroll'));
  } as Element['scrollTo'];
}

/** A channel of the guide world, numbered by the digits of its id, with no stream addresses. */
export const guideChannel = (id: string, overrides: Partial<Channel> = {}): Channel =>
  aChannel({
    id,
    name: `Chaîne ${id}`,
    number: Number(id.replace(/\D/g, '')),
    liveUrl: '',
    replayUrl: '',
    archiveUrl: '',
    logo: '',
    ...overrides,
  });

/** A show on `channelId` from `start` to `stop` (ISO instants). */
export const guideShow = (id: string, channelId: string, title: string, start: string, stop: string): Show =>
  aShow({ id, channelId, title, categoryId: 0, startDate: at(start), stopDate: at(stop) });

export interface GuideWorld {
  readonly clock: ManualClock;
  readonly channels: Channel[];
  readonly shows: Show[];
  /** Chunk ids in the order the guide asked for them. */
  readonly chunkCalls: ChunkId[];
  readonly sessionApi: FakeSessionApi;
  readonly recordings: FakeRecordingsApi;
}

/**
 * Fake ports for the guide: the channels, a guide made of `shows` cut into 4-hour chunks, the
 * user's extras, and recordings that the extras then report (as the provider would).
 */
export function guideWorld(channels: Channel[], shows: Show[], extras: ShowExtras = EMPTY_EXTRAS): GuideWorld {
  const sessionApi = new FakeSessionApi();
  sessionApi.extrasResult = extras;
  const recordings = new FakeRecordingsApi();
  const record = recordings.record.bind(recordings);
  recordings.record = async (showId: string) => {
    await record(showId);
    const known = sessionApi.extrasResult as ShowExtras;
    sessionApi.extrasResult = { ...known, recordings: new Set([...known.recordings, showId]) };
  };
  return { clock: new ManualClock(NOW), channels, shows, chunkCalls: [], sessionApi, recordings };
}

export function fakeGuide(world: GuideWorld): Partial<GuideApi> {
  return {
    channels: async () => world.channels,
    epgChunk: async (id) => {
      world.chunkCalls.push(id);
      const { start, stop } = chunkWindow(id);
      const byChannel = new Map<string, Show[]>();
      for (const show of world.shows) {
        if (
          show.stopDate.epochMilliseconds <= start.epochMilliseconds ||
          show.startDate.epochMilliseconds >= stop.epochMilliseconds
        )
          continue;
        byChannel.set(show.channelId, [...(byChannel.get(show.channelId) ?? []), show]);
      }
      return byChannel;
    },
  };
}

/** Renders /guide signed in with `profile` (a visitor with null), in French. */
export async function renderGuide(world: GuideWorld, profile: Partial<Profile> | null = {}) {
  const { sessionApi } = world;
  const auth = await startAuthAs(sessionApi, profile);
  const services = fakeServices({
    auth,
    clock: world.clock,
    guide: fakePort(fakeGuide(world)),
    sessionApi,
    recordings: world.recordings,
  });
  return renderRoutes(services, [{ path: '/guide', element: <GuideScreen /> }], '/guide');
}
