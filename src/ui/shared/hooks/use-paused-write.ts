import { useEffect, useRef, useState } from 'react';

/** A value held until its changes pause, then written (see `usePausedWrite`). */
export interface PausedWrite<T> {
  /** Holds `value` in place of the one pending and starts the wait again. */
  hold(value: T): void;
  /** The value held and not yet written, or null. */
  pending(): T | null;
  /** Drops the value held, unwritten. */
  cancel(): void;
}

function pausedWrite<T>(write: (value: T) => void, pauseMs: number): PausedWrite<T> {
  let held: T | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    hold(value) {
      held = value;
      clearTimeout(timer);
      timer = setTimeout(() => held !== null && write(held), pauseMs);
    },
    pending: () => held,
    cancel() {
      clearTimeout(timer);
      held = null;
    },
  };
}

/**
 * Writes the last value held once `pauseMs` passed without a new one (the search field's
 * address, `ADDRESS_PAUSE_MS` after the typing paused). The write is expected to `cancel` what
 * it wrote; whatever is still pending when the caller goes is the caller's (`pending`). The
 * object given back is the same at every render.
 */
export function usePausedWrite<T>(write: (value: T) => void, pauseMs: number): PausedWrite<T> {
  const latest = useRef(write);
  useEffect(() => void (latest.current = write));
  const [paused] = useState(() => pausedWrite<T>((value) => latest.current(value), pauseMs));
  return paused;
}
