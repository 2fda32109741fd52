import { setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { HomeItem } from '../../../../application/home/home-rows.model';
import type { HomeFeed } from '../../../../domain/home/home-feeds';
import type { HomeRowState } from '../../../shared/hooks/use-home-rows';
import { useWatchNextRemoval } from '../../../shared/hooks/use-watch-next-removal';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { TvConfirmDialog } from '../../tv-confirm-dialog';
import { cardKey, TvRail, type RailHost } from './tv-rail';

/** The room the remove button takes under each card. */
const REMOVE_HEIGHT = 76;
const remove = css`
  display: block;
  margin-top: 12px;
  width: 100%;
  font: inherit;
  font-size: 1.5rem;
  padding: 10px 0;
  border: 0;
  border-radius: 10px;
  background: var(--color-surface-raised);
  color: var(--color-text);
  outline: none;
  &:focus {
    background: var(--color-accent);
    color: var(--color-on-accent);
    outline: 6px solid var(--color-accent);
    outline-offset: 4px;
  }
`;

function RemoveButton({
  focusKey,
  label,
  onPress,
  onFocused,
}: {
  focusKey: string;
  label: string;
  onPress: () => void;
  onFocused: () => void;
}) {
  const { t } = useTranslation();
  const { ref } = useFocusable<object, HTMLButtonElement>({ focusKey, onEnterPress: onPress, onFocus: onFocused });
  return (
    <button ref={ref} type="button" className={remove} aria-label={label} onClick={onPress}>
      {t('home_remove_confirm')}
    </button>
  );
}

/**
 * The watch-next rail (spec point 4): a remove button under each card (Down from the card);
 * a confirmation dialog asks first; confirming takes the card out and focus goes to the card
 * that took its place, cancelling gives focus back to the remove button.
 */
export function TvWatchNextRail({
  feed,
  row,
  title,
  railIndex,
  host,
}: {
  feed: HomeFeed;
  row: HomeRowState;
  title: string;
  railIndex: number;
  host: RailHost;
}) {
  const { t } = useTranslation();
  const removal = useWatchNextRemoval(row.data);
  const asked = useRef<{ key: string; index: number } | null>(null);
  const { open } = removal.dialog;
  const { data } = removal;

  useEffect(() => {
    const opener = asked.current;
    if (open || opener === null) return;
    asked.current = null;
    const items = data.status === 'success' ? data.items : [];
    const removed = !items.some((item) => `${cardKey(railIndex, item.key)}+remove` === opener.key);
    if (!removed) return void setFocus(opener.key);
    const next = items[opener.index];
    setFocus(next ? cardKey(railIndex, next.key) : cardKey(railIndex, '+all'));
  }, [open, data, railIndex]);

  const below = (item: HomeItem, key: string, index: number) => {
    const remove = removal.removeAction(item);
    if (remove === null) return null;
    const focusKey = `${key}+remove`;
    return (
      <RemoveButton
        focusKey={focusKey}
        label={t(remove.labelKey, remove.params)}
        onFocused={() => host.onFocused(focusKey)}
        onPress={() => {
          asked.current = { key: focusKey, index };
          removal.send(remove.event);
        }}
      />
    );
  };
  return (
    <TvRail
      feed={feed}
      row={{ ...row, data: removal.data }}
      title={title}
      railIndex={railIndex}
      host={host}
      below={below}
      belowHeight={REMOVE_HEIGHT}
    >
      {removal.error ? <p role="alert">{t(errorTextKey(removal.error))}</p> : null}
      {open ? (
        <TvConfirmDialog
          busy={removal.dialog.busy}
          title={t(removal.dialog.titleKey)}
          message={t(removal.dialog.messageKey, { title: removal.dialog.showTitle })}
          confirmLabel={t(removal.dialog.confirmKey)}
          cancelLabel={t(removal.dialog.cancelKey)}
          onConfirm={() => removal.send(removal.confirmEvent)}
          onCancel={() => removal.send(removal.cancelEvent)}
        />
      ) : null}
    </TvRail>
  );
}
