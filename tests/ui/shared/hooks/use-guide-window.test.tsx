import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ResourceCache } from '../../../../src/application/resource-cache';
import { RESOURCE_CACHE } from '../../../../src/application/tokens';
import { chunkIdAt, type ChunkId } from '../../../../src/domain/guide/epg-chunk';
import type { TimeWindow } from '../../../../src/domain/guide/guide';
import type { Show } from '../../../../src/domain/shows/show';
import { GUIDE_API, type GuideApi } from '../../../../src/ports/guide.port';
import { useGuideWindow } from '../../../../src/ui/shared/hooks/use-guide-window';
import { ServicesProvider } from '../../../../src/ui/shared/services';
import { ManualClock } from '../../../fakes/manual-clock';
import { aChannel, aShow, at } from '../../../fakes/shows';
import { fakePort } from '../../render-with-services';

const bounds: TimeWindow = { start: at('2026-11-15T00:00:00Z'), stop: at('2026-11-30T00:00:00Z') };
const view: TimeWindow = { start: at('2026-11-22T09:00:00Z'), stop: at('2026-11-22T11:00:00Z') };
const first = chunkIdAt(view.start);
const channels = [aChannel({ id: 'c1' })];
const news = aShow({ id: 'news', channelId: 'c1', startDate: view.start, stopDate: view.stop });

/** The hook over a guide port that answers `epgChunk` as told, and the chunks it was asked for. */
function renderWindow(epgChunk: (id: ChunkId) => Promise<Map<string, Show[]>>, initial: TimeWindow | null) {
  const asked: ChunkId[] = [];
  const guide = fakePort<GuideApi>({
    epgChunk: (id) => {
      asked.push(id);
      return epgChunk(id);
    },
  });
  const services = new Map<symbol, unknown>([
    [GUIDE_API, guide],
    [RESOURCE_CACHE, new ResourceCache(new ManualClock())],
  ]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider resolve={<T,>(token: symbol) => services.get(token) as T}>{children}</ServicesProvider>
  );
  const hook = renderHook(
    ({ shown }: { shown: TimeWindow | null }) => useGuideWindow({ bounds, channels, channelsError: null }, shown),
    { wrapper, initialProps: { shown: initial } },
  );
  return { ...hook, asked };
}

describe('the guide window (one loading for both layouts)', () => {
  it('should load nothing before the layout has placed its view', () => {
    const { result, asked } = renderWindow(async () => new Map(), null);
    expect(asked).toEqual([]);
    expect(result.current.chunks).toEqual([]);
  });

  it('should load the chunks of the view, then their neighbours, and show the grid once the view is in', async () => {
    const { result, asked, rerender } = renderWindow(async (id) => new Map(id === first ? [['c1', [news]]] : []), null);
    rerender({ shown: view });
    expect(asked).toEqual([first]);
    await waitFor(() => expect(result.current.status).toEqual({ loading: false, error: null }));
    expect(result.current.chunks[0]?.get('c1')).toEqual([news]);
    await waitFor(() => expect(asked).toEqual([first, first - 1, first + 1]));
  });

  it('should say a chunk failed when nothing is there to show', async () => {
    const failure = new Error('chunk');
    const { result } = renderWindow(() => Promise.reject(failure), view);
    await waitFor(() => expect(result.current.status).toEqual({ loading: false, error: failure }));
    expect(result.current.chunks.every((chunk) => chunk === undefined)).toBe(true);
  });
});
