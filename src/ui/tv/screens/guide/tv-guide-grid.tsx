import { css } from '@linaria/core';
import { memo, useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cellBox, ticksIn, xOf } from '../../../../application/guide/guide-geometry';
import { guideCell } from '../../../../application/guide/guide.model';
import type { TvGuideFocus } from '../../../../application/guide/tv-guide-navigation';
import type { TimeWindow } from '../../../../domain/guide/guide';
import type { Profile } from '../../../../domain/session/profile';
import type { Show } from '../../../../domain/shows/show';
import type { ShowExtras } from '../../../../domain/shows/show-extras';
import type { Temporal } from '../../../../domain/time';
import { useFirstPaintMark } from '../../../shared/hooks/use-first-paint-mark';
import { aroundWindow, gridShift, shiftTransform } from './tv-guide-shift';
import { ChannelLabels, GuideRow, track, type CellText, type CellTexts, type TvGuideRow } from './tv-guide-rows';
import {
  TV_GUIDE_CHANNEL_WIDTH,
  TV_GUIDE_HEADER_HEIGHT,
  TV_GUIDE_ROW_HEIGHT,
  TV_GUIDE_ROWS,
  TV_GUIDE_TIME_WIDTH,
} from './tv-guide-layout';
import { TV_GUIDE_PX_PER_MS } from './tv-guide-window';

const BODY_HEIGHT = TV_GUIDE_ROWS * TV_GUIDE_ROW_HEIGHT;

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
const nowLine = css`
  position: absolute;
  top: 0;
  width: 3px;
  margin-left: -1px;
  background: var(--color-accent);
  z-index: 2;
  pointer-events: none;
`;

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
}

/**
 * The TV grid: only the rows and shows of the window are in the page (both axes virtualised).
 * Cells sit at their place on the whole guide's time axis and lineup; the window moves the
 * tracks under a fixed frame, so moving it re-renders the cells that enter or leave only.
 */
export const TvGuideGrid = memo(function TvGuideGrid(props: TvGuideGridProps) {
  const { t } = useTranslation();
  const { rows, focus, window, bounds, now, formatTime, profile, extras, zone } = props;
  const { x: shiftX, y: shiftY } = gridShift(focus, bounds);
  // Marks tv-guide:first-cells-commit and tv-guide:first-cells-paint (for a benchmark without a fake clock).
  useFirstPaintMark(
    'tv-guide',
    rows.some((entry) => entry.shows.length > 0),
  );
  const nowInView =
    now.epochMilliseconds >= window.start.epochMilliseconds && now.epochMilliseconds < window.stop.epochMilliseconds;
  // Each show's box, words and flags, kept while what they depend on stays (key presses do not change it).
  const texts: CellTexts = useMemo(() => {
    const known = new WeakMap<Show, CellText>();
    return (show, channel) => {
      const kept = known.get(show);
      if (kept) return kept;
      const box = cellBox(show, bounds, TV_GUIDE_PX_PER_MS);
      const cell = guideCell(show, channel, profile, extras, now, zone, false);
      const text: CellText = {
        left: box.left,
        width: box.width,
        name: show.title.trim() === '' ? t('guide_empty_show') : show.title,
        times: `${formatTime(show.startDate)} – ${formatTime(show.stopDate)}`,
        where: t(cell.recorded ? 'guide_show_where_recorded' : 'guide_show_where', { channel: channel.name }),
        timing: cell.timing,
        recorded: cell.recorded,
      };
      known.set(show, text);
      return text;
    };
  }, [bounds, profile, extras, now, zone, formatTime, t]);

  return (
    <div className={grid} role="region" aria-label={t('guide_grid_label')}>
      <div className={dayLabel} style={{ width: TV_GUIDE_CHANNEL_WIDTH, height: TV_GUIDE_HEADER_HEIGHT }}>
        {props.day}
      </div>
      <div className={clip} style={{ width: TV_GUIDE_TIME_WIDTH, height: TV_GUIDE_HEADER_HEIGHT }} aria-hidden="true">
        <div className={track} data-guide-shift="x" style={{ transform: shiftTransform('x', shiftX, shiftY) }}>
          {ticksIn(aroundWindow(window)).map((at) => (
            <span
              key={at.epochMilliseconds}
              className={tick}
              style={{ left: xOf(at, bounds.start, TV_GUIDE_PX_PER_MS) }}
            >
              {formatTime(at)}
            </span>
          ))}
        </div>
      </div>
      <div className={clip} style={{ width: TV_GUIDE_CHANNEL_WIDTH, height: BODY_HEIGHT }}>
        <ChannelLabels rows={rows} focusedRow={focus.row} shiftY={shiftY} />
      </div>
      <div className={clip} style={{ width: TV_GUIDE_TIME_WIDTH, height: BODY_HEIGHT }}>
        <div className={track} data-guide-shift="xy" style={{ transform: shiftTransform('xy', shiftX, shiftY) }}>
          {rows.map(({ channel, index, shows }) => {
            const focused = index === focus.row;
            return (
              <GuideRow
                key={channel.id}
                channel={channel}
                index={index}
                shows={shows}
                focusedShowId={focused ? focus.showId : undefined}
                shiftX={shiftX}
                texts={texts}
                gap={focused && focus.showId === null ? { focus, window } : null}
                bounds={bounds}
              />
            );
          })}
          {nowInView && rows[0] ? (
            <div
              className={nowLine}
              style={{
                left: xOf(now, bounds.start, TV_GUIDE_PX_PER_MS),
                top: rows[0].index * TV_GUIDE_ROW_HEIGHT,
                height: rows.length * TV_GUIDE_ROW_HEIGHT,
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
});
