import { css } from '@linaria/core';
import { memo } from 'react';
import type { ShowTiming } from '../../../../domain/shows/show';
import { spokenOnly } from '../../../shared/theme/visually-hidden';

/** A cell's padding before its text (px), to which the part of it before the window's start adds. */
export const CELL_PADDING = 14;

const cell = css`
  position: absolute;
  top: 4px;
  bottom: 4px;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: 0 ${CELL_PADDING}px;
  overflow: hidden;
  border: 0;
  border-left: 2px solid var(--color-bg);
  border-radius: 8px;
  background: var(--color-surface-raised);
  color: var(--color-text);
  font: inherit;
  text-align: left;
  white-space: nowrap;
  &[data-timing='ended'] {
    background: var(--color-surface);
    color: var(--color-text-muted);
  }
  &[data-timing='current'] {
    box-shadow: inset 0 -4px 0 var(--color-accent);
  }
  &[data-gap] {
    background: transparent;
    border: 2px dashed var(--color-surface-raised);
    color: var(--color-text-muted);
  }
  &:focus {
    z-index: 1;
    outline: 4px solid var(--color-accent);
    outline-offset: -4px;
    background: var(--color-text);
    color: var(--color-bg);
  }
`;
const title = css`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  font-weight: 700;
  font-size: 26px;
  line-height: 32px;
`;
const time = css`
  display: block;
  font-size: 24px;
  line-height: 30px;
  opacity: 0.85;
`;
const recordedDot = css`
  margin-right: 8px;
  color: var(--color-error);
`;

export interface TvGuideCellProps {
  readonly cellKey: string;
  readonly title: string;
  /** The times ("20:00 – 21:00"), or null for a gap. */
  readonly times: string | null;
  /** Whether the cell is wide enough to show its times (else they are spoken only). */
  readonly showTimes: boolean;
  /** Words said after the visible text (", Channel", ", Channel, recorded"). */
  readonly where: string;
  readonly left: number;
  readonly width: number;
  /** How much of the cell lies before the window's start: its text starts after it. */
  readonly hidden: number;
  readonly timing: ShowTiming | null;
  readonly recorded: boolean;
  readonly focused: boolean;
}

/**
 * One show (or the gap the focus stands in) of the TV grid: a button with a roving tabindex,
 * the focused one being the only one the Tab order and the remote's focus reach. Its name is
 * its visible text with the times and channel completed for screen readers. Memoised: a key
 * press re-renders only the cells whose props change.
 */
export const TvGuideCell = memo(function TvGuideCell({
  cellKey,
  title: name,
  times,
  showTimes,
  where,
  left,
  width,
  hidden,
  timing,
  recorded,
  focused,
}: TvGuideCellProps) {
  const spokenTimes = times === null ? '' : `, ${times}`;
  return (
    <button
      type="button"
      className={cell}
      tabIndex={focused ? 0 : -1}
      data-cell={cellKey}
      data-timing={timing ?? undefined}
      data-gap={timing === null ? '' : undefined}
      style={{ left, width, paddingLeft: CELL_PADDING + hidden }}
    >
      <span className={title}>
        {recorded ? (
          <span className={recordedDot} aria-hidden="true">
            ●
          </span>
        ) : null}
        {name}
        <span className={spokenOnly}>{showTimes ? ', ' : `${spokenTimes}${where}`}</span>
      </span>
      {showTimes ? (
        <span className={time}>
          {times}
          <span className={spokenOnly}>{where}</span>
        </span>
      ) : null}
    </button>
  );
});
