import { startTransition, useEffect, useMemo, useRef, useState } from 'react';

/** The ways to set a resting state (see useRestingState). Each drops a value still waiting for the rest. */
export interface RestingSetters<T> {
  /** Sets it at once. */
  now(value: T): void;
  /** Sets it at once, in a transition. */
  soon(value: T): void;
  /** Sets it in a transition once nothing else was set for the rest time. */
  afterRest(value: T): void;
}

/**
 * A state whose updates may wait for the user to rest (keys pressed or held faster than that
 * draw nothing but what the layout draws ahead): the value, and setters now, soon, after the rest.
 * The waiting update is dropped when the component goes.
 */
export function useRestingState<T>(initial: T | (() => T), restMs: number): readonly [T, RestingSetters<T>] {
  const [value, setValue] = useState(initial);
  const resting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resting.current), []);
  const setters = useMemo<RestingSetters<T>>(
    () => ({
      now(next) {
        clearTimeout(resting.current);
        setValue(() => next);
      },
      soon(next) {
        clearTimeout(resting.current);
        startTransition(() => setValue(() => next));
      },
      afterRest(next) {
        clearTimeout(resting.current);
        resting.current = setTimeout(() => startTransition(() => setValue(() => next)), restMs);
      },
    }),
    [restMs],
  );
  return [value, setters] as const;
}
