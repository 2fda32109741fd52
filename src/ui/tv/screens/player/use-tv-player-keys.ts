import type { MediaKey } from '../../../../application/playback/player-remote.model';
import type { ZapDirection } from '../../../../application/playback/zapping.model';
import { useRemoteKeys } from '../../keys/key-layers';
import type { RemoteKey } from '../../keys/key-map';

/** What shows over the full-screen video besides the banner. */
export type PlayerPanel = 'none' | 'controls' | 'guide';

export interface PlayerKeyActions {
  readonly panel: PlayerPanel;
  /** Whether CH+/CH-, digits and the last channel apply (a channel plays, not a VOD title). */
  readonly canZap: boolean;
  readonly bannerFocused: boolean;
  zap(direction: ZapDirection): void;
  digit(digit: number): void;
  last(): void;
  media(key: MediaKey): void;
  browse(step: ZapDirection): void;
  switchToBrowsed(): void;
  open(panel: PlayerPanel): void;
  focusBanner(): void;
  /** Closes the panel or the focused banner; false when there is nothing to close. */
  close(): boolean;
  leave(): void;
}

const MEDIA: ReadonlySet<string> = new Set<MediaKey>(['play', 'pause', 'playPause', 'rewind', 'fastForward']);

/** Which way Up and Down go: Up is CH+, as on the remotes' channel rocker. */
const STEP: Partial<Record<RemoteKey['action'], ZapDirection>> = { up: 1, channelUp: 1, down: -1, channelDown: -1 };

/**
 * The full-screen player's keys (issue 12, items 6 and 7), heard in the player layer: zapping
 * (CH+/CH-; Up and Down while nothing is open; digits; blue for the last channel), the media keys,
 * Enter for the controls, Right for the mini-guide (Up, Down and Enter there), Info for the banner,
 * Back to close what is open and then to leave. Arrows inside the controls go to the focus library.
 */
export function useTvPlayerKeys(actions: PlayerKeyActions, active: boolean): void {
  useRemoteKeys(
    'player',
    (key) => {
      const { panel, canZap } = actions;
      const step = STEP[key.action];
      if (MEDIA.has(key.action)) {
        actions.media(key.action as MediaKey);
        return true;
      }
      switch (key.action) {
        case 'channelUp':
        case 'channelDown':
          if (canZap) actions.zap(step!);
          return true;
        case 'up':
        case 'down':
          if (panel === 'guide') actions.browse(step === 1 ? -1 : 1);
          else if (panel === 'none' && canZap) actions.zap(step!);
          return panel !== 'controls';
        case 'digit':
          if (canZap) actions.digit(key.digit ?? 0);
          return true;
        case 'blue':
          if (canZap) actions.last();
          return true;
        case 'enter':
          if (panel !== 'guide') return false;
          actions.switchToBrowsed();
          return true;
        case 'right':
          if (panel === 'guide') return true;
          if (panel !== 'none' || actions.bannerFocused || !canZap) return false;
          actions.open('guide');
          return true;
        case 'left':
          if (panel !== 'guide') return false;
          actions.close();
          return true;
        case 'info':
          actions.focusBanner();
          return true;
        case 'stop':
          actions.leave();
          return true;
        case 'back':
          if (!actions.close()) actions.leave();
          return true;
        default:
          return false;
      }
    },
    active,
  );
}
