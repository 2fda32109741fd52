import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { LINEUP_MACHINE, type LineupMachine } from '../../../application/account-machines';
import type { LineupEvent } from '../../../application/account/lineup.machine';
import { connectLineup, type LineupModel } from '../../../application/account/lineup.model';
import type { ResourceCache } from '../../../application/resource-cache';
import { ACTOR_OPTIONS, RESOURCE_CACHE, type ActorOptions } from '../../../application/tokens';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { useService } from '../services';
import { useResource } from './use-resource';

/** The resource key of the subscriber's channels, which every channel list reads. */
const CHANNELS = 'channels';

/**
 * The lineup editor (the machine comes provided from the composition root) over the
 * subscriber's channels. A save or a reset marks the channels out of date, so every list
 * (live, guide, home) reads the new order at once.
 */
export function useLineup(): {
  readonly model: LineupModel | null;
  readonly loadError: unknown;
  readonly send: (event: LineupEvent) => void;
} {
  const machine = useService<LineupMachine>(LINEUP_MACHINE);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const cache = useService<ResourceCache>(RESOURCE_CACHE);
  const guide = useService<GuideApi>(GUIDE_API);
  const channels = useResource(CHANNELS, () => guide.channels());
  const actor = useActorRef(machine, options);
  useEffect(() => {
    const subscription = actor.on('lineup.changed', () => cache.expire(CHANNELS));
    return () => subscription.unsubscribe();
  }, [actor, cache]);
  const snapshot = useSelector(actor, (state) => state);
  const data = channels?.data;
  const model = useMemo(() => (data === undefined ? null : connectLineup(snapshot, data)), [snapshot, data]);
  return { model, loadError: channels?.status === 'failure' ? channels.error : null, send: actor.send };
}
