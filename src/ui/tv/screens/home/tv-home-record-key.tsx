import { css } from '@linaria/core';
import { startTransition, Suspense, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { lazyScreen } from '../../../shared/lazy-screen';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TV_PLAY_PATHS } from '../../../../application/shows/show-actions.model';
import type { Show } from '../../../../domain/shows/show';
import type { ShowFlags } from '../../../../domain/shows/show-flags';
import { useShowActions } from '../../../shared/hooks/use-show-actions';
import { useShowFlags } from '../../../shared/hooks/use-show-flags';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { useRedRecords } from '../details/use-red-records';
import { afterNextPaint } from '../../../shared/schedule';
import { useRemoteKeys } from '../../keys/key-layers';

const bar = css`
  position: fixed;
  left: 64px;
  bottom: 32px;
  z-index: 20;
  max-width: 1200px;
  margin: 0;
  padding: 12px 24px;
  border-radius: 10px;
  background: var(--color-surface-raised);
  color: var(--color-text);
  font-size: 1.5rem;
  p {
    margin: 0;
  }
  [role='alert'] {
    color: var(--color-error);
  }
`;

/** Where the home tells this component which show card has the focus (null: another card or none). */
export type FocusedShowSink = RefObject<(show: Show | null) => void>;

function RecordOnRed({ show, flags, reload }: { show: Show; flags: ShowFlags; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const model = useShowActions(show, flags, reload, TV_PLAY_PATHS);
  // The messages are for the card red was pressed on, as long as it keeps the focus.
  const [pressedOn, setPressedOn] = useState<string | null>(null);
  const record = useRedRecords(model, 'screen', { onRecord: () => setPressedOn(show.id) });
  const said = pressedOn === show.id;
  if (!record && !said) return null;
  return (
    <div className={bar}>
      {record && !said ? <p>{t('tv_record_hint')}</p> : null}
      {said && model.stateKeys.length > 0 ? (
        <p role="status">{model.stateKeys.map((key) => t(key)).join(' · ')}</p>
      ) : null}
      {said && model.error ? <p role="alert">{t(errorTextKey(model.error))}</p> : null}
    </div>
  );
}

/** Green sets or removes the focused future show's reminder; its code is not in the home's first load. */
const GreenReminds = lazyScreen(() => import('../details/green-reminds').then((m) => m.GreenReminds));

function FocusedShow({ show }: { show: Show }) {
  const { flags, reload } = useShowFlags(show);
  return (
    <>
      <Suspense fallback={null}>
        <GreenReminds show={show} layer="screen" />
      </Suspense>
      {flags ? <RecordOnRed show={show} flags={flags} reload={reload} /> : null}
    </>
  );
}

/**
 * Red on a focused show card of the home records it without opening its overlay (issue 12),
 * by the overlay's rules and with its messages; green sets its reminder. Only this part re-renders
 * as the focus moves, and only once the move has painted: a key's frame draws the focus alone.
 */
export function TvHomeRecordKey({ sink, active }: { sink: FocusedShowSink; active: boolean }) {
  const [show, setShow] = useState<Show | null>(null);
  const focused = useRef<Show | null>(null);
  const drawn = useRef<Show | null>(null);
  useLayoutEffect(() => {
    drawn.current = show;
  });
  useLayoutEffect(() => {
    let cancel = () => {};
    sink.current = (next) => {
      const same = next?.id === focused.current?.id;
      focused.current = next;
      cancel();
      // The same card focused again (the focus given back) keeps its part and what it said.
      if (same) return void setShow(next);
      // The newly focused show's flags and keys come after the focus move has painted (they load anyway).
      cancel = afterNextPaint(() => startTransition(() => setShow(next)));
    };
    return () => {
      cancel();
      sink.current = () => undefined;
    };
  }, [sink]);
  // Until the focused card's part is drawn, red and green are nobody's: never the card left's.
  useRemoteKeys(
    'overlay',
    (key) => (key.action === 'red' || key.action === 'green') && drawn.current?.id !== focused.current?.id,
    active,
  );
  // Under an open overlay the overlay's own red and hint apply.
  return show && active ? <FocusedShow show={show} /> : null;
}
