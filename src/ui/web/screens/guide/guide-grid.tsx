import { css } from '@linaria/core';
import { forwardRef, type UIEventHandler } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { guideCell, showsInWindow, type ChunkShows } from '../../../../application/guide/guide.model';
import type { Channel } from '../../../../domain/guide/channel';
import type { TimeWindow } from '../../../../domain/guide/guide';
import type { Profile } from '../../../../domain/session/profile';
import type { Show } from '../../../../domain/shows/show';
import type { ShowExtras } from '../../../../domain/shows/show-extras';
import type { Temporal } from '../../../../domain/time';
import { useFirstPaintMark } from '../../../shared/hooks/use-first-paint-mark';
import { GuideCell } from './guide-cell';
import { cellBox, ticksIn, xOf } from '../../../../application/guide/guide-geometry';
import {
  ACTION_MIN_WIDTH,
  CHANNEL_COLUMN_WIDTH,
  HEADER_HEIGHT,
  ROW_HEIGHT,
  renderedTime,
  visibleRows,
  visibleTime,
  type Viewport,
} from './guide-layout';

const scroller = css`
  position: relative;
  overflow: auto;
  height: max(360px, calc(100dvh - 180px));
  border-radius: 10px;
  background: var(--color-bg);
  outline-offset: -3px;
  overscroll-behavior: contain;
`;
const header = css`
  position: sticky;
  top: 0;
  z-index: 3;
  display: flex;
  background: var(--color-surface);
  border-bottom: 1px solid var(--color-surface-raised);
`;
const corner = css`
  position: sticky;
  left: 0;
  z-index: 1;
  flex: none;
  display: flex;
  align-items: center;
  padding: 0 12px;
  background: var(--color-surface);
  font-weight: 700;
  color: var(--color-accent);
`;
const relative = css`
  position: relative;
  flex: none;
`;
const tick = css`
  position: absolute;
  top: 0;
  bottom: 0;
  padding: 10px 6px;
  border-left: 1px solid var(--color-surface-raised);
  font-size: 0.8rem;
  color: var(--color-text-muted);
  white-space: nowrap;
`;
const body = css`
  display: flex;
`;
const column = css`
  position: sticky;
  left: 0;
  z-index: 2;
  flex: none;
  background: var(--color-surface);
  box-shadow: 2px 0 6px #0006;
`;
const channelLabel = css`
  position: absolute;
  left: 0;
  right: 0;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 12px;
  border-bottom: 1px solid var(--color-bg);
  font-size: 0.85rem;
  overflow: hidden;
  white-space: nowrap;
  img {
    width: 32px;
    height: 32px;
    object-fit: contain;
    flex: none;
  }
`;
const row = css`
  position: absolute;
  left: 0;
  right: 0;
  contain: strict;
`;
const nowLine = css`
  position: absolute;
  top: 0;
  bottom: 0;
  width: 2px;
  margin-left: -1px;
  background: var(--color-accent);
  z-index: 1;
  pointer-events: none;
`;

export interface GuideGridProps {
  readonly channels: readonly Channel[];
  readonly chunks: readonly (ChunkShows | undefined)[];
  readonly bounds: TimeWindow;
  readonly now: Temporal.Instant;
  /** The user's time zone, for the show flags' calendar days. */
  readonly zone: string;
  readonly pxPerMs: number;
  readonly viewport: Viewport;
  readonly profile: Profile | null;
  /** The user's recordings, archives and bookmarks, for the show flags. */
  readonly extras: ShowExtras;
  readonly recordBusy: boolean;
  readonly formatTime: (at: Temporal.Instant) => string;
  readonly clock: string;
  readonly onScroll: UIEventHandler<HTMLDivElement>;
  readonly onRecord: (show: Show) => void;
}

/**
 * The programme grid: one scroll container, sticky time header and channel column, and only
 * the rows and shows near the scroll position in the DOM (both axes virtualised).
 */
export const GuideGrid = forwardRef<HTMLDivElement, GuideGridProps>(function GuideGrid(props, ref) {
  const { t } = useTranslation();
  const { channels, chunks, bounds, now, pxPerMs, viewport, formatTime } = props;
  const timeWidth = xOf(bounds.stop, bounds.start, pxPerMs);
  const bodyHeight = channels.length * ROW_HEIGHT;
  const rows = visibleRows(viewport, channels.length);
  const window = renderedTime(visibleTime(viewport, bounds.start, pxPerMs));
  const rendered = channels
    .slice(rows.first, rows.last)
    .map((channel, i) => ({ channel, index: rows.first + i, shows: showsInWindow(chunks, channel.id, window) }));
  const cellCount = rendered.reduce((sum, entry) => sum + entry.shows.length, 0);
  // Marks guide:first-cells-commit and guide:first-cells-paint for bench:guide.
  useFirstPaintMark('guide', cellCount > 0);

  return (
    <div
      ref={ref}
      className={scroller}
      role="region"
      aria-label={t('guide_grid_label')}
      tabIndex={0}
      onScroll={props.onScroll}
    >
      <div style={{ width: CHANNEL_COLUMN_WIDTH + timeWidth, height: HEADER_HEIGHT + bodyHeight }}>
        <div className={header} style={{ height: HEADER_HEIGHT, width: CHANNEL_COLUMN_WIDTH + timeWidth }}>
          <div className={corner} style={{ width: CHANNEL_COLUMN_WIDTH }}>
            {props.clock}
          </div>
          <div className={relative} style={{ width: timeWidth }} aria-hidden="true">
            {ticksIn(window).map((at) => (
              <span key={at.epochMilliseconds} className={tick} style={{ left: xOf(at, bounds.start, pxPerMs) }}>
                {formatTime(at)}
              </span>
            ))}
            <div className={nowLine} style={{ left: xOf(now, bounds.start, pxPerMs) }} />
          </div>
        </div>
        <div className={body} style={{ height: bodyHeight }}>
          <div className={column} style={{ width: CHANNEL_COLUMN_WIDTH, height: bodyHeight }}>
            {rendered.map(({ channel, index }) => (
              <div key={channel.id} className={channelLabel} style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT }}>
                {channel.logo ? <img src={channel.logo} alt="" /> : null}
                <span>{channel.name}</span>
              </div>
            ))}
          </div>
          <div className={relative} style={{ width: timeWidth, height: bodyHeight }}>
            {rendered.map(({ channel, index, shows }) => (
              <div
                key={channel.id}
                className={row}
                role="group"
                aria-label={channel.name}
                style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT }}
              >
                {shows.map((show) => {
                  const box = cellBox(show, bounds, pxPerMs);
                  const cell = guideCell(
                    show,
                    channel,
                    props.profile,
                    props.extras,
                    now,
                    props.zone,
                    box.width >= ACTION_MIN_WIDTH,
                  );
                  return (
                    <GuideCell
                      key={show.id}
                      show={show}
                      channel={channel}
                      left={box.left}
                      width={box.width}
                      timing={cell.timing}
                      action={cell.action}
                      recorded={cell.recorded}
                      start={formatTime(show.startDate)}
                      stop={formatTime(show.stopDate)}
                      busy={props.recordBusy}
                      onRecord={props.onRecord}
                    />
                  );
                })}
              </div>
            ))}
            <div className={nowLine} style={{ left: xOf(now, bounds.start, pxPerMs) }} data-testid="guide-now-line" />
          </div>
        </div>
      </div>
    </div>
  );
});
