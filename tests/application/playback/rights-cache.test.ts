import { describe, expect, it } from 'vitest';
import { createRightsCache, RIGHTS_REUSE_MS } from '../../../src/application/playback/rights-cache';
import { ApiError } from '../../../src/domain/errors';
import { Temporal } from '../../../src/domain/time';

function fixture(fail = false) {
  let now = Temporal.Instant.from('2026-11-22T12:00:00Z');
  const asked: string[] = [];
  const cache = createRightsCache(
    async (channelId) => {
      asked.push(channelId);
      if (fail) throw new ApiError('geo-blocked', 'channel/rights');
      return { url: `/streams/live/${channelId}.mpd` };
    },
    { now: () => now, timeZone: () => 'UTC' },
  );
  return { cache, asked, advance: (ms: number) => (now = now.add({ milliseconds: ms })) };
}

describe('live rights reused for zapping', () => {
  it('should ask once and reuse the rights until they are 30 seconds old', async () => {
    const { cache, asked, advance } = fixture();
    await cache.channelRights('ch1');
    advance(RIGHTS_REUSE_MS - 1);
    expect(await cache.channelRights('ch1')).toEqual({ url: '/streams/live/ch1.mpd' });
    expect(asked).toEqual(['ch1']);
    advance(1);
    await cache.channelRights('ch1');
    expect(asked).toEqual(['ch1', 'ch1']);
  });

  it('should never reuse a refusal', async () => {
    const { cache, asked } = fixture(true);
    await expect(cache.channelRights('ch1')).rejects.toMatchObject({ kind: 'geo-blocked' });
    await expect(cache.channelRights('ch1')).rejects.toMatchObject({ kind: 'geo-blocked' });
    expect(asked).toEqual(['ch1', 'ch1']);
  });

  it('should forget everything on clear', async () => {
    const { cache, asked } = fixture();
    await cache.channelRights('ch2');
    cache.clear();
    await cache.channelRights('ch2');
    expect(asked).toEqual(['ch2', 'ch2']);
  });
});
