import { css } from '@linaria/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { LineupEvent } from '../../../../application/account/lineup.machine';
import type { LineupModel } from '../../../../application/account/lineup.model';
import { useLineup } from '../../../shared/hooks/use-lineup';
import { errorText, errorTextKey } from '../../../shared/i18n/i18n';
import { LineupRow } from './lineup-row';
import { alertText, formButtonRow, formSecondaryButton, webForm } from '../../../shared/theme/form';
import { visuallyHidden } from '../../../shared/theme/visually-hidden';

const list = css`
  list-style: none;
  padding: 0;
  margin: 16px 0;
  max-width: 560px;
`;

/** /lineup: the subscriber's channel order, moved by drag and drop or by buttons, saved or reset. */
export function LineupScreen() {
  const { t } = useTranslation();
  const { model, loadError, send } = useLineup();
  return (
    <section aria-labelledby="lineup-heading">
      <h1 id="lineup-heading">{t('lineup_title')}</h1>
      <p>{t('lineup_intro')}</p>
      {model ? (
        <LineupEditor model={model} send={send} />
      ) : loadError ? (
        <p role="alert">{errorText(t, loadError)}</p>
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
    </section>
  );
}

function LineupEditor({ model, send }: { model: LineupModel; send: (event: LineupEvent) => void }) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = model.items.map((item) => item.channel.id);
  const nameOf = (id: string | number) =>
    model.items.find((item) => item.channel.id === id)?.channel.name ?? String(id);
  const at = (id: string | number) => ({ position: ids.indexOf(String(id)) + 1, total: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('lineup_picked', { name: nameOf(active.id), ...at(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('lineup_over', { name: nameOf(active.id), ...at(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('lineup_moved', { name: nameOf(active.id), ...at(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('lineup_cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      send(model.moveEvent(ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  // A button move re-orders the list: the focus stays on the channel's button (or its other one at an end).
  const [focus, setFocus] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);
  const [moved, setMoved] = useState('');
  const onMove = (event: LineupEvent, id: string, direction: 'up' | 'down') => {
    send(event);
    setFocus({ id, direction });
  };
  const lastFocus = useRef(focus);
  useEffect(() => {
    if (focus === null || focus === lastFocus.current) return;
    lastFocus.current = focus;
    const item = model.items.find((candidate) => candidate.channel.id === focus.id);
    if (!item) return;
    setMoved(t('lineup_moved', { name: item.channel.name, position: item.position + 1, total: model.items.length }));
    const other = focus.direction === 'up' ? 'down' : 'up';
    const stillThere = focus.direction === 'up' ? item.upEvent !== null : item.downEvent !== null;
    document.getElementById(`lineup-${focus.id}-${stillThere ? focus.direction : other}`)?.focus();
  }, [focus, model.items, t]);
  const status = model.saved ? t('lineup_saved') : model.dirty ? t('lineup_unsaved') : '';
  return (
    <>
      <div className={`${webForm} ${formButtonRow}`}>
        <button type="button" disabled={model.busy || !model.dirty} onClick={() => send(model.saveEvent)}>
          {t('lineup_save')}
        </button>
        <button
          type="button"
          className={formSecondaryButton}
          disabled={model.busy}
          onClick={() => send(model.resetEvent)}
        >
          {t('lineup_reset')}
        </button>
      </div>
      {model.error ? (
        <p role="alert" className={alertText}>
          {t(errorTextKey(model.error))}
        </p>
      ) : null}
      <p role="status" aria-busy={model.busy}>
        {status}
      </p>
      <p role="status" className={visuallyHidden}>
        {moved}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('lineup_instructions') } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className={list} aria-label={t('lineup_list')}>
            {model.items.map((item) => (
              <LineupRow key={item.channel.id} item={item} busy={model.busy} onMove={onMove} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}
