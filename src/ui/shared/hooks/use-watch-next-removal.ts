import { useActorRef, useSelector } from '@xstate/react';
import { WATCH_NEXT_REMOVAL_MACHINE, type WatchNextRemovalMachine } from '../../../application/browsing-machines';
import type { HomeRowData } from '../../../application/home/home-rows.model';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import type { WatchNextRemovalEvent } from '../../../application/home/watch-next-removal.machine';
import {
  connectWatchNextRemoval,
  type WatchNextRemovalModel,
  type WatchNextRemovalState,
} from '../../../application/home/watch-next-removal.model';
import { useService } from '../services';

const same = (a: WatchNextRemovalState, b: WatchNextRemovalState) =>
  a.open === b.open && a.busy === b.busy && a.showId === b.showId && a.removed === b.removed && a.error === b.error;

/** Watch-next removal over a loaded row: the machine comes provided from the composition root. */
export function useWatchNextRemoval(
  row: HomeRowData,
): WatchNextRemovalModel & { readonly send: (event: WatchNextRemovalEvent) => void } {
  const machine = useService<WatchNextRemovalMachine>(WATCH_NEXT_REMOVAL_MACHINE);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const actor = useActorRef(machine, options);
  const state = useSelector(
    actor,
    (snapshot): WatchNextRemovalState => ({
      ...snapshot.context,
      open: snapshot.hasTag('dialog'),
      busy: snapshot.hasTag('busy'),
    }),
    same,
  );
  return { ...connectWatchNextRemoval(state, row), send: actor.send };
}
