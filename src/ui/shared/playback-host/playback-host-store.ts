import type { PlaybackCommand } from '../../../application/playback/playback.machine';
import type { HostedScreen } from '../../../application/playback/hosted-player.model';
import type { Playback } from '../hooks/use-playback';

/**
 * The one player of a layout that keeps it beside its routes (the web's docked player, issue 38
 * item 1). The playback itself is made by `PlaybackOwner`, loaded the first time a screen that
 * plays asks for it; screens read it here and send it commands (kept until it is there). Its video
 * element lives in `container`, which this store moves, without a new element, to the player of
 * the screen on show (`adopt`) or to the docked player (`dock`): a video moved within the page in
 * one task goes on playing, so the stream neither reloads nor rebuffers.
 */
export interface PlaybackHostStore {
  readonly container: HTMLDivElement;
  readonly subscribe: (listener: () => void) => () => void;
  /** The playback, once its owner has made it. */
  readonly playback: () => Playback | null;
  /** Whether a screen asked for the playback (its owner is then loaded and kept). */
  readonly requested: () => boolean;
  readonly request: () => void;
  /** Sends a command to the playback, or keeps it until the playback is there. */
  readonly send: (command: PlaybackCommand) => void;
  /** The owner hands each new state of the playback (sends the kept commands the first time). */
  readonly publish: (playback: Playback) => void;
  /** A screen's player takes the video while mounted; the returned function gives it back. */
  readonly adopt: (slot: HTMLElement, path: string) => () => void;
  /** Whether a screen's player holds the video now, or has let it go since it last held it. */
  readonly screen: () => HostedScreen;
  /** The address of the screen whose player held the video last (back to the full player). */
  readonly screenPath: () => string | null;
  /** The docked player's video box (null when it goes): it holds the video while no screen does. */
  readonly dock: (box: HTMLElement | null) => void;
}

export function createPlaybackHostStore(): PlaybackHostStore {
  const container = document.createElement('div');
  const listeners = new Set<() => void>();
  const kept: PlaybackCommand[] = [];
  let playback: Playback | null = null;
  let requested = false;
  let slot: HTMLElement | null = null;
  let screen: HostedScreen = 'waiting';
  let path: string | null = null;
  let dockBox: HTMLElement | null = null;
  // Told after the current render: a screen asks while it renders, and its owner is another component.
  const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));
  const place = () => (slot ?? dockBox)?.appendChild(container);

  return {
    container,
    subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    playback: () => playback,
    requested: () => requested,
    request: () => {
      if (requested) return;
      requested = true;
      notify();
    },
    send: (command) => (playback ? playback.send(command) : void kept.push(command)),
    publish: (next) => {
      if (next === playback) return;
      playback = next;
      kept.splice(0).forEach((command) => next.send(command));
      notify();
    },
    adopt: (element, at) => {
      slot = element;
      screen = 'shown';
      path = at;
      place();
      notify();
      return () => {
        if (slot !== element) return;
        slot = null;
        screen = 'left';
        place();
        notify();
      };
    },
    screen: () => screen,
    screenPath: () => path,
    dock: (box) => {
      dockBox = box;
      if (slot === null) place();
    },
  };
}
