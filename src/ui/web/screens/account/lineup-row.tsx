import { css } from '@linaria/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { LineupItem } from '../../../../application/account/lineup.model';
import type { LineupEvent } from '../../../../application/account/lineup.machine';
import { squareControl } from '../../styles/controls';

const row = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 6px 10px;
  margin: 0 0 6px;
  border-radius: 8px;
  background: var(--color-surface-raised);
  &[data-dragging='true'] {
    outline: 2px solid var(--color-accent);
    position: relative;
    z-index: 1;
  }
  button {
    ${squareControl}
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.4;
    cursor: default;
  }
  button:focus-visible {
    outline: 2px solid var(--color-accent);
    outline-offset: 2px;
  }
`;
const handle = css`
  && {
    cursor: grab;
    touch-action: none;
  }
`;
const position = css`
  min-width: 2.5em;
  text-align: right;
  color: var(--color-text-muted);
`;
const name = css`
  flex: 1;
  font-weight: 600;
`;

/** One channel of the lineup: a drag handle (pointer or keyboard), its position, and the move up and down buttons. */
export function LineupRow({
  item,
  busy,
  onMove,
}: {
  item: LineupItem;
  busy: boolean;
  onMove: (event: LineupEvent, id: string, direction: 'up' | 'down') => void;
}) {
  const { t } = useTranslation();
  const { channel } = item;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: channel.id,
    disabled: busy,
  });
  return (
    <li
      ref={setNodeRef}
      className={row}
      data-dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={handle}
        {...attributes}
        {...listeners}
        aria-label={t('lineup_drag', { name: channel.name })}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className={position} aria-hidden="true">
        {item.position + 1}.
      </span>
      <span className={name}>{channel.name}</span>
      <button
        type="button"
        id={`lineup-${channel.id}-up`}
        disabled={busy || item.upEvent === null}
        aria-label={t('lineup_up', { name: channel.name })}
        onClick={() => item.upEvent && onMove(item.upEvent, channel.id, 'up')}
      >
        <span aria-hidden="true">▲</span>
      </button>
      <button
        type="button"
        id={`lineup-${channel.id}-down`}
        disabled={busy || item.downEvent === null}
        aria-label={t('lineup_down', { name: channel.name })}
        onClick={() => item.downEvent && onMove(item.downEvent, channel.id, 'down')}
      >
        <span aria-hidden="true">▼</span>
      </button>
    </li>
  );
}
