import type { FocusEvent, ReactNode } from 'react';
import { FocusableButton } from '../../focusable';
import { cardWindow } from '../live/card-window';
import { ROW_PITCH, rowButtons, rowList, rowText } from './tv-recordings-styles';

/** Rows rendered either side of the focused one: at most 25 rows of 4 buttons, far under the focus budget. */
const AROUND_ROWS = 12;

/** A button of a row: its focus key, its visible text, its full name (with the row's title) and what Enter does. */
export interface TvRowButton {
  readonly focusKey: string;
  readonly text: string;
  readonly label: string;
  readonly onPress: () => void;
}

/** One row: an id for the page (`data-row`), what it says, and its buttons left to right. */
export interface TvRow {
  readonly id: string;
  readonly content: ReactNode;
  readonly buttons: readonly TvRowButton[];
}

/** The focused row in the middle of the screen, with the rows around it in view. */
const keepInView = (event: FocusEvent<HTMLElement>) => event.target.scrollIntoView({ block: 'center' });

/**
 * A TV list of rows with their buttons (Up and Down between rows, Left and Right along one):
 * only the rows around the focused one are rendered, however long the list.
 */
export function TvRowList({
  label,
  rows,
  focusedIndex,
  autoFocusKey,
  onFocused,
}: {
  label: string;
  rows: readonly TvRow[];
  focusedIndex: number;
  /** The button that takes the focus once it is drawn (the one remembered, else the first), or none. */
  autoFocusKey: string | null;
  onFocused: (focusKey: string, index: number) => void;
}) {
  const shown = cardWindow(rows.length, 1, focusedIndex, AROUND_ROWS);
  return (
    <ul
      className={rowList}
      aria-label={label}
      onFocus={keepInView}
      style={{ paddingTop: shown.rowsBefore * ROW_PITCH, paddingBottom: shown.rowsAfter * ROW_PITCH }}
    >
      {rows.slice(shown.first, shown.end).map((row, offset) => {
        const index = shown.first + offset;
        return (
          <li key={row.id} data-row={row.id}>
            <div className={rowText}>{row.content}</div>
            <div className={rowButtons}>
              {row.buttons.map((button) => (
                <FocusableButton
                  key={button.focusKey}
                  focusKey={button.focusKey}
                  label={button.label}
                  autoFocus={button.focusKey === autoFocusKey}
                  onFocused={() => onFocused(button.focusKey, index)}
                  onPress={button.onPress}
                >
                  {button.text}
                </FocusableButton>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
