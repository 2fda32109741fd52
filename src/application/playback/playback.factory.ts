import { CLEARKEY_KEY_SYSTEM } from '../../domain/playback/drm';
import type { Clock } from '../../ports/clock.port';
import type { GuideApi } from '../../ports/guide.port';
import type { PlayerFactory, PlayerPort } from '../../ports/player.port';
import type { SessionApi } from '../../ports/session.port';
import type { ShowsApi } from '../../ports/shows.port';
import type { UsageApi } from '../../ports/usage.port';
import type { VodApi } from '../../ports/vod.port';
import type { PlaybackMonitor } from '../diagnostics/playback-monitor';
import { createBookmarkActions } from './bookmark-cadence';
import { createPlaybackActions, createPlaybackActors } from './playback.actors';
import { playbackMachine } from './playback.machine';
import { createRightsCache } from './rights-cache';

/** One player with the playback machine that drives it, its actors provided. */
export interface PlaybackSetup {
  readonly machine: typeof playbackMachine;
  readonly player: PlayerPort;
  /** Forgets the live rights kept for zapping (another account asks its own). */
  readonly forgetRights: () => void;
}

/** Creates a player and its machine for each screen that plays (the composition root binds it). */
export type PlaybackFactory = () => PlaybackSetup;

export interface PlaybackFactoryDeps {
  readonly guideApi: GuideApi;
  readonly showsApi: ShowsApi;
  readonly vodApi: VodApi;
  readonly usageApi: UsageApi;
  readonly sessionApi: SessionApi;
  readonly clock: Clock;
  readonly createPlayer: PlayerFactory;
  /** Measures zaps and reads the playing stream for the diagnostics. */
  readonly monitor: PlaybackMonitor;
}

/** The player, followed by the monitor until it is destroyed. */
function monitored(player: PlayerPort, monitor: PlaybackMonitor): PlayerPort {
  const release = monitor.track(player);
  return new Proxy(player, {
    get: (target, name) => {
      if (name === 'destroy') return () => (release(), target.destroy());
      const value: unknown = Reflect.get(target, name);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Each player asks replay rights for ClearKey, and asks live rights once for a neighbour's
 * preload and the zap to it (`createRightsCache`).
 */
export function createPlaybackFactory({
  guideApi,
  createPlayer,
  clock,
  monitor,
  ...apis
}: PlaybackFactoryDeps): PlaybackFactory {
  return () => {
    const created = createPlayer();
    const player = monitored(created, monitor);
    const rights = createRightsCache((channelId) => guideApi.channelRights(channelId), clock);
    // The guide port with its rights cached; every other call goes to the port itself (which may
    // be a port whose adapter loads on first call, with no methods of its own to copy).
    const zapGuideApi = new Proxy(guideApi, {
      get: (target, name) => {
        if (name === 'channelRights') return rights.channelRights;
        const value: unknown = Reflect.get(target, name);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const machine = playbackMachine.provide({
      actors: createPlaybackActors({
        ...apis,
        guideApi: zapGuideApi,
        player,
        clock,
        rightsRequest: { keySystemId: CLEARKEY_KEY_SYSTEM },
      }),
      actions: {
        ...createPlaybackActions(player, rights.channelRights),
        ...createBookmarkActions(apis.usageApi),
        noteChannelChoice: () => monitor.channelChosen(created),
      },
    });
    return { machine, player, forgetRights: rights.clear };
  };
}
