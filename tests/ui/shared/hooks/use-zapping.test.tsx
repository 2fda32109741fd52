import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEntry } from '../../../../src/domain/playback/live';
import { ZAP_BANNER_MS, ZAP_DIGIT_WAIT_MS } from '../../../../src/domain/playback/zapping';
import { useZapping } from '../../../../src/ui/shared/hooks/use-zapping';
import { aChannel } from '../../../fakes/shows';

/** Channels 1 to 12: 1 may still become 10, 11 or 12; 2 to 9 are the only ones starting so. */
const entries: LiveEntry[] = Array.from({ length: 12 }, (_, index) => ({
  channel: aChannel({ id: `ch${index + 1}`, name: `C${index + 1}`, number: index + 1 }),
}));

/** The hook over a player that plays whatever is chosen at once. */
function renderZapping(playing = 'ch1') {
  const choose = vi.fn();
  const view = renderHook(({ channelId }) => useZapping(entries, channelId, choose), {
    initialProps: { channelId: playing },
  });
  choose.mockImplementation((entry: LiveEntry) => view.rerender({ channelId: entry.channel.id }));
  const playingNow = () => (choose.mock.lastCall?.[0] as LiveEntry | undefined)?.channel.id ?? playing;
  return { ...view, choose, playingNow };
}

describe('zapping in the player', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should zap to the next and previous channel at once', () => {
    const { result, playingNow } = renderZapping('ch1');
    act(() => result.current.zap(1));
    expect(playingNow()).toBe('ch2');
    act(() => result.current.zap(-1));
    act(() => result.current.zap(-1));
    expect(playingNow()).toBe('ch12');
  });

  it('should switch at once on a number only one channel starts with', () => {
    const { result, playingNow } = renderZapping('ch1');
    act(() => result.current.digit(7));
    expect(playingNow()).toBe('ch7');
    expect(result.current.typed).toBeNull();
  });

  it('should show a number others start with and switch to it 2 s after the last digit', () => {
    const { result, choose, playingNow } = renderZapping('ch5');
    act(() => result.current.digit(1));
    expect(result.current.typed).toEqual({ text: '1', found: true });
    act(() => vi.advanceTimersByTime(ZAP_DIGIT_WAIT_MS - 1));
    expect(choose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(playingNow()).toBe('ch1');
    expect(result.current.typed).toBeNull();
  });

  it('should switch on the second digit once it makes one number', () => {
    const { result, playingNow } = renderZapping('ch5');
    act(() => result.current.digit(1));
    act(() => vi.advanceTimersByTime(ZAP_DIGIT_WAIT_MS - 500));
    act(() => result.current.digit(1));
    expect(playingNow()).toBe('ch11');
  });

  it('should say that no channel has a number, then forget it', () => {
    const { result, choose } = renderZapping('ch5');
    act(() => result.current.digit(0));
    expect(result.current.typed).toEqual({ text: '0', found: false });
    act(() => vi.advanceTimersByTime(ZAP_DIGIT_WAIT_MS));
    expect(result.current.typed).toBeNull();
    expect(choose).not.toHaveBeenCalled();
  });

  it('should toggle between the last two channels', () => {
    const { result, playingNow } = renderZapping('ch1');
    let went = true;
    act(() => void (went = result.current.last()));
    expect(went).toBe(false);
    act(() => result.current.digit(4));
    act(() => void result.current.last());
    expect(playingNow()).toBe('ch1');
    act(() => void result.current.last());
    expect(playingNow()).toBe('ch4');
  });

  it('should show the banner on every zap and hide it 5 s later unless held', () => {
    const { result } = renderZapping('ch1');
    expect(result.current.bannerVisible).toBe(true);
    act(() => vi.advanceTimersByTime(ZAP_BANNER_MS));
    expect(result.current.bannerVisible).toBe(false);
    act(() => result.current.zap(1));
    expect(result.current.bannerVisible).toBe(true);
    act(() => result.current.holdBanner(true));
    act(() => vi.advanceTimersByTime(ZAP_BANNER_MS * 3));
    expect(result.current.bannerVisible).toBe(true);
    act(() => result.current.holdBanner(false));
    act(() => vi.advanceTimersByTime(ZAP_BANNER_MS));
    expect(result.current.bannerVisible).toBe(false);
  });
});
