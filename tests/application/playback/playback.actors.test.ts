import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createPlaybackActions, createPlaybackActors } from '../../../src/application/playback/playback.actors';
import { playbackMachine } from '../../../src/application/playback/playback.machine';
import { ApiError } from '../../../src/domain/errors';
import type { Show } from '../../../src/domain/shows/show';
import type { GuideApi, StreamRights } from '../../../src/ports/guide.port';
import type { ShowRightsRequest, ShowsApi } from '../../../src/ports/shows.port';
import type { VodApi, VodLicence } from '../../../src/ports/vod.port';
import { FakePlayer } from '../../fakes/fake-player';
import { FakeSessionApi } from '../../fakes/fake-session-api';
import { FakeUsageApi } from '../../fakes/fake-usage-api';
import { ManualClock } from '../../fakes/manual-clock';
import { only } from '../../fakes/only';
import { aProfile } from '../../fakes/profiles';
import { aShow } from '../../fakes/shows';

function startPlayer() {
  const calls: string[] = [];
  const guideApi = only<GuideApi>({
    liveShows: async () => new Map<string, Show[]>([['c1', [aShow({ id: 'live-1' }), aShow({ id: 'next-1' })]]]),
    channelRights: async (channelId: string): Promise<StreamRights> => {
      calls.push(`channelRights ${channelId}`);
      return { url: `https://live/${channelId}.mpd` };
    },
  });
  const showsApi = only<ShowsApi>({
    showRights: async (showId: string, request: ShowRightsRequest): Promise<StreamRights> => {
      calls.push(`showRights ${showId} ${request.keySystemId}`);
      return { url: `https://replay/${showId}.mpd` };
    },
  });
  const vodApi = only<VodApi>({
    licence: async (productId: string): Promise<VodLicence> => {
      calls.push(`licence ${productId}`);
      return { url: `https://vod/${productId}.mpd`, streamId: 'stream-9' };
    },
    startStream: async (streamId: string) => {
      calls.push(`vodStart ${streamId}`);
      return 0;
    },
    stopStream: async (streamId: string, bookmark: number) => {
      calls.push(`vodStop ${streamId} ${bookmark}`);
      throw new ApiError('network', 'vod/stream');
    },
  });
  const usageApi = new FakeUsageApi();
  const sessionApi = new FakeSessionApi();
  const player = new FakePlayer();
  const clock = new ManualClock();
  const actors = createPlaybackActors({
    guideApi,
    showsApi,
    vodApi,
    usageApi,
    sessionApi,
    player,
    clock,
    rightsRequest: { keySystemId: 'org.w3.clearkey' },
  });
  const actor = createActor(playbackMachine.provide({ actors, actions: createPlaybackActions(player) }), {
    input: { profile: aProfile() },
  }).start();
  const wait = async (seconds: number) => {
    clock.advance({ seconds });
    await vi.advanceTimersByTimeAsync(seconds * 1000);
  };
  return { actor, calls, usageApi, sessionApi, player, wait };
}

describe('playback actors over the ports', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should play a channel live, ping, and report LIVEPLAY when it stops after 61 s', async () => {
    const { actor, calls, usageApi, player, wait } = startPlayer();
    actor.send({ type: 'player.playChannel', channelId: 'c1' });
    await wait(0);
    await wait(61);
    actor.send({ type: 'player.stop' });
    await wait(0);
    expect(calls).toEqual(['channelRights c1']);
    expect(player.loads).toEqual([{ rights: { url: 'https://live/c1.mpd' }, options: {} }]);
    expect(usageApi.calls).toEqual(['ping', 'ping', 'event LIVEPLAY {"channelId":"c1","showId":"live-1"}']);
    expect(player.calls.at(-1)).toBe('stop');
  });

  it('should start over from the current live show with the show rights', async () => {
    const { actor, calls, player, wait } = startPlayer();
    actor.send({ type: 'player.playChannel', channelId: 'c1' });
    await wait(0);
    actor.send({ type: 'player.startOver' });
    await wait(0);
    expect(calls).toEqual(['channelRights c1', 'showRights live-1 org.w3.clearkey']);
    expect(player.loads.at(-1)?.options).toEqual({ startSeconds: 0 });
  });

  it('should save replay bookmarks through the usage API (the first after 30 s)', async () => {
    const { actor, usageApi, wait } = startPlayer();
    const replay = aShow({ id: 'r1' });
    actor.send({
      type: 'player.playShow',
      show: replay,
      flags: { isCurrent: false, bookmark: 0, isSeen: false, isPlayable: true, isStartoverable: false },
    });
    await wait(30);
    actor.send({ type: 'player.progress', position: 42, duration: 3600 });
    await wait(0);
    expect(usageApi.calls).toContain('bookmark r1 42');
  });

  it('should license a VOD product, open its stream and close it with the bookmark, even if that report fails', async () => {
    const { actor, calls, player, wait } = startPlayer();
    actor.send({ type: 'player.playVod', showId: 'v1', productId: 'p1', bookmark: 0 });
    await wait(0);
    actor.send({ type: 'player.progress', position: 125, duration: 5400 });
    actor.send({ type: 'player.stop' });
    await wait(0);
    expect(calls).toEqual(['licence p1', 'vodStart stream-9', 'vodStop stream-9 125']);
    expect(player.calls.at(-1)).toBe('stop');
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('should check the parental PIN with the session API', async () => {
    const { actor, sessionApi, wait } = startPlayer();
    actor.send({
      type: 'player.playShow',
      show: aShow({ age: 18 }),
      flags: { isCurrent: true, bookmark: 0, isSeen: false, isPlayable: true, isStartoverable: true },
    });
    actor.getSnapshot().children.parental?.send({ type: 'pin.submit', pin: '1234' });
    await wait(0);
    expect(sessionApi.calls).toEqual(['checkParentalPin 1234']);
    expect(actor.getSnapshot().matches('playing')).toBe(true);
  });

  it('should hand the clamped volume to the player', () => {
    const { actor, player } = startPlayer();
    actor.send({ type: 'player.setVolume', volume: 1.5 });
    actor.send({ type: 'player.setVolume', volume: 0.25 });
    expect(player.calls).toEqual(['volume 1', 'volume 0.25']);
  });
});

describe('resuming the player', () => {
  it('should leave no unhandled rejection when a new load or a pause interrupts play()', async () => {
    const player = new FakePlayer();
    player.play = () =>
      Promise.reject(new DOMException('The play() request was interrupted by a new load request.', 'AbortError'));
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      createPlaybackActions(player).resumePlayer();
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(rejections).toEqual([]);
  });
});
