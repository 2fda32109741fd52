import { css } from '@linaria/core';
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cellBox } from '../../../../application/guide/guide-geometry';
import type { GuideCellModel } from '../../../../application/guide/guide.model';
import { gapAround, type TvGuideFocus } from '../../../../application/guide/tv-guide-navigation';
import type { Channel } from '../../../../domain/guide/channel';
import type { TimeWindow } from '../../../../domain/guide/guide';
import type { Show } from '../../../../domain/shows/show';
import { TvGuideCell } from './tv-guide-cell';
import { hiddenBefore, shiftTransform } from './tv-guide-shift';
import { TV_GUIDE_CHANNEL_WIDTH, TV_GUIDE_ROW_HEIGHT } from './tv-guide-layout';
import { TV_GUIDE_PX_PER_MS } from './tv-guide-window';

/** A cell narrower than this shows its title only. */
const TIMES_MIN_WIDTH = 200;

export const track = css`
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
/** A channel row the grid shows: its index in the lineup and its loaded shows in the window. */
export interface TvGuideRow {
  readonly channel: Channel;
  readonly index: number;
  readonly shows: readonly Show[];
}

/** What a cell shows that depends on its show only (not on where the window stands): worked out once per show. */
export interface CellText {
  readonly left: number;
  readonly width: number;
  readonly name: string;
  readonly times: string;
  readonly where: string;
  readonly timing: GuideCellModel['timing'];
  readonly recorded: boolean;
}
export type CellTexts = (show: Show, channel: Channel) => CellText;

interface GuideRowProps {
  readonly channel: Channel;
  readonly index: number;
  readonly shows: readonly Show[];
  /** The focused show of this row (null: none of its shows); undefined when the focus is on another row. */
  readonly focusedShowId: string | null | undefined;
  readonly shiftX: number;
  readonly texts: CellTexts;
  /** Only for the focused row when the focus stands in a gap (null for every other row: they keep). */
  readonly gap: { readonly focus: TvGuideFocus; readonly window: TimeWindow } | null;
  readonly bounds: TimeWindow;
}

/**
 * One channel's shows in the window. Memoised: a key press re-renders the rows whose focus
 * changed (one or two), all of them only when the window moves.
 */
export const GuideRow = memo(function GuideRow({
  channel,
  index,
  shows,
  focusedShowId,
  shiftX,
  texts,
  gap,
  bounds,
}: GuideRowProps) {
  return (
    <div
      className={row}
      role="group"
      aria-label={channel.name}
      data-row={index}
      style={{ top: index * TV_GUIDE_ROW_HEIGHT }}
    >
      {shows.map((show) => {
        const text = texts(show, channel);
        const hidden = hiddenBefore(text.left, text.width, shiftX);
        return (
          <TvGuideCell
            key={show.id}
            cellKey={show.id}
            title={text.name}
            times={text.times}
            showTimes={text.width - hidden >= TIMES_MIN_WIDTH}
            where={text.where}
            left={text.left}
            width={text.width}
            hidden={hidden}
            timing={text.timing}
            recorded={text.recorded}
            focused={focusedShowId === show.id}
          />
        );
      })}
      {gap ? <GapCell shows={shows} focus={gap.focus} window={gap.window} bounds={bounds} channel={channel} /> : null}
    </div>
  );
});

/** The channels' column (number, logo, name), the focused one marked; memoised like the rows. */
export const ChannelLabels = memo(function ChannelLabels({
  rows,
  focusedRow,
  shiftY,
}: {
  rows: readonly TvGuideRow[];
  focusedRow: number;
  shiftY: number;
}) {
  return (
    <div className={track} data-guide-shift="y" style={{ transform: shiftTransform('y', 0, shiftY) }}>
      {rows.map(({ channel, index }) => (
        <div
          key={channel.id}
          className={channelLabel}
          data-label-row={index}
          data-focused={index === focusedRow ? '' : undefined}
          style={{ top: index * TV_GUIDE_ROW_HEIGHT, height: TV_GUIDE_ROW_HEIGHT }}
        >
          <span className={number}>{channel.number}</span>
          {channel.logo ? <img src={channel.logo} alt="" /> : null}
          <span>{channel.name}</span>
        </div>
      ))}
    </div>
  );
});

/** The focus where no show is known (a gap, or a chunk still loading): a cell of its own. */
function GapCell({
  shows,
  focus,
  window,
  bounds,
  channel,
}: {
  shows: readonly Show[];
  focus: TvGuideFocus;
  window: TimeWindow;
  bounds: TimeWindow;
  channel: Channel;
}) {
  const { t } = useTranslation();
  const gap = gapAround(shows, focus.cursor, window);
  const box = cellBox({ startDate: gap.start, stopDate: gap.stop }, bounds, TV_GUIDE_PX_PER_MS);
  return (
    <TvGuideCell
      cellKey="gap"
      title={t('tv_guide_gap')}
      times={null}
      showTimes={false}
      where={t('guide_show_where', { channel: channel.name })}
      left={box.left}
      width={box.width}
      hidden={0}
      timing={null}
      recorded={false}
      focused
    />
  );
}
