import { describe, expect, it } from 'vitest';
import { remoteKeyOf, type RemoteAction } from '../../../../src/ui/tv/keys/key-map';

const press = (key: string, keyCode: number, inTextField = false) => remoteKeyOf({ key, keyCode, inTextField });

describe('the TV key map (notes/tv-platforms.md)', () => {
  it.each<[string, string, number, RemoteAction]>([
    ['arrow up', 'ArrowUp', 38, 'up'],
    ['arrow down', 'ArrowDown', 40, 'down'],
    ['arrow left', 'ArrowLeft', 37, 'left'],
    ['arrow right', 'ArrowRight', 39, 'right'],
    ['Enter', 'Enter', 13, 'enter'],
    ['Escape', 'Escape', 27, 'back'],
    ['Backspace outside a text field (Hisense VIDAA)', 'Backspace', 8, 'back'],
    ['Tizen Back', 'XF86Back', 10009, 'back'],
    ['Tizen Back without a key name', 'Unidentified', 10009, 'back'],
    ['webOS Back', 'GoBack', 461, 'back'],
    ['red', 'Unidentified', 403, 'red'],
    ['green', 'Unidentified', 404, 'green'],
    ['yellow', 'Unidentified', 405, 'yellow'],
    ['blue', 'Unidentified', 406, 'blue'],
    ['Tizen channel up', 'Unidentified', 427, 'channelUp'],
    ['Tizen channel down', 'Unidentified', 428, 'channelDown'],
    ['PageUp as channel up', 'PageUp', 33, 'channelUp'],
    ['PageDown as channel down', 'PageDown', 34, 'channelDown'],
    ['play', 'MediaPlay', 415, 'play'],
    ['pause', 'MediaPause', 19, 'pause'],
    ['play-pause', 'MediaPlayPause', 10252, 'playPause'],
    ['stop', 'MediaStop', 413, 'stop'],
    ['rewind', 'MediaRewind', 412, 'rewind'],
    ['fast-forward', 'MediaFastForward', 417, 'fastForward'],
    ['Info', 'Unidentified', 457, 'info'],
    ['Guide', 'Unidentified', 458, 'guide'],
  ])('should read %s as %s', (_name, key, keyCode, action) => {
    expect(press(key, keyCode)).toEqual({ action });
  });

  it.each([
    ['a top-row digit', '7', 55, 7],
    ['a remote digit without a key name', 'Unidentified', 48, 0],
    ['a keypad digit', 'Unidentified', 105, 9],
  ])('should read %s as that digit', (_name, key, keyCode, digit) => {
    expect(press(key, keyCode)).toEqual({ action: 'digit', digit });
  });

  it('should ignore a key that means nothing to the app', () => {
    expect(press('q', 81)).toBeNull();
  });

  describe('when the key goes to a text field', () => {
    it.each([
      ['Backspace, which deletes', 'Backspace', 8],
      ['a digit, which is typed', '4', 52],
      ['left, which moves the caret', 'ArrowLeft', 37],
      ['Enter, which submits the form', 'Enter', 13],
    ])('should leave %s to the field', (_name, key, keyCode) => {
      expect(press(key, keyCode, true)).toBeNull();
    });

    it.each([
      ['Escape', 'Escape', 27, 'back'],
      ['webOS Back', 'GoBack', 461, 'back'],
      ['down, to leave the field', 'ArrowDown', 40, 'down'],
    ])('should still read %s', (_name, key, keyCode, action) => {
      expect(press(key, keyCode, true)).toEqual({ action });
    });
  });
});
