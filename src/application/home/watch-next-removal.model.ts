import type { ApiErrorKind } from '../../domain/errors';
import type { HomeItem, HomeRowData } from './home-rows.model';
import {
  WATCH_NEXT_REMOVAL_DIALOG,
  type WatchNextRemovalContext,
  type WatchNextRemovalEvent,
} from './watch-next-removal.machine';

/** What the removal machine says at a moment: its dialog and busy tags and its context. */
export interface WatchNextRemovalState extends WatchNextRemovalContext {
  readonly open: boolean;
  readonly busy: boolean;
}

/** The watch-next row with removal, as a screen shows it. */
export interface WatchNextRemovalModel {
  /** The row without the shows removed since it was loaded. */
  readonly data: HomeRowData;
  readonly dialog: {
    readonly open: boolean;
    readonly busy: boolean;
    readonly titleKey: string;
    readonly messageKey: string;
    readonly confirmKey: string;
    readonly cancelKey: string;
    /** The title of the show the dialog asks about. */
    readonly showTitle: string;
  };
  readonly error: ApiErrorKind | null;
  /** A card's remove button: the event it sends and its label (which show it removes); null for an item that cannot be removed. */
  readonly removeAction: (item: HomeItem) => RemoveAction | null;
  readonly confirmEvent: WatchNextRemovalEvent;
  readonly cancelEvent: WatchNextRemovalEvent;
}

/** A card's remove button, as both layouts show it. */
export interface RemoveAction {
  readonly event: WatchNextRemovalEvent;
  readonly labelKey: string;
  readonly params: { readonly title: string };
}

/** Connects the removal machine's state to the loaded row (spec point 4). */
export function connectWatchNextRemoval(state: WatchNextRemovalState, row: HomeRowData): WatchNextRemovalModel {
  const data: HomeRowData =
    row.status === 'success'
      ? {
          status: 'success',
          items: row.items.filter((item) => !(item.kind === 'show' && state.removed.includes(item.show.id))),
        }
      : row;
  const asked =
    data.status === 'success'
      ? data.items.find((item) => item.kind === 'show' && item.show.id === state.showId)
      : undefined;
  const removeAction = (item: HomeItem): RemoveAction | null =>
    item.kind === 'show'
      ? {
          event: { type: 'watchNext.remove', showId: item.show.id },
          labelKey: 'home_remove_label',
          params: { title: item.show.title },
        }
      : null;
  return {
    data,
    dialog: {
      open: state.open,
      busy: state.busy,
      titleKey: WATCH_NEXT_REMOVAL_DIALOG.title,
      messageKey: WATCH_NEXT_REMOVAL_DIALOG.message,
      confirmKey: 'home_remove_confirm',
      cancelKey: 'home_remove_cancel',
      showTitle: asked?.kind === 'show' ? asked.show.title : '',
    },
    error: state.error,
    removeAction,
    confirmEvent: { type: 'watchNext.confirm' },
    cancelEvent: { type: 'watchNext.cancel' },
  };
}
