import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { HOME_PERSONALIZE_MACHINE, type HomePersonalizeMachine } from '../../../application/account-machines';
import type { HomePersonalizeEvent } from '../../../application/home/home-personalize.machine';
import { connectHomePersonalize, type HomePersonalizeModel } from '../../../application/home/home-personalize.model';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import type { PersonalizeEntry } from '../../../domain/home/home-personalize';
import type { Category } from '../../../domain/shows/category';
import type { Profile } from '../../../domain/session/profile';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import type { Texts } from '../i18n/texts';
import { useTranslation } from '../i18n/use-translation';
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
  /** Saves the rows as edited. */
  readonly save: () => void;
  /** Unsaved edits, or saved since the screen opened (null: nothing to say). */
  readonly statusKey: 'personalize_unsaved' | 'personalize_saved' | null;
  /** A row's name: its feed's, or the replay row's with its category. */
  readonly rowName: (entry: PersonalizeEntry) => string;
} {
  const { t } = useTranslation();
  const [savedOnce, setSavedOnce] = useState(false);
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
  const categories = explore?.data?.categories ?? [];
  const statusKey =
    model === null
      ? null
      : model.dirty
        ? 'personalize_unsaved'
        : savedOnce && !model.busy && model.error === null
          ? 'personalize_saved'
          : null;
  return {
    model,
    loadError: error,
    categories,
    send: actor.send,
    save: () => {
      if (model === null) return;
      setSavedOnce(true);
      actor.send(model.saveEvent);
    },
    statusKey,
    rowName: (entry) => {
      if (entry.arg === undefined) return t(`home_feed_${entry.feedId}` as keyof Texts);
      const category = categories.find((candidate) => candidate.id === entry.arg);
      return t('home_feed_105_arg', { name: category?.name ?? String(entry.arg) });
    },
  };
}
