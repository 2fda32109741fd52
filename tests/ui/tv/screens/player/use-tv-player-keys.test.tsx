import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { KeyLayersProvider } from '../../../../../src/ui/tv/keys/key-layers';
import {
  useTvPlayerKeys,
  type PlayerKeyActions,
  type PlayerPanel,
} from '../../../../../src/ui/tv/screens/player/use-tv-player-keys';

function Keys({ actions, active }: { actions: PlayerKeyActions; active: boolean }) {
  useTvPlayerKeys(actions, active);
  return null;
}

/** The player's keys over fake actions; `press` says whether the player used the key. */
function renderKeys({
  panel = 'none' as PlayerPanel,
  canZap = true,
  bannerFocused = false,
  closes = false,
  active = true,
} = {}) {
  const actions = {
    panel,
    canZap,
    bannerFocused,
    zap: vi.fn(),
    digit: vi.fn(),
    last: vi.fn(),
    media: vi.fn(),
    browse: vi.fn(),
    switchToBrowsed: vi.fn(),
    open: vi.fn(),
    focusBanner: vi.fn(),
    close: vi.fn(() => closes),
    leave: vi.fn(),
  };
  render(
    <KeyLayersProvider>
      <Keys actions={actions} active={active} />
    </KeyLayersProvider>,
  );
  const press = (key: string, keyCode: number) => !fireEvent.keyDown(window, { key, keyCode });
  return { actions, press };
}

describe('the TV player keys', () => {
  describe('when nothing is open over the video', () => {
    it.each([
      ['CH+', 'ChannelUp', 427, 1],
      ['PageUp', 'PageUp', 33, 1],
      ['Up', 'ArrowUp', 38, 1],
      ['CH-', 'ChannelDown', 428, -1],
      ['PageDown', 'PageDown', 34, -1],
      ['Down', 'ArrowDown', 40, -1],
    ])('should zap at once with %s', (_, key, keyCode, direction) => {
      const { actions, press } = renderKeys();
      expect(press(key, keyCode)).toBe(true);
      expect(actions.zap).toHaveBeenCalledWith(direction);
    });

    it('should type a digit of a channel number', () => {
      const { actions, press } = renderKeys();
      expect(press('7', 55)).toBe(true);
      expect(actions.digit).toHaveBeenCalledWith(7);
    });

    it('should go back to the last channel with blue', () => {
      const { actions, press } = renderKeys();
      expect(press('ColorF3Blue', 406)).toBe(true);
      expect(actions.last).toHaveBeenCalled();
    });

    it('should leave Enter to the focused button (the controls)', () => {
      const { actions, press } = renderKeys();
      expect(press('Enter', 13)).toBe(false);
      expect(actions.switchToBrowsed).not.toHaveBeenCalled();
    });

    it('should open the mini-guide with Right', () => {
      const { actions, press } = renderKeys();
      expect(press('ArrowRight', 39)).toBe(true);
      expect(actions.open).toHaveBeenCalledWith('guide');
    });

    it('should show and focus the banner with Info', () => {
      const { actions, press } = renderKeys();
      expect(press('Info', 457)).toBe(true);
      expect(actions.focusBanner).toHaveBeenCalled();
    });

    it('should leave with Back when there is nothing to close', () => {
      const { actions, press } = renderKeys();
      expect(press('Escape', 27)).toBe(true);
      expect(actions.close).toHaveBeenCalled();
      expect(actions.leave).toHaveBeenCalled();
    });

    it.each([
      ['MediaPlayPause', 10252, 'playPause'],
      ['MediaPlay', 415, 'play'],
      ['MediaPause', 19, 'pause'],
      ['MediaRewind', 412, 'rewind'],
      ['MediaFastForward', 417, 'fastForward'],
    ])('should hand %s to the controls', (key, keyCode, media) => {
      const { actions, press } = renderKeys();
      expect(press(key, keyCode)).toBe(true);
      expect(actions.media).toHaveBeenCalledWith(media);
    });

    it('should leave with Stop', () => {
      const { actions, press } = renderKeys();
      expect(press('MediaStop', 413)).toBe(true);
      expect(actions.leave).toHaveBeenCalled();
    });
  });

  describe('when the controls are open', () => {
    it('should leave Up and Down to the focus library but still zap with CH+', () => {
      const { actions, press } = renderKeys({ panel: 'controls' });
      expect(press('ArrowDown', 40)).toBe(false);
      expect(actions.zap).not.toHaveBeenCalled();
      expect(press('PageUp', 33)).toBe(true);
      expect(actions.zap).toHaveBeenCalledWith(1);
    });

    it('should close them with Back without leaving', () => {
      const { actions, press } = renderKeys({ panel: 'controls', closes: true });
      expect(press('Escape', 27)).toBe(true);
      expect(actions.close).toHaveBeenCalled();
      expect(actions.leave).not.toHaveBeenCalled();
    });
  });

  describe('when the mini-guide is open', () => {
    it.each([
      ['ArrowDown', 40, 1],
      ['ArrowUp', 38, -1],
    ])('should browse with %s without zapping', (key, keyCode, step) => {
      const { actions, press } = renderKeys({ panel: 'guide' });
      expect(press(key, keyCode)).toBe(true);
      expect(actions.browse).toHaveBeenCalledWith(step);
      expect(actions.zap).not.toHaveBeenCalled();
    });

    it('should switch to the browsed channel with Enter', () => {
      const { actions, press } = renderKeys({ panel: 'guide' });
      expect(press('Enter', 13)).toBe(true);
      expect(actions.switchToBrowsed).toHaveBeenCalled();
    });

    it('should close with Left', () => {
      const { actions, press } = renderKeys({ panel: 'guide', closes: true });
      expect(press('ArrowLeft', 37)).toBe(true);
      expect(actions.close).toHaveBeenCalled();
    });
  });

  it('should not zap a VOD title, yet keep the keys from the screens below', () => {
    const { actions, press } = renderKeys({ canZap: false });
    expect(press('PageUp', 33)).toBe(true);
    expect(press('5', 53)).toBe(true);
    expect(press('ArrowRight', 39)).toBe(false);
    expect(actions.zap).not.toHaveBeenCalled();
    expect(actions.digit).not.toHaveBeenCalled();
    expect(actions.open).not.toHaveBeenCalled();
  });

  it('should hear nothing while a dialog has the keys', () => {
    const { actions, press } = renderKeys({ active: false });
    expect(press('PageUp', 33)).toBe(false);
    expect(actions.zap).not.toHaveBeenCalled();
  });
});
