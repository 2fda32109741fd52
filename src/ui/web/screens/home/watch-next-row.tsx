import { css } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { HomeItem } from '../../../../application/home/home-rows.model';
import type { HomeFeed } from '../../../../domain/home/home-feeds';
import type { HomeRowState } from '../../../shared/hooks/use-home-rows';
import { useWatchNextRemoval } from '../../../shared/hooks/use-watch-next-removal';
import { errorTextKey } from '../../../shared/i18n/i18n';
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
export function WatchNextRow({ feed, row, context }: { feed: HomeFeed; row: HomeRowState; context: CardContext }) {
  const { t } = useTranslation();
  const removal = useWatchNextRemoval(row.data);
  const actionFor = (item: HomeItem) => {
    const remove = removal.removeAction(item);
    return remove ? (
      <button
        type="button"
        className={removeButton}
        aria-label={t(remove.labelKey, remove.params)}
        onClick={() => removal.send(remove.event)}
      >
        <span aria-hidden="true">✕</span>
      </button>
    ) : null;
  };
  return (
    <HomeRowView feed={feed} row={{ ...row, data: removal.data }} context={context} actionFor={actionFor}>
      {removal.error ? <p role="alert">{t(errorTextKey(removal.error))}</p> : null}
      <ConfirmDialog
        open={removal.dialog.open}
        busy={removal.dialog.busy}
        title={t(removal.dialog.titleKey)}
        message={t(removal.dialog.messageKey, { title: removal.dialog.showTitle })}
        confirmLabel={t(removal.dialog.confirmKey)}
        cancelLabel={t(removal.dialog.cancelKey)}
        onConfirm={() => removal.send(removal.confirmEvent)}
        onCancel={() => removal.send(removal.cancelEvent)}
      />
    </HomeRowView>
  );
}
