import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExactStartLookup } from '../../../src/application/playback/exact-start';
import type { Channel } from '../../../src/domain/guide/channel';
import type { Show } from '../../../src/domain/shows/show';
import type { GuideApi } from '../../../src/ports/guide.port';
import { aChannel, aShow, at } from '../../fakes/shows';

const show = aShow({
  id: 's1',
  channelId: 'acc',
  startDate: at('2026-03-01T20:00:00Z'),
  stopDate: at('2026-03-01T21:00:00Z'),
});
const onAir = { ...show, exactStartTime: at('2026-03-01T20:02:10Z') };
const channels: Channel[] = [aChannel({ id: 'acc', isAccurate: true }), aChannel({ id: 'plain', isAccurate: false })];

/** A fake guide port: the lineup and accurate/{id}/ answering as told. */
function fakeGuide(accurate: (channelId: string) => Promise<Show | null>) {
  const calls: string[] = [];
  const port: Pick<GuideApi, 'channels' | 'accurateShow'> = {
    channels: async () => (calls.push('channels'), channels),
    accurateShow: (channelId) => (calls.push(`accurate ${channelId}`), accurate(channelId)),
  };
  return { port, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('start-over at the exact start on accurate channels (accurate/{id}/, timeout 500 ms)', () => {
  it('should start an accurate channel’s show at its exact start', async () => {
    const { port, calls } = fakeGuide(async () => onAir);
    expect(await createExactStartLookup(port)('acc', show)).toBe(130);
    expect(calls).toEqual(['channels', 'accurate acc']);
  });

  it('should not call accurate/{id}/ for a channel not flagged isAccurate, and start at 0 s', async () => {
    const { port, calls } = fakeGuide(async () => onAir);
    expect(await createExactStartLookup(port)('plain', { ...show, channelId: 'plain' })).toBe(0);
    expect(calls).toEqual(['channels']);
  });

  it('should read the lineup once for every start-over', async () => {
    const { port, calls } = fakeGuide(async () => onAir);
    const lookup = createExactStartLookup(port);
    await lookup('acc', show);
    await lookup('acc', show);
    expect(calls.filter((call) => call === 'channels')).toHaveLength(1);
  });

  it('should fall back silently to 0 s when accurate/{id}/ fails', async () => {
    const { port } = fakeGuide(() => Promise.reject(new Error('network')));
    expect(await createExactStartLookup(port)('acc', show)).toBe(0);
  });

  it('should fall back silently to 0 s when accurate/{id}/ does not answer within 500 ms', async () => {
    const { port } = fakeGuide(() => new Promise(() => undefined));
    const start = createExactStartLookup(port)('acc', show);
    await vi.advanceTimersByTimeAsync(499);
    let settled = false;
    void start.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await start).toBe(0);
  });

  it('should fall back silently to 0 s when the lineup cannot be read', async () => {
    const port: Pick<GuideApi, 'channels' | 'accurateShow'> = {
      channels: () => Promise.reject(new Error('down')),
      accurateShow: async () => onAir,
    };
    expect(await createExactStartLookup(port)('acc', show)).toBe(0);
  });
});
