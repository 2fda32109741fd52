import { startTransition, useEffect, useState } from 'react';

/** What `useSelectedAfter` reads: an actor's current snapshot and its changes. */
interface Observable<S> {
  getSnapshot(): S;
  subscribe(observer: () => void): { unsubscribe(): void };
}

/**
 * What a screen shows of an actor, drawn in a React task after the actor's change rather than in
 * the microtask that follows it (a transition, where `useSelector` draws at once). Used where the
 * actor's work must not wait for the screen: a zap's chain of states runs in one microtask
 * checkpoint up to the player's load, and a draw between each of its states delayed that load.
 * The value is read when React draws, so changes in between are drawn once; `equal` keeps the
 * previous value (and spares a draw) when nothing shown changed.
 */
export function useSelectedAfter<S, T>(actor: Observable<S>, select: (snapshot: S) => T, equal: (a: T, b: T) => boolean): T {
  const [value, setValue] = useState(() => select(actor.getSnapshot()));
  useEffect(() => {
    const update = () => startTransition(() => setValue((shown) => {
      const next = select(actor.getSnapshot());
      return equal(shown, next) ? shown : next;
    }));
    update();
    const subscription = actor.subscribe(update);
    return () => subscription.unsubscribe();
    // `select` and `equal` are read once per actor, as `useSelector` reads them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  return value;
}
