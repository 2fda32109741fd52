import { describe, expect, it } from 'vitest';
import { sortByNumber } from '../../../src/domain/guide/channel';
import { ApiError, errorKind } from '../../../src/domain/errors';
import { liveEntries } from '../../../src/domain/playback/live';
import { recordingSpan, replayableUntil } from '../../../src/domain/playback/replay';
import { aChannel, aShow } from '../../fakes/shows';

describe('channels in lineup order', () => {
  it('should sort by number, then by name', () => {
    const channels = [
      aChannel({ id: 'b', name: 'B', number: 2 }),
      aChannel({ id: 'z', name: 'Z', number: 1 }),
      aChannel({ id: 'a', name: 'A', number: 1 }),
    ];
    expect(sortByNumber(channels).map((channel) => channel.id)).toEqual(['a', 'z', 'b']);
  });

  it('should pair each channel with its current and next show', () => {
    const now = aShow({ id: 'now' });
    const next = aShow({ id: 'next' });
    const entries = liveEntries([aChannel({ id: 'rts1' }), aChannel({ id: 'rts2' })], new Map([['rts1', [now, next]]]));
    expect(entries.map((entry) => [entry.channel.id, entry.current?.id, entry.next?.id])).toEqual([
      ['rts1', 'now', 'next'],
      ['rts2', undefined, undefined],
    ]);
  });
});

describe('recording span with padIn and padOut, replay window', () => {
  it('should widen the recording by the channel margins in minutes', () => {
    const span = recordingSpan(aShow(), aChannel({ padIn: 2, padOut: 10 }));
    expect([span.start.toString(), span.stop.toString()]).toEqual(['2026-11-22T19:58:00Z', '2026-11-22T21:10:00Z']);
  });

  it('should replay until replayableHours after the start', () => {
    expect(replayableUntil(aShow(), aChannel({ replayableHours: 168 })).toString()).toBe('2026-11-29T20:00:00Z');
  });
});

describe('error kinds', () => {
  it('should keep the kind of an ApiError and call anything else generic', () => {
    expect(errorKind(new ApiError('wrong-pin', 'parentalcontrol/check'))).toBe('wrong-pin');
    expect(new ApiError('network', 'ping', 'offline').message).toBe('ping: network (offline)');
    expect(errorKind(new Error('boom'))).toBe('generic');
  });
});
