/**
 * One key map for every TV remote and keyboard (notes/tv-platforms.md): a key press becomes
 * one remote action, or nothing when the key means nothing to the app.
 */
export type RemoteAction =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'enter'
  | 'back'
  | 'red'
  | 'green'
  | 'yellow'
  | 'blue'
  | 'channelUp'
  | 'channelDown'
  | 'digit'
  | 'play'
  | 'pause'
  | 'playPause'
  | 'stop'
  | 'rewind'
  | 'fastForward'
  | 'info'
  | 'guide';

export interface RemoteKey {
  action: RemoteAction;
  /** The digit pressed, for the `digit` action only. */
  digit?: number;
}

/** The `key` values of keyboards and of the remotes that name their keys. */
const BY_KEY: Readonly<Record<string, RemoteAction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Enter: 'enter',
  Escape: 'back',
  Backspace: 'back',
  GoBack: 'back',
  BrowserBack: 'back',
  XF86Back: 'back',
  ColorF0Red: 'red',
  ColorF1Green: 'green',
  ColorF2Yellow: 'yellow',
  ColorF3Blue: 'blue',
  PageUp: 'channelUp',
  PageDown: 'channelDown',
  ChannelUp: 'channelUp',
  ChannelDown: 'channelDown',
  MediaPlay: 'play',
  MediaPause: 'pause',
  MediaPlayPause: 'playPause',
  MediaStop: 'stop',
  MediaRewind: 'rewind',
  MediaFastForward: 'fastForward',
  Info: 'info',
  Guide: 'guide',
};

/** The key codes of TV platforms (Tizen, webOS, HbbTV) and of keyboards without `key`. */
const BY_CODE: Readonly<Record<number, RemoteAction>> = {
  38: 'up',
  40: 'down',
  37: 'left',
  39: 'right',
  13: 'enter',
  27: 'back',
  8: 'back',
  10009: 'back',
  461: 'back',
  403: 'red',
  404: 'green',
  405: 'yellow',
  406: 'blue',
  427: 'channelUp',
  428: 'channelDown',
  33: 'channelUp',
  34: 'channelDown',
  415: 'play',
  19: 'pause',
  10252: 'playPause',
  413: 'stop',
  412: 'rewind',
  417: 'fastForward',
  457: 'info',
  458: 'guide',
};

/** In a text field only these actions leave the field's own editing alone. */
const IN_TEXT_FIELD: ReadonlySet<RemoteAction> = new Set(['up', 'down', 'back']);

export interface KeyPress {
  key: string;
  keyCode: number;
  /** Whether the key went to a text field, where typing and the caret keys stay the field's. */
  inTextField: boolean;
}

function digitOf(press: KeyPress): number | undefined {
  if (/^[0-9]$/.test(press.key)) return Number(press.key);
  if (press.keyCode >= 48 && press.keyCode <= 57) return press.keyCode - 48;
  if (press.keyCode >= 96 && press.keyCode <= 105) return press.keyCode - 96;
  return undefined;
}

export function remoteKeyOf(press: KeyPress): RemoteKey | null {
  const action = BY_KEY[press.key] ?? BY_CODE[press.keyCode];
  if (press.inTextField) {
    if (action === undefined || !IN_TEXT_FIELD.has(action)) return null;
    // Backspace deletes in a text field; Escape and the remotes' Back still go back.
    return press.key === 'Backspace' || press.keyCode === 8 ? null : { action };
  }
  if (action !== undefined) return { action };
  const digit = digitOf(press);
  return digit === undefined ? null : { action: 'digit', digit };
}

/** The platform key names Tizen gives the page only once registered (tvinputdevice). */
export const TIZEN_KEYS: readonly string[] = [
  'ColorF0Red',
  'ColorF1Green',
  'ColorF2Yellow',
  'ColorF3Blue',
  'ChannelUp',
  'ChannelDown',
  'MediaPlay',
  'MediaPause',
  'MediaPlayPause',
  'MediaStop',
  'MediaRewind',
  'MediaFastForward',
  'Info',
  'Guide',
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
];
