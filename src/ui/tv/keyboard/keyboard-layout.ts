/**
 * The TV's on-screen keyboard, as data (issue 36): which key sits where, how the arrows move on
 * it and what a key does to the text. Pure, so that the search screen and later screens (a VOD
 * promo code, the account pages) share it, and its rules are tested without a DOM.
 *
 * Seven columns by six rows, and the arrows wrap around on every edge (the grid is a torus): any
 * key is at most 3 columns and 3 rows from any other, so every letter is at most six presses
 * away from wherever the focus is. The two last rows are the same in both modes (digits, space,
 * delete, clear and the accents key), so switching modes leaves the focus on the key pressed.
 *
 * With something beside it (the search results, a form's button), Right on the last column of a
 * letter row leaves the keyboard for it; the two shared rows still wrap round, and that one way
 * round is enough to keep every letter within six presses (were Right to leave from every row,
 * some letters would be seven or eight presses away).
 */
export type KeyboardKey =
  | { readonly kind: 'char'; readonly char: string }
  | { readonly kind: 'space' }
  | { readonly kind: 'delete' }
  | { readonly kind: 'clear' }
  | { readonly kind: 'accents' };

export type KeyboardMode = 'letters' | 'accents';

export interface KeyPosition {
  readonly row: number;
  readonly column: number;
}

export type KeyboardDirection = 'up' | 'down' | 'left' | 'right';

export const KEYBOARD_COLUMNS = 7;
/** The most presses of the arrows between any key and any letter (the rule the layout keeps). */
export const KEYBOARD_MAX_PRESSES = 6;

const chars = (text: string): KeyboardKey[] => Array.from(text, (char) => ({ kind: 'char', char }) as const);

const SHARED_ROWS: readonly (readonly KeyboardKey[])[] = [
  chars('1234567'),
  [...chars('890'), { kind: 'space' }, { kind: 'delete' }, { kind: 'clear' }, { kind: 'accents' }],
];

export const KEYBOARD_LAYOUTS: Readonly<Record<KeyboardMode, readonly (readonly KeyboardKey[])[]>> = {
  letters: [chars('abcdefg'), chars('hijklmn'), chars('opqrstu'), chars("vwxyz-'"), ...SHARED_ROWS],
  // French and German first: é è ê à ç ù ô î ï ü ö ä ß, then the accents of other names.
  accents: [chars('éèêëàâä'), chars('çùûüôöî'), chars('ïßœæñÿó'), chars('áíúòì.&'), ...SHARED_ROWS],
};

/** The key at `at` in `mode`. */
export function keyAt(mode: KeyboardMode, at: KeyPosition): KeyboardKey {
  const key = KEYBOARD_LAYOUTS[mode][at.row]?.[at.column];
  if (key === undefined) throw new Error(`no key at ${at.row},${at.column}`);
  return key;
}

/** Where an arrow leads from `at`: the next key that way, round to the other edge at an edge. */
export function moveOnKeyboard(mode: KeyboardMode, at: KeyPosition, direction: KeyboardDirection): KeyPosition {
  const rows = KEYBOARD_LAYOUTS[mode].length;
  const wrap = (value: number, size: number) => (value + size) % size;
  switch (direction) {
    case 'up':
      return { row: wrap(at.row - 1, rows), column: at.column };
    case 'down':
      return { row: wrap(at.row + 1, rows), column: at.column };
    case 'left':
      return { row: at.row, column: wrap(at.column - 1, KEYBOARD_COLUMNS) };
    case 'right':
      return { row: at.row, column: wrap(at.column + 1, KEYBOARD_COLUMNS) };
  }
}

/** The rows of the letters (above the two shared rows), the same number in both modes. */
const LETTER_ROWS = KEYBOARD_LAYOUTS.letters.length - SHARED_ROWS.length;

/** Whether this arrow may leave the keyboard for what is beside it (Right on the last column of a letter row) instead of wrapping round. */
export const leadsBeside = (at: KeyPosition, direction: KeyboardDirection): boolean =>
  direction === 'right' && at.column === KEYBOARD_COLUMNS - 1 && at.row < LETTER_ROWS;

/** The text after a key of the keyboard: a character or a space added, the last character deleted, or all cleared. */
export function typeKey(text: string, key: KeyboardKey): string {
  switch (key.kind) {
    case 'char':
      return text + key.char;
    case 'space':
      // A space leads nowhere at the start or after another space.
      return text === '' || text.endsWith(' ') ? text : `${text} `;
    case 'delete':
      return Array.from(text).slice(0, -1).join('');
    case 'clear':
      return '';
    case 'accents':
      return text;
  }
}

const TYPABLE = new Set(
  Object.values(KEYBOARD_LAYOUTS).flatMap((rows) =>
    rows.flatMap((row) => row.flatMap((key) => (key.kind === 'char' ? [key.char] : []))),
  ),
);

/** What a hardware keyboard's key (its `key` value) types on the keyboard: one of its characters or a space, else nothing. */
export function hardwareKeyOf(key: string): KeyboardKey | null {
  if (key === ' ') return { kind: 'space' };
  const char = key.toLowerCase();
  return key.length === 1 && TYPABLE.has(char) ? { kind: 'char', char } : null;
}

/**
 * Backspace deletes the last character while there is one; on an empty text it is Back (the
 * remotes that send Backspace for Back, Hisense VIDAA, still leave the screen once it is empty).
 */
export const backspaceDeletes = (text: string): boolean => text !== '';
