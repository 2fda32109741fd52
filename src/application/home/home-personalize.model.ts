import type { SnapshotFrom } from 'xstate';
import type { ApiErrorKind } from '../../domain/errors';
import type { HomeFeed } from '../../domain/home/home-feeds';
import {
  defaultEntries,
  FEED_WITH_ARG,
  personalizeEntries,
  type PersonalizeEntry,
} from '../../domain/home/home-personalize';
import type { Profile } from '../../domain/session/profile';
import type { HomePersonalizeEvent, homePersonalizeMachine } from './home-personalize.machine';

/** One row of the personalisation list with what it allows. */
export interface PersonalizeItem {
  readonly entry: PersonalizeEntry;
  readonly toggleEvent: HomePersonalizeEvent;
  readonly upEvent: HomePersonalizeEvent | null;
  readonly downEvent: HomePersonalizeEvent | null;
  /** For the replay category row: the event that sets its category (undefined: every category). */
  readonly argEvent: ((arg: number | undefined) => HomePersonalizeEvent) | null;
}

export interface HomePersonalizeModel {
  readonly items: readonly PersonalizeItem[];
  readonly busy: boolean;
  readonly dirty: boolean;
  readonly error: ApiErrorKind | null;
  readonly saveEvent: HomePersonalizeEvent;
  /** Puts spec point 9's default rows back (saved with the save button). */
  readonly defaultsEvent: HomePersonalizeEvent;
}

type Snapshot = Pick<SnapshotFrom<typeof homePersonalizeMachine>, 'hasTag' | 'context'>;

/** Connects the machine, the saved rows (null: none saved) and the profile to the screen. */
export function connectHomePersonalize(
  snapshot: Snapshot,
  configured: readonly HomeFeed[] | null,
  profile: Profile,
): HomePersonalizeModel {
  const base = snapshot.context.entries ?? personalizeEntries(configured, profile);
  const last = base.length - 1;
  return {
    items: base.map((entry, index) => ({
      entry,
      toggleEvent: { type: 'personalize.toggle', index, base },
      upEvent: index > 0 ? { type: 'personalize.move', from: index, to: index - 1, base } : null,
      downEvent: index < last ? { type: 'personalize.move', from: index, to: index + 1, base } : null,
      argEvent: entry.feedId === FEED_WITH_ARG ? (arg) => ({ type: 'personalize.arg', index, arg, base }) : null,
    })),
    busy: snapshot.hasTag('busy'),
    dirty: snapshot.context.dirty,
    error: snapshot.context.error,
    saveEvent: { type: 'personalize.save' },
    defaultsEvent: { type: 'personalize.defaults', entries: defaultEntries(profile) },
  };
}
