import { css } from '@linaria/core';
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { livePlayPath, liveReplayPath } from '../../../../application/navigation/route-catalogue';
import type { Channel } from '../../../../domain/guide/channel';
import type { ShowTiming, Show } from '../../../../domain/shows/show';
import { spokenOnly } from '../../../shared/theme/visually-hidden';
import type { CellAction } from '../../../../domain/shows/show-actions';

const cell = css`
  position: absolute;
  top: 4px;
  bottom: 4px;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 2px;
  padding: 4px 10px;
  overflow: hidden;
  border-radius: 6px;
  border-left: 1px solid var(--color-bg);
  background: var(--color-surface-raised);
  color: var(--color-text);
  text-decoration: none;
  white-space: nowrap;
  &[data-timing='ended'] {
    background: var(--color-surface);
    color: var(--color-text-muted);
  }
  &[data-timing='current'] {
    box-shadow: inset 0 -3px 0 var(--color-accent);
  }
  &:hover {
    outline: 2px solid var(--color-accent);
    outline-offset: -2px;
  }
  /* Its own ring: the current show's bar is a box shadow too, which would hide the global one. */
  &:focus-visible {
    z-index: 1;
    outline: 3px solid var(--color-text);
    outline-offset: -3px;
  }
`;
const title = css`
  overflow: hidden;
  text-overflow: ellipsis;
  font-weight: 600;
  font-size: 0.9rem;
`;
const time = css`
  font-size: 0.75rem;
  color: var(--color-text-muted);
`;
const actionButton = css`
  position: absolute;
  top: 50%;
  width: 32px;
  height: 32px;
  margin-top: -16px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: 50%;
  background: var(--color-accent);
  color: var(--color-on-accent);
  font: inherit;
  font-size: 0.8rem;
  text-decoration: none;
  cursor: pointer;
  z-index: 1;
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;
const recordedMark = css`
  box-sizing: border-box;
  border: 2px solid var(--color-error);
  background: transparent;
  color: var(--color-error);
  font-size: 1rem;
  cursor: default;
`;
const recordedDot = css`
  color: var(--color-error);
  margin-right: 4px;
`;

export interface GuideCellProps {
  readonly show: Show;
  readonly channel: Channel;
  readonly left: number;
  readonly width: number;
  readonly timing: ShowTiming;
  readonly action: CellAction;
  /** The show is among the user's recordings. */
  readonly recorded: boolean;
  readonly start: string;
  readonly stop: string;
  readonly busy: boolean;
  readonly onRecord: (show: Show) => void;
}

const ACTION_SIZE = 32;
const ACTION_MARGIN = 8;

/** One show of the grid: a link to its overlay (saying whether it is recorded), and its action when the cell is wide enough. */
export const GuideCell = memo(function GuideCell({
  show,
  channel,
  left,
  width,
  timing,
  action,
  recorded,
  start,
  stop,
  busy,
  onRecord,
}: GuideCellProps) {
  const { t } = useTranslation();
  const name = show.title.trim() === '' ? t('guide_empty_show') : show.title;
  const actionLeft = left + width - ACTION_SIZE - ACTION_MARGIN;
  const withAction = action !== null;
  return (
    <>
      <Link
        className={cell}
        to={`/guide/show/${encodeURIComponent(show.id)}`}
        data-timing={timing}
        style={{ left, width, paddingRight: withAction ? ACTION_SIZE + ACTION_MARGIN * 2 : undefined }}
      >
        <span className={title}>
          {recorded && action !== 'recorded' ? (
            <span className={recordedDot} aria-hidden="true">
              ●
            </span>
          ) : null}
          {name}
          <span className={spokenOnly}>, </span>
        </span>
        <span className={time}>
          {start} – {stop}
          <span className={spokenOnly}>
            {t(recorded ? 'guide_show_where_recorded' : 'guide_show_where', { channel: channel.name })}
          </span>
        </span>
      </Link>
      {action === 'watch' ? (
        <Link
          className={actionButton}
          to={livePlayPath(channel.id)}
          aria-label={t('guide_watch', { title: name })}
          style={{ left: actionLeft }}
        >
          ▶
        </Link>
      ) : null}
      {action === 'replay' ? (
        <Link
          className={actionButton}
          to={liveReplayPath(show.id)}
          aria-label={t('guide_replay', { title: name })}
          style={{ left: actionLeft }}
        >
          ↺
        </Link>
      ) : null}
      {action === 'record' ? (
        <button
          type="button"
          className={actionButton}
          disabled={busy}
          aria-label={t('guide_record', { title: name })}
          style={{ left: actionLeft }}
          onClick={() => onRecord(show)}
        >
          ●
        </button>
      ) : null}
      {action === 'recorded' ? (
        <span
          className={`${actionButton} ${recordedMark}`}
          role="img"
          aria-label={t('guide_recorded_mark', { title: name })}
          style={{ left: actionLeft }}
        >
          ●
        </span>
      ) : null}
    </>
  );
});
