import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { HOME_PERSONALIZE_MACHINE, type HomePersonalizeMachine } from '../../../application/account-machines';
import type { HomePersonalizeEvent } from '../../../application/home/home-personalize.machine';
import { connectHomePersonalize, type HomePersonalizeModel } from '../../../application/home/home-personalize.model';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import type { Category } from '../../../domain/shows/category';
import type { Profile } from '../../../domain/session/profile';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { useService } from '../services';
import { useBackupConfig } from './use-backup-config';
import { useResource } from './use-resource';

/**
 * Home personalisation of a profile (the machine comes provided from the composition root)
 * over its backup config, with the replay categories to choose from. A save reads the
 * backup config again, so the home page shows the new rows.
 */
export function useHomePersonalize(profile: Profile): {
  readonly model: HomePersonalizeModel | null;
  readonly loadError: unknown;
  readonly categories: readonly Category[];
  readonly send: (event: HomePersonalizeEvent) => void;
} {
  const machine = useService<HomePersonalizeMachine>(HOME_PERSONALIZE_MACHINE);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const guide = useService<GuideApi>(GUIDE_API);
  const { config, error, retry } = useBackupConfig();
  const explore = useResource('explore', () => guide.explore());
  const actor = useActorRef(machine, options);
  useEffect(() => {
    const subscription = actor.on('personalize.saved', retry);
    return () => subscription.unsubscribe();
  }, [actor, retry]);
  const snapshot = useSelector(actor, (state) => state);
  const model = useMemo(
    () => (config === null ? null : connectHomePersonalize(snapshot, config.homeFeeds, profile)),
    [snapshot, config, profile],
  );
  return { model, loadError: error, categories: explore?.data?.categories ?? [], send: actor.send };
}
