import { css } from '@linaria/core';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useRemoteKeys, type KeyLayer } from '../keys/key-layers';
import {
  backspaceDeletes,
  hardwareKeyOf,
  KEYBOARD_COLUMNS,
  KEYBOARD_LAYOUTS,
  keyAt,
  leadsBeside,
  moveOnKeyboard,
  typeKey,
  type KeyboardKey,
  type KeyboardMode,
  type KeyPosition,
} from './keyboard-layout';

const KEY_WIDTH_PX = 84;
const KEY_GAP_PX = 10;

const grid = css`
  display: grid;
  grid-auto-rows: 72px;
  grid-gap: ${KEY_GAP_PX}px;
`;
const keyStyle = css`
  font: inherit;
  font-size: 2rem;
  padding: 0;
  border: 0;
  border-radius: 10px;
  background: var(--color-surface-raised);
  color: var(--color-text);
  outline: none;
  transform: scale(1);
  &[data-wide] {
    font-size: 1.2rem;
  }
  &:focus {
    background: var(--color-accent);
    color: var(--color-on-accent);
    outline: 4px solid var(--color-text);
    outline-offset: 3px;
    transform: scale(1.06);
  }
`;

/** The columns come from the layout (a style attribute: the CSS is extracted before the layout module is read). */
const columns = { gridTemplateColumns: `repeat(${KEYBOARD_COLUMNS}, ${KEY_WIDTH_PX}px)` };

/** What the keyboard lets its screen do: give the focus back to the keyboard. */
export interface TvKeyboardHandle {
  /** Focuses the key last pressed, else the key focused last. */
  focusLastUsed(): void;
}

interface TvKeyboardProps {
  readonly value: string;
  readonly onChange: (next: string) => void;
  /** Whether it hears the remote (false under an overlay). */
  readonly active: boolean;
  readonly autoFocus?: boolean;
  /** The key focused first (and the key last used until another is pressed): the one a screen remembered. */
  readonly initialPosition?: KeyPosition;
  /** Each key that gets the focus (for the screen's focus memory). */
  readonly onFocusKey?: (at: KeyPosition) => void;
  /** Right on the last column of a letter row: the screen may take the focus beside the keyboard (true), else the focus wraps around. */
  readonly onRightEdge?: () => boolean;
  /** The key layer it hears the remote in: a screen's keyboard by default; one in an overlay hears before the overlay's Back. */
  readonly layer?: KeyLayer;
  readonly ref?: Ref<TvKeyboardHandle>;
}

const isBackspace = (event: KeyboardEvent) => event.key === 'Backspace' || event.keyCode === 8;

/**
 * The TV's on-screen keyboard (layout: ./keyboard-layout.ts): real buttons, one of them in the
 * tab order, walked with the arrows (round every edge) and pressed with Enter; the remote's digits
 * and a hardware keyboard's characters type too, and Backspace deletes while there is text (on an
 * empty text it is Back). It never opens the TV's own keyboard: there is no text field.
 */
export function TvKeyboard({
  value,
  onChange,
  active,
  autoFocus,
  initialPosition,
  onFocusKey,
  onRightEdge,
  layer = 'screen',
  ref,
}: TvKeyboardProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<KeyboardMode>('letters');
  const [at, setAt] = useState<KeyPosition>(() => initialPosition ?? { row: 0, column: 0 });
  const container = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // Kept in step with each key at once: keys come faster than renders on a busy TV.
  const current = useRef({ at, mode, text: value });
  const used = useRef<KeyPosition | null>(initialPosition ?? null);
  useLayoutEffect(() => {
    current.current.text = value;
  }, [value]);

  const moveTo = (to: KeyPosition) => {
    current.current.at = to;
    setAt(to);
    buttons.current[to.row * KEYBOARD_COLUMNS + to.column]?.focus();
  };
  const type = (key: KeyboardKey) => {
    const next = typeKey(current.current.text, key);
    if (next === current.current.text) return;
    current.current.text = next;
    onChange(next);
  };
  const press = (position: KeyPosition) => {
    used.current = position;
    const key = keyAt(current.current.mode, position);
    if (key.kind === 'accents') {
      current.current.mode = current.current.mode === 'letters' ? 'accents' : 'letters';
      setMode(current.current.mode);
    } else type(key);
  };
  const inside = () => container.current?.contains(document.activeElement) === true;

  useImperativeHandle(ref, () => ({ focusLastUsed: () => moveTo(used.current ?? current.current.at) }));
  useEffect(() => {
    if (autoFocus) moveTo(current.current.at);
  }, [autoFocus]);

  useRemoteKeys(
    layer,
    (key, event) => {
      if (!inside()) return false;
      switch (key.action) {
        case 'up':
        case 'down':
        case 'left':
        case 'right':
          if (leadsBeside(current.current.at, key.action) && onRightEdge?.()) return true;
          moveTo(moveOnKeyboard(current.current.mode, current.current.at, key.action));
          return true;
        case 'enter':
          press(current.current.at);
          return true;
        case 'digit':
          type({ kind: 'char', char: String(key.digit) });
          return true;
        case 'back':
          if (!isBackspace(event) || !backspaceDeletes(current.current.text)) return false;
          type({ kind: 'delete' });
          return true;
        default:
          return false;
      }
    },
    active,
  );

  // A hardware keyboard's characters (the key map leaves them alone): typed while a key has the focus.
  useEffect(() => {
    if (!active) return;
    const listen = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || !inside()) return;
      const key = hardwareKeyOf(event.key);
      if (key === null) return;
      event.preventDefault();
      type(key);
    };
    window.addEventListener('keydown', listen);
    return () => window.removeEventListener('keydown', listen);
  });

  const nameOf = (key: KeyboardKey): { text: string; label?: string } => {
    switch (key.kind) {
      case 'char':
        return { text: key.char };
      case 'space':
        return { text: t('tv_keyboard_space') };
      case 'delete':
        return { text: t('tv_keyboard_delete_short'), label: t('tv_keyboard_delete') };
      case 'clear':
        return { text: t('tv_keyboard_clear_short'), label: t('tv_keyboard_clear') };
      case 'accents':
        return mode === 'letters'
          ? { text: 'àé', label: t('tv_keyboard_accents') }
          : { text: 'abc', label: t('tv_keyboard_plain') };
    }
  };

  return (
    <div ref={container} role="group" aria-label={t('tv_keyboard_label')} className={grid} style={columns}>
      {KEYBOARD_LAYOUTS[mode].flatMap((row, r) =>
        row.map((key, column) => {
          const position = { row: r, column };
          const name = nameOf(key);
          return (
            <button
              key={`${r}-${column}`}
              ref={(element) => void (buttons.current[r * KEYBOARD_COLUMNS + column] = element)}
              type="button"
              className={keyStyle}
              data-wide={key.kind === 'char' ? undefined : ''}
              aria-label={name.label}
              tabIndex={at.row === r && at.column === column ? 0 : -1}
              onFocus={() => {
                current.current.at = position;
                setAt(position);
                onFocusKey?.(position);
              }}
              onClick={() => press(position)}
            >
              {name.text}
            </button>
          );
        }),
      )}
    </div>
  );
}
