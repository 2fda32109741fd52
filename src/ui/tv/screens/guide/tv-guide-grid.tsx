import { css } from '@linaria/core';
import { forwardRef, type FocusEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { cellBox, ticksIn, xOf } from '../../../../application/guide-geometry';
import { guideCell } from '../../../../application/guide.model';
import { gapAround, type TvGuideFocus } from '../../../../application/tv-guide-navigation';
import type { Channel } from '../../../../domain/channel';
import type { TimeWindow } from '../../../../domain/guide';
import type { Profile } from '../../../../domain/profile';
import type { Show } from '../../../../domain/show';
import type { ShowExtras } from '../../../../domain/show-extras';
import type { Temporal } from '../../../../domain/time';
import { useFirstPaintMark } from '../../../shared/hooks/use-first-paint-mark';
import { TvGuideCell } from './tv-guide-cell';
import {
  TV_GUIDE_CHANNEL_WIDTH, TV_GUIDE_HEADER_HEIGHT, TV_GUIDE_PX_PER_MS, TV_GUIDE_ROW_HEIGHT, TV_GUIDE_ROWS, TV_GUIDE_TIME_WIDTH,
} from './tv-guide-layout';

const BODY_HEIGHT = TV_GUIDE_ROWS * TV_GUIDE_ROW_HEIGHT;
/** A cell narrower than this shows its title only. */
const TIMES_MIN_WIDTH = 200;

const grid = css`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  width: ${TV_GUIDE_CHANNEL_WIDTH + TV_GUIDE_TIME_WIDTH}px;
`;
const clip = css`
  position: relative;
  overflow: hidden;
`;
const tick = css`
  position: absolute;
  top: 0;
  padding: 6px 10px;
  border-left: 2px solid var(--color-surface-raised);
  font-size: 24px;
  color: var(--color-text-muted);
  white-space: nowrap;
`;
const dayLabel = css`
  box-sizing: border-box;
  padding: 6px 16px;
  font-size: 24px;
  font-weight: 700;
  color: var(--color-accent);
  white-space: nowrap;
`;
const track = css`
  position: absolute;
  top: 0;
  left: 0;
`;
const channelLabel = css`
  position: absolute;
  left: 0;
  box-sizing: border-box;
  width: ${TV_GUIDE_CHANNEL_WIDTH}px;
  display: flex;
  align-items: center;
  padding: 0 16px;
  border-bottom: 2px solid var(--color-bg);
  background: var(--color-surface);
  font-size: 24px;
  white-space: nowrap;
  overflow: hidden;
  &[data-focused] {
    background: var(--color-surface-raised);
    color: var(--color-accent);
    font-weight: 700;
  }
  span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  img {
    width: 48px;
    height: 48px;
    margin-right: 12px;
    object-fit: contain;
    flex: none;
  }
`;
const number = css`
  flex: none;
  min-width: 44px;
  margin-right: 8px;
  color: var(--color-text-muted);
`;
const row = css`
  position: absolute;
  left: 0;
  height: ${TV_GUIDE_ROW_HEIGHT}px;
`;
const nowLine = css`
  position: absolute;
  top: 0;
  width: 3px;
  margin-left: -1px;
  background: var(--color-accent);
  z-index: 2;
  pointer-events: none;
`;

/** A channel row the grid shows: its index in the lineup and its loaded shows in the window. */
export interface TvGuideRow {
  readonly channel: Channel;
  readonly index: number;
  readonly shows: readonly Show[];
}

export interface TvGuideGridProps {
  readonly rows: readonly TvGuideRow[];
  readonly focus: TvGuideFocus;
  readonly window: TimeWindow;
  readonly bounds: TimeWindow;
  readonly now: Temporal.Instant;
  readonly zone: string;
  readonly profile: Profile | null;
  readonly extras: ShowExtras;
  readonly day: string;
  readonly formatTime: (at: Temporal.Instant) => string;
  readonly onFocus: FocusEventHandler<HTMLDivElement>;
}

/**
 * The TV grid: only the rows and shows of the window are in the page (both axes virtualised).
 * Cells sit at their place on the whole guide's time axis and lineup; the window moves the
 * tracks under a fixed frame, so moving it re-renders the cells that enter or leave only.
 */
export const TvGuideGrid = forwardRef<HTMLDivElement, TvGuideGridProps>(function TvGuideGrid(props, ref) {
  const { t } = useTranslation();
  const { rows, focus, window, bounds, now, formatTime } = props;
  const shiftX = xOf(window.start, bounds.start, TV_GUIDE_PX_PER_MS);
  const shiftY = focus.firstRow * TV_GUIDE_ROW_HEIGHT;
  // Marks tv-guide:first-cells-commit and tv-guide:first-cells-paint (for a benchmark without a fake clock).
  useFirstPaintMark('tv-guide', rows.some((entry) => entry.shows.length > 0));
  const nowInView = now.epochMilliseconds >= window.start.epochMilliseconds && now.epochMilliseconds < window.stop.epochMilliseconds;

  return (
    <div ref={ref} className={grid} role="region" aria-label={t('guide_grid_label')} tabIndex={-1} onFocus={props.onFocus}>
      <div className={dayLabel} style={{ width: TV_GUIDE_CHANNEL_WIDTH, height: TV_GUIDE_HEADER_HEIGHT }}>{props.day}</div>
      <div className={clip} style={{ width: TV_GUIDE_TIME_WIDTH, height: TV_GUIDE_HEADER_HEIGHT }} aria-hidden="true">
        {ticksIn(window).map((at) => (
          <span key={at.epochMilliseconds} className={tick} style={{ left: xOf(at, window.start, TV_GUIDE_PX_PER_MS) }}>{formatTime(at)}</span>
        ))}
      </div>
      <div className={clip} style={{ width: TV_GUIDE_CHANNEL_WIDTH, height: BODY_HEIGHT }}>
        <div className={track} style={{ transform: `translateY(${-shiftY}px)` }}>
          {rows.map(({ channel, index }) => (
            <div key={channel.id} className={channelLabel} data-focused={index === focus.row ? '' : undefined}
              style={{ top: index * TV_GUIDE_ROW_HEIGHT, height: TV_GUIDE_ROW_HEIGHT }}>
              <span className={number}>{channel.number}</span>
              {channel.logo ? <img src={channel.logo} alt="" /> : null}
              <span>{channel.name}</span>
            </div>
          ))}
        </div>
      </div>
      <div className={clip} style={{ width: TV_GUIDE_TIME_WIDTH, height: BODY_HEIGHT }}>
        <div className={track} style={{ transform: `translate(${-shiftX}px, ${-shiftY}px)` }}>
          {rows.map(({ channel, index, shows }) => (
            <div key={channel.id} className={row} role="group" aria-label={channel.name} style={{ top: index * TV_GUIDE_ROW_HEIGHT }}>
              {shows.map((show) => {
                const box = cellBox(show, bounds, TV_GUIDE_PX_PER_MS);
                const cell = guideCell(show, channel, props.profile, props.extras, now, props.zone, false);
                const hidden = Math.max(0, Math.min(box.width, shiftX - box.left));
                const name = show.title.trim() === '' ? t('guide_empty_show') : show.title;
                const times = `${formatTime(show.startDate)} – ${formatTime(show.stopDate)}`;
                return (
                  <TvGuideCell key={show.id} cellKey={show.id} title={name} times={times} showTimes={box.width - hidden >= TIMES_MIN_WIDTH}
                    where={t(cell.recorded ? 'guide_show_where_recorded' : 'guide_show_where', { channel: channel.name })}
                    left={box.left} width={box.width} hidden={hidden} timing={cell.timing} recorded={cell.recorded}
                    focused={index === focus.row && show.id === focus.showId} />
                );
              })}
              {index === focus.row && focus.showId === null ? <GapCell shows={shows} focus={focus} window={window} bounds={bounds} channel={channel} /> : null}
            </div>
          ))}
          {nowInView ? <div className={nowLine} style={{ left: xOf(now, bounds.start, TV_GUIDE_PX_PER_MS), top: shiftY, height: BODY_HEIGHT }} /> : null}
        </div>
      </div>
    </div>
  );
});

/** The focus where no show is known (a gap, or a chunk still loading): a cell of its own. */
function GapCell({ shows, focus, window, bounds, channel }: { shows: readonly Show[]; focus: TvGuideFocus; window: TimeWindow; bounds: TimeWindow; channel: Channel }) {
  const { t } = useTranslation();
  const gap = gapAround(shows, focus.cursor, window);
  const box = cellBox({ startDate: gap.start, stopDate: gap.stop }, bounds, TV_GUIDE_PX_PER_MS);
  return (
    <TvGuideCell cellKey="gap" title={t('tv_guide_gap')} times={null} showTimes={false} where={t('guide_show_where', { channel: channel.name })}
      left={box.left} width={box.width} hidden={0} timing={null} recorded={false} focused />
  );
}
