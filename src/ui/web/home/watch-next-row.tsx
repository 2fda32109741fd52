import { css } from '@linaria/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import { createWatchNextActors } from '../../../application/usage.actors';
import { WATCH_NEXT_REMOVAL_DIALOG, watchNextRemovalMachine } from '../../../application/watch-next-removal.machine';
import type { HomeFeed } from '../../../domain/home-feeds';
import { USAGE_API, type UsageApi } from '../../../ports/usage.port';
import { useHomeRow, type HomeItem } from '../../shared/hooks/use-home-rows';
import { errorTextKey } from '../../shared/i18n/i18n';
import { useService } from '../../shared/services';
import { ConfirmDialog } from './confirm-dialog';
import type { CardContext } from './home-card';
import { HomeRowView } from './home-row';

const removeButton = css`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 0;
  background: #000b;
  color: #fff;
  font-size: 1.1rem;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
`;

/**
 * The watch-next row (spec point 4): each card has a remove button; a confirmation dialog
 * asks first, confirming resets the bookmark to 0 and takes the card out, cancel closes.
 */
export function WatchNextRow({ feed, context }: { feed: HomeFeed; context: CardContext }) {
  const { t } = useTranslation();
  const usage = useService<UsageApi>(USAGE_API);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const row = useHomeRow(feed);
  const machine = useMemo(() => watchNextRemovalMachine.provide({ actors: createWatchNextActors(usage) }), [usage]);
  const actor = useActorRef(machine, options);
  const removal = useSelector(actor, (snapshot) => ({
    open: snapshot.hasTag('dialog'),
    busy: snapshot.hasTag('busy'),
    showId: snapshot.context.showId,
    removed: snapshot.context.removed,
    error: snapshot.context.error,
  }), (a, b) => a.open === b.open && a.busy === b.busy && a.showId === b.showId && a.removed === b.removed && a.error === b.error);

  const data = row.data.status === 'success'
    ? { status: 'success' as const, items: row.data.items.filter((item) => !(item.kind === 'show' && removal.removed.includes(item.show.id))) }
    : row.data;
  const titleOf = (showId: string | null) => {
    const item = data.status === 'success' ? data.items.find((candidate) => candidate.kind === 'show' && candidate.show.id === showId) : undefined;
    return item?.kind === 'show' ? item.show.title : '';
  };
  const actionFor = (item: HomeItem) =>
    item.kind === 'show' ? (
      <button type="button" className={removeButton} aria-label={t('home_remove_label', { title: item.show.title })}
        onClick={() => actor.send({ type: 'watchNext.remove', showId: item.show.id })}>
        <span aria-hidden="true">✕</span>
      </button>
    ) : null;

  return (
    <HomeRowView feed={feed} row={{ ...row, data }} context={context} actionFor={actionFor}>
      {removal.error ? <p role="alert">{t(errorTextKey(removal.error))}</p> : null}
      <ConfirmDialog open={removal.open} busy={removal.busy}
        title={t(WATCH_NEXT_REMOVAL_DIALOG.title)} message={t(WATCH_NEXT_REMOVAL_DIALOG.message, { title: titleOf(removal.showId) })}
        confirmLabel={t('home_remove_confirm')} cancelLabel={t('home_remove_cancel')}
        onConfirm={() => actor.send({ type: 'watchNext.confirm' })} onCancel={() => actor.send({ type: 'watchNext.cancel' })} />
    </HomeRowView>
  );
}
