import { FocusContext, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import type { LineupEvent } from '../../../../application/account/lineup.machine';
import type { LineupModel } from '../../../../application/account/lineup.model';
import { useLineup } from '../../../shared/hooks/use-lineup';
import { errorText, errorTextKey } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAnnounce } from '../../../shared/components/announcer';
import { FocusableButton } from '../../focusable';
import { useRemoteKeys } from '../../keys/key-layers';
import { TvSortActions, tvSortColumns } from './tv-sort-actions';
import { tvAccountPage, tvAccountValue } from './tv-account-styles';

/* Above the page's own button rule. */
const held = css`
  &&& {
    border-color: var(--color-accent);
    background: var(--color-surface);
  }
`;

/** /lineup on TV: Enter picks a channel up, Up and Down move it, Enter puts it down; then save or reset beside the list. */
export function TvLineupScreen() {
  const { t } = useTranslation();
  const { model, loadError, send } = useLineup();
  return (
    <main className={tvAccountPage} aria-labelledby="tv-lineup-heading">
      <h1 id="tv-lineup-heading">{t('lineup_title')}</h1>
      <p>{t('tv_lineup_hint')}</p>
      {model ? (
        <TvLineupEditor model={model} send={send} />
      ) : loadError ? (
        <p role="alert">{errorText(t, loadError)}</p>
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
    </main>
  );
}

/** The channel picked up and where it was, to put it back when Back cancels the move. */
interface Holding {
  readonly id: string;
  readonly from: number;
}

function TvLineupEditor({ model, send }: { model: LineupModel; send: (event: LineupEvent) => void }) {
  const { t } = useTranslation();
  const { ref, focusKey } = useFocusable({ focusKey: 'lineup-screen', trackChildren: true });
  const [holding, setHolding] = useState<Holding | null>(null);
  const announce = useAnnounce();
  const total = model.items.length;
  const indexOf = (id: string) => model.items.findIndex((item) => item.channel.id === id);
  const heldItem = holding === null ? undefined : model.items[indexOf(holding.id)];
  // A moved channel keeps the focus at its new place (the list is drawn again in the new order).
  const heldAt = heldItem?.position;
  useEffect(() => {
    if (holding !== null && heldAt !== undefined) setFocus(`lineup-${holding.id}`);
  }, [holding, heldAt]);
  const say = (key: 'lineup_picked' | 'lineup_moved' | 'lineup_cancelled', name: string, position: number) =>
    announce(t(key, { name, position: position + 1, total }));
  useRemoteKeys('screen', (key) => {
    if (holding === null || heldItem === undefined || model.busy) return false;
    const move = key.action === 'up' ? heldItem.upEvent : key.action === 'down' ? heldItem.downEvent : null;
    if (move !== null && move.type === 'lineup.move') {
      send(move);
      say('lineup_moved', heldItem.channel.name, move.to);
      return true;
    }
    if (key.action === 'back') {
      if (heldItem.position !== holding.from) send(model.moveEvent(heldItem.position, holding.from));
      say('lineup_cancelled', heldItem.channel.name, holding.from);
      setHolding(null);
      return true;
    }
    // Up at the top, Down at the bottom: the channel stays held where it is.
    return key.action === 'up' || key.action === 'down' || key.action === 'left' || key.action === 'right';
  });
  const toggle = (id: string, name: string, position: number) => {
    if (model.busy) return;
    if (holding?.id === id) {
      setHolding(null);
      say('lineup_moved', name, position);
    } else {
      setHolding({ id, from: position });
      say('lineup_picked', name, position);
    }
  };
  return (
    <FocusContext.Provider value={focusKey}>
      <div ref={ref} className={tvSortColumns}>
        <ol aria-label={t('lineup_list')}>
          {model.items.map((item, index) => (
            <li key={item.channel.id}>
              <FocusableButton
                focusKey={`lineup-${item.channel.id}`}
                autoFocus={index === 0}
                pressed={holding?.id === item.channel.id}
                className={holding?.id === item.channel.id ? held : undefined}
                onPress={() => toggle(item.channel.id, item.channel.name, item.position)}
              >
                <span>
                  {item.position + 1}. {item.channel.name}
                </span>
                {holding?.id === item.channel.id ? <span className={tvAccountValue}>{t('tv_lineup_held')}</span> : null}
              </FocusableButton>
            </li>
          ))}
        </ol>
        <TvSortActions
          name="lineup"
          busy={model.busy}
          status={model.saved ? t('lineup_saved') : model.dirty ? t('lineup_unsaved') : ''}
          error={model.error ? t(errorTextKey(model.error)) : null}
          save={{ label: t('lineup_save'), onPress: () => model.dirty && send(model.saveEvent) }}
          reset={{ label: t('lineup_reset'), onPress: () => send(model.resetEvent) }}
        />
      </div>
    </FocusContext.Provider>
  );
}
