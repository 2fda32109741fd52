import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createPlaybackMonitor } from '../../../src/application/diagnostics/playback-monitor';
import { createPlaybackFactory } from '../../../src/application/playback/playback.factory';
import type { Show } from '../../../src/domain/shows/show';
import type { GuideApi, StreamRights } from '../../../src/ports/guide.port';
import type { ShowRightsRequest, ShowsApi } from '../../../src/ports/shows.port';
import type { VodApi } from '../../../src/ports/vod.port';
import { FakePlayer } from '../../fakes/fake-player';
import { FakeSessionApi } from '../../fakes/fake-session-api';
import { FakeUsageApi } from '../../fakes/fake-usage-api';
import { ManualClock } from '../../fakes/manual-clock';
import { only } from '../../fakes/only';
import { aProfile } from '../../fakes/profiles';

function startFactoryPlayback() {
  const rightsAsked: string[] = [];
  const guideApi = only<GuideApi>({
    liveShows: async () => new Map<string, Show[]>(),
    channelRights: async (channelId: string): Promise<StreamRights> => {
      rightsAsked.push(channelId);
      return { url: `https://live/${channelId}.mpd` };
    },
  });
  const showsApi = only<ShowsApi>({
    showRights: async (showId: string, request: ShowRightsRequest): Promise<StreamRights> => ({
      url: `https://replay/${showId}.mpd?${request.keySystemId}`,
    }),
  });
  const player = new FakePlayer();
  const clock = new ManualClock();
  const monitor = createPlaybackMonitor(clock);
  const setup = createPlaybackFactory({
    monitor,
    guideApi,
    showsApi,
    vodApi: only<VodApi>({}),
    usageApi: new FakeUsageApi(),
    sessionApi: new FakeSessionApi(),
    clock,
    createPlayer: () => player,
  })();
  const actor = createActor(setup.machine, { input: { profile: aProfile() } }).start();
  const wait = async (ms: number) => {
    clock.advance({ milliseconds: ms });
    await vi.advanceTimersByTimeAsync(ms);
  };
  return { actor, player, rightsAsked, setup, wait, monitor };
}

describe('a player and its playback machine from the composition root factory', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should drive its own player', async () => {
    const { actor, player, setup, wait } = startFactoryPlayback();
    setup.player.pause();
    expect(player.calls).toEqual(['pause']);
    actor.send({ type: 'player.playChannel', channelId: 'c1' });
    await wait(0);
    expect(player.loads).toEqual([{ rights: { url: 'https://live/c1.mpd' }, options: {} }]);
  });

  it('should poll the playhead once a second while playing, for the controls', async () => {
    const { actor, player, wait } = startFactoryPlayback();
    actor.send({ type: 'player.playChannel', channelId: 'c1' });
    await wait(0);
    expect(actor.getSnapshot().context.playhead).toBeNull();
    player.head = { position: 30, seekStart: 0, seekEnd: 60, live: true, paused: false, volume: 1, wallClockMs: null };
    await wait(999);
    expect(actor.getSnapshot().context.playhead).toBeNull();
    await wait(1);
    expect(actor.getSnapshot().context).toMatchObject({ playhead: player.head, position: 30, duration: 60 });
  });

  it.each([
    [{ type: 'player.pause' } as const, 'pause'],
    [{ type: 'player.resume' } as const, 'play'],
    [{ type: 'player.seek', position: 42 } as const, 'seek 42'],
  ])('should hand %o to the player', async (event, call) => {
    const { actor, player, wait } = startFactoryPlayback();
    actor.send({ type: 'player.playChannel', channelId: 'c1' });
    await wait(0);
    actor.send(event);
    expect(player.calls.at(-1)).toBe(call);
  });

  it('should preload the neighbours after 800 ms and reuse their rights for the zap', async () => {
    const { actor, player, rightsAsked, wait } = startFactoryPlayback();
    actor.send({ type: 'player.neighbours', channelIds: ['c2', 'c0'] });
    actor.send({ type: 'player.playChannel', channelId: 'c1' });
    await wait(0);
    await wait(800);
    expect(player.calls.filter((call) => call.startsWith('preload'))).toEqual([
      'preload https://live/c2.mpd',
      'preload https://live/c0.mpd',
    ]);
    actor.send({ type: 'player.playChannel', channelId: 'c2' });
    await wait(0);
    expect(rightsAsked).toEqual(['c1', 'c2', 'c0']);
    expect(player.loads.at(-1)?.rights.url).toBe('https://live/c2.mpd');
  });

  it('should measure a zap from the channel choice to its first frame, for the diagnostics', async () => {
    const { actor, player, wait, monitor } = startFactoryPlayback();
    actor.send({ type: 'player.playChannel', channelId: 'c1' });
    await wait(340);
    player.showFirstFrame();
    await wait(1000);
    // A resume after a pause is no zap.
    player.showFirstFrame();
    expect(monitor.zapTimes()).toEqual([340]);
  });

  it('should read the playing stream for the diagnostics until its player is destroyed', async () => {
    const { actor, player, setup, monitor, wait } = startFactoryPlayback();
    actor.send({ type: 'player.playChannel', channelId: 'c1' });
    await wait(0);
    player.streamStats = {
      bitrate: 2_000_000,
      width: 1280,
      height: 720,
      bufferSeconds: 4,
      bandwidthEstimate: 9_000_000,
      droppedFrames: 0,
    };
    expect(monitor.streamStats()).toEqual(player.streamStats);
    await setup.player.destroy();
    expect(monitor.streamStats()).toBeNull();
  });

  it('should ask again once the rights are forgotten (another account)', async () => {
    const { actor, rightsAsked, setup, wait } = startFactoryPlayback();
    actor.send({ type: 'player.playChannel', channelId: 'c1' });
    await wait(0);
    setup.forgetRights();
    // Another channel, then back (the channel playing chosen again keeps its stream).
    actor.send({ type: 'player.playChannel', channelId: 'c2' });
    await wait(0);
    actor.send({ type: 'player.playChannel', channelId: 'c1' });
    await wait(0);
    expect(rightsAsked).toEqual(['c1', 'c2', 'c1']);
  });
});
