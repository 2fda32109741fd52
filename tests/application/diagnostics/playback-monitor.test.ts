import { describe, expect, it } from 'vitest';
import { createPlaybackMonitor } from '../../../src/application/diagnostics/playback-monitor';
import { FakePlayer } from '../../fakes/fake-player';
import { ManualClock } from '../../fakes/manual-clock';

describe('the playback monitor (zap times and the playing stream, for the diagnostics)', () => {
  it('should time a zap from the channel choice to the first frame of that player', () => {
    const clock = new ManualClock();
    const monitor = createPlaybackMonitor(clock);
    const player = new FakePlayer();
    monitor.track(player);
    monitor.channelChosen(player);
    clock.advance({ milliseconds: 275 });
    player.showFirstFrame();
    expect(monitor.zapTimes()).toEqual([275]);
  });

  it('should not count frames that follow no choice (a resume after a pause)', () => {
    const monitor = createPlaybackMonitor(new ManualClock());
    const player = new FakePlayer();
    monitor.track(player);
    player.showFirstFrame();
    expect(monitor.zapTimes()).toEqual([]);
  });

  it('should forget a released player: its frames and its stream', () => {
    const clock = new ManualClock();
    const monitor = createPlaybackMonitor(clock);
    const player = new FakePlayer();
    player.streamStats = { bitrate: 1, width: 1, height: 1, bufferSeconds: 0, bandwidthEstimate: 1, droppedFrames: 0 };
    const release = monitor.track(player);
    expect(monitor.streamStats()).toBe(player.streamStats);
    monitor.channelChosen(player);
    release();
    player.showFirstFrame();
    expect(monitor.zapTimes()).toEqual([]);
    expect(monitor.streamStats()).toBeNull();
  });
});
