import { css } from '@linaria/core';
import { useState, type FocusEvent } from 'react';
import { useNavigate } from 'react-router';
import type { HomeItem } from '../../../../application/home/home-rows.model';
import { homeItemPath } from '../../../../application/navigation/home-links';
import { overlayNavigation } from '../details/tv-overlay-nav';
import { TvHomeCard } from '../home/tv-home-card';
import { TV_CARD_BOX, TV_CARD_SPACING } from '../home/tv-card-sizes';
import { cardWindow } from '../live/card-window';
import { useTvCardContext } from './use-tv-card-context';
import type { TvListScreen } from './use-tv-list-screen';

/** Show cards across 1920 px less the safe margins; rows drawn either side of the focused card's. */
export const SHOW_COLUMNS = 4;
const AROUND_ROWS = 3;
const BOX = TV_CARD_BOX.show;
const ROW_PITCH = BOX.height + TV_CARD_SPACING;

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;
/** The grid's sizes come from the cards' (inline: the styles are extracted at build time from this file alone). */
const gridSizes = {
  gridTemplateColumns: `repeat(${SHOW_COLUMNS}, ${BOX.width}px)`,
  gridGap: TV_CARD_SPACING,
  gridAutoRows: BOX.height,
};

/** The focused card in the middle of the screen, with the rows around it in view. */
const keepInView = (event: FocusEvent<HTMLElement>) => event.target.scrollIntoView({ block: 'center' });

/** The focus key of a grid's card. */
export const gridKey = (item: HomeItem) => `card-${item.key}`;

/**
 * Show cards of a TV list screen in a grid walked with the arrows: only the rows around the
 * focused card are drawn (the focus library's budget); Enter opens the card's overlay over
 * `screenPath`, and Back from it gives the focus back to the card.
 */
export function TvItemGrid({
  items,
  label,
  screenPath,
  screen,
}: {
  items: readonly HomeItem[];
  label: string;
  screenPath: string;
  screen: TvListScreen;
}) {
  const navigate = useNavigate();
  const context = useTvCardContext();
  const [focused, setFocused] = useState<number | null>(null);
  const restoredIndex = items.findIndex((item) => gridKey(item) === screen.restored);
  const shown = cardWindow(items.length, SHOW_COLUMNS, focused ?? Math.max(restoredIndex, 0), AROUND_ROWS);
  return (
    <ul
      className={grid}
      aria-label={label}
      onFocus={keepInView}
      style={{ ...gridSizes, paddingTop: shown.rowsBefore * ROW_PITCH, paddingBottom: shown.rowsAfter * ROW_PITCH }}
    >
      {items.slice(shown.first, shown.end).map((item, offset) => {
        const index = shown.first + offset;
        const key = gridKey(item);
        return (
          <li key={item.key}>
            <TvHomeCard
              item={item}
              context={context}
              focusKey={key}
              autoFocus={screen.takesFocus(key, index === 0)}
              onFocused={() => (screen.remember(key), setFocused(index))}
              onPress={() =>
                void navigate(homeItemPath(item, { variant: 'tv', screen: screenPath }), overlayNavigation)
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
