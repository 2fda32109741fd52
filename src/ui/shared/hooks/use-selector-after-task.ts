import { useEffect, useRef, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { inNextTask } from '../schedule';

/**
 * What `useSelector` of @xstate/react reads from an actor, drawn in the task after the change:
 * the machine's own work of the moment (its steps answered at once, a zap's start of its stream)
 * runs first, instead of waiting for a render between each step, as an external store's update
 * does. The first render reads the actor as it is; changes equal by `compare` draw nothing; the
 * changes of one task draw once, with the last.
 */
export function useSelectorAfterTask<Actor extends AnyActorRef, T>(
  actor: Actor,
  selector: (snapshot: SnapshotFrom<Actor>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const [value, setValue] = useState(() => selector(actor.getSnapshot() as SnapshotFrom<Actor>));
  const latest = useRef({ selector, compare, value });
  latest.current.selector = selector;
  latest.current.compare = compare;
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const update = (snapshot: SnapshotFrom<Actor>) => {
      const next = latest.current.selector(snapshot);
      if (latest.current.compare(latest.current.value, next)) return;
      latest.current.value = next;
      cancel ??= inNextTask(() => {
        cancel = null;
        setValue(() => latest.current.value);
      });
    };
    update(actor.getSnapshot() as SnapshotFrom<Actor>);
    const subscription = actor.subscribe(update);
    return () => {
      subscription.unsubscribe();
      cancel?.();
    };
  }, [actor]);
  return value;
}
