import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_PAUSE_MS } from '../../../../src/domain/search/search-address';
import { usePausedWrite } from '../../../../src/ui/shared/hooks/use-paused-write';

function renderPausedWrite() {
  const write = vi.fn<(value: string) => void>();
  const view = renderHook(() => usePausedWrite(write, ADDRESS_PAUSE_MS));
  return { ...view, write, paused: () => view.result.current };
}

describe('a value written once its changes pause', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should hold the value until just before the pause is over', () => {
    const { paused, write } = renderPausedWrite();
    act(() => paused().hold('jo'));
    act(() => vi.advanceTimersByTime(ADDRESS_PAUSE_MS - 1));
    expect(write).not.toHaveBeenCalled();
    expect(paused().pending()).toBe('jo');
  });

  it('should write the last value once the pause is over', () => {
    const { paused, write } = renderPausedWrite();
    act(() => paused().hold('j'));
    act(() => vi.advanceTimersByTime(ADDRESS_PAUSE_MS - 1));
    act(() => paused().hold('jo'));
    act(() => vi.advanceTimersByTime(ADDRESS_PAUSE_MS - 1));
    expect(write).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(write).toHaveBeenCalledExactlyOnceWith('jo');
  });

  it('should write nothing once cancelled', () => {
    const { paused, write } = renderPausedWrite();
    act(() => paused().hold('jo'));
    act(() => paused().cancel());
    act(() => vi.advanceTimersByTime(ADDRESS_PAUSE_MS * 2));
    expect(write).not.toHaveBeenCalled();
    expect(paused().pending()).toBeNull();
  });

  it('should stay the same object at every render', () => {
    const { paused, rerender } = renderPausedWrite();
    const first = paused();
    rerender();
    expect(paused()).toBe(first);
  });
});
