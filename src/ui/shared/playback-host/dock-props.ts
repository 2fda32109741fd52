import type { Playback } from '../hooks/use-playback';

/** What a layout's docked player is handed by the playback host. */
export interface DockProps {
  readonly playback: Playback;
  /** Shown: a stream plays and no screen's player is on show ("player always on"). */
  readonly shown: boolean;
  /** The box the video is moved into while docked. */
  readonly videoBox: (box: HTMLElement | null) => void;
  /** The address of the screen whose player it came from. */
  readonly screenPath: string | null;
  /**
   * The "player always on" preference: the dock may be used. A dock that draws its video box only
   * then (TV) has it ready before the screen's player goes, so the video moves in one task.
   */
  readonly alwaysOn: boolean;
}
