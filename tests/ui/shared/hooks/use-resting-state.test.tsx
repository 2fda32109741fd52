import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRestingState } from '../../../../src/ui/shared/hooks/use-resting-state';

const REST_MS = 300;

describe('a state that may wait for the keys to rest', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should take a value set after the rest only once nothing else was set for that long', () => {
    const { result } = renderHook(() => useRestingState('a', REST_MS));
    act(() => result.current[1].afterRest('b'));
    act(() => vi.advanceTimersByTime(REST_MS - 1));
    act(() => result.current[1].afterRest('c'));
    act(() => vi.advanceTimersByTime(REST_MS - 1));
    expect(result.current[0]).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe('c');
  });

  it('should take a value set now or soon at once, and drop the one waiting for the rest', () => {
    const { result } = renderHook(() => useRestingState<string>(() => 'a', REST_MS));
    act(() => result.current[1].afterRest('b'));
    act(() => result.current[1].now('c'));
    expect(result.current[0]).toBe('c');
    act(() => result.current[1].afterRest('d'));
    act(() => result.current[1].soon('e'));
    expect(result.current[0]).toBe('e');
    act(() => vi.advanceTimersByTime(REST_MS));
    expect(result.current[0]).toBe('e');
  });

  it('should leave no timer behind once unmounted', () => {
    const { result, unmount } = renderHook(() => useRestingState('a', REST_MS));
    act(() => result.current[1].afterRest('b'));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should keep the same setters across renders', () => {
    const { result, rerender } = renderHook(() => useRestingState('a', REST_MS));
    const setters = result.current[1];
    act(() => setters.now('b'));
    rerender();
    expect(result.current[1]).toBe(setters);
  });
});
