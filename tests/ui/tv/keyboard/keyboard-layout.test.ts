import { describe, expect, it } from 'vitest';
import {
  backspaceDeletes,
  hardwareKeyOf,
  KEYBOARD_COLUMNS,
  KEYBOARD_LAYOUTS,
  KEYBOARD_MAX_PRESSES,
  keyAt,
  leadsBeside,
  moveOnKeyboard,
  typeKey,
  type KeyboardDirection,
  type KeyboardMode,
  type KeyPosition,
} from '../../../../src/ui/tv/keyboard/keyboard-layout';

const MODES: KeyboardMode[] = ['letters', 'accents'];
const DIRECTIONS: KeyboardDirection[] = ['up', 'down', 'left', 'right'];
const positions = (mode: KeyboardMode): KeyPosition[] =>
  KEYBOARD_LAYOUTS[mode].flatMap((row, r) => row.map((_key, column) => ({ row: r, column })));

/** What the focus can reach: a key, or what is beside the keyboard (the search results, a form's button). */
const BESIDE = 'beside';
type Place = KeyPosition | typeof BESIDE;
const id = (at: Place) => (at === BESIDE ? BESIDE : `${at.row},${at.column}`);

/**
 * Where an arrow leads from `at`, as the keyboard moves: with something beside it (`beside`), the
 * arrows that lead there leave the keyboard. What is beside counts as a dead end: Left or Back from
 * it returns to the key last pressed, which may be anywhere, so the walk may not count on it.
 */
function step(mode: KeyboardMode, at: Place, direction: KeyboardDirection, beside: boolean): Place | null {
  if (at === BESIDE) return null;
  return beside && leadsBeside(at, direction) ? BESIDE : moveOnKeyboard(mode, at, direction);
}

/** The fewest arrow presses from `from` to every place, walking the keyboard's own moves (breadth first). */
function pressesFrom(mode: KeyboardMode, from: KeyPosition, beside: boolean): Map<string, number> {
  const seen = new Map([[id(from), 0]]);
  let frontier: Place[] = [from];
  for (let presses = 1; frontier.length > 0; presses += 1) {
    const next: Place[] = [];
    for (const at of frontier)
      for (const direction of DIRECTIONS) {
        const to = step(mode, at, direction, beside);
        if (to === null || seen.has(id(to))) continue;
        seen.set(id(to), presses);
        next.push(to);
      }
    frontier = next;
  }
  return seen;
}

const STATES = MODES.flatMap((mode) => [
  { mode, beside: false, state: 'nothing beside the keyboard' },
  { mode, beside: true, state: 'results shown beside the keyboard' },
]);

describe('the TV keyboard layout', () => {
  it.each(MODES)('should have full rows of %s keys', (mode) => {
    for (const row of KEYBOARD_LAYOUTS[mode]) expect(row).toHaveLength(KEYBOARD_COLUMNS);
  });

  it('should offer every letter a to z and every digit, and the accented letters of French and German', () => {
    const typed = (mode: KeyboardMode) =>
      KEYBOARD_LAYOUTS[mode].flat().flatMap((key) => (key.kind === 'char' ? [key.char] : []));
    expect(typed('letters')).toEqual(expect.arrayContaining([...'abcdefghijklmnopqrstuvwxyz0123456789']));
    expect(typed('accents')).toEqual(expect.arrayContaining([...'éèêàçùôîïüöäß']));
  });

  it.each(STATES)(
    'should put every letter at most six presses away from any key ($mode, $state)',
    ({ mode, beside }) => {
      const letters = positions(mode).filter((at) => keyAt(mode, at).kind === 'char');
      let most = 0;
      for (const from of positions(mode)) {
        const presses = pressesFrom(mode, from, beside);
        for (const letter of letters) most = Math.max(most, presses.get(id(letter)) ?? Infinity);
      }
      expect(KEYBOARD_MAX_PRESSES).toBe(6);
      expect(most).toBeLessThanOrEqual(KEYBOARD_MAX_PRESSES);
    },
  );

  it.each(MODES)('should let the results beside the keyboard be reached from any key (%s)', (mode) => {
    for (const from of positions(mode))
      expect(pressesFrom(mode, from, true).get(BESIDE)).toBeLessThanOrEqual(KEYBOARD_MAX_PRESSES);
  });

  it('should leave for what is beside only with Right on the last column of a letter row, the digits and controls rows wrapping round', () => {
    const leaving = positions('letters').filter((at) => DIRECTIONS.some((direction) => leadsBeside(at, direction)));
    expect(leaving).toEqual([0, 1, 2, 3].map((row) => ({ row, column: KEYBOARD_COLUMNS - 1 })));
    expect(leaving.every((at) => leadsBeside(at, 'right'))).toBe(true);
  });

  it('should keep the digits, space, delete, clear and accents keys in the same places in both modes', () => {
    for (const at of positions('letters').slice(-2 * KEYBOARD_COLUMNS))
      expect(keyAt('accents', at)).toEqual(keyAt('letters', at));
  });

  describe('when an arrow is pressed at an edge', () => {
    it.each([
      ['left from the first column to the last', { row: 2, column: 0 }, 'left', { row: 2, column: 6 }],
      ['right from the last column to the first', { row: 2, column: 6 }, 'right', { row: 2, column: 0 }],
      ['up from the first row to the last', { row: 0, column: 3 }, 'up', { row: 5, column: 3 }],
      ['down from the last row to the first', { row: 5, column: 3 }, 'down', { row: 0, column: 3 }],
    ] as const)('should wrap around %s', (_name, from, direction, to) => {
      expect(moveOnKeyboard('letters', from, direction)).toEqual(to);
    });
  });

  describe('when a key is pressed', () => {
    it.each([
      ['a letter adds it', 'ab', { kind: 'char', char: 'c' }, 'abc'],
      ['space adds one space', 'ab', { kind: 'space' }, 'ab '],
      ['space adds nothing at the start', '', { kind: 'space' }, ''],
      ['space adds nothing after a space', 'ab ', { kind: 'space' }, 'ab '],
      ['delete removes the last character', 'café', { kind: 'delete' }, 'caf'],
      ['delete on nothing leaves nothing', '', { kind: 'delete' }, ''],
      ['clear removes everything', 'journal', { kind: 'clear' }, ''],
      ['the accents key leaves the text', 'ab', { kind: 'accents' }, 'ab'],
    ] as const)('should type so that %s', (_name, before, key, after) => {
      expect(typeKey(before, key)).toBe(after);
    });
  });

  describe('when a hardware keyboard is used', () => {
    it.each([
      ['a letter', 'J', { kind: 'char', char: 'j' }],
      ['an accented letter', 'é', { kind: 'char', char: 'é' }],
      ['a digit', '7', { kind: 'char', char: '7' }],
      ['space', ' ', { kind: 'space' }],
      ['a named key', 'Shift', null],
      ['a character the keyboard lacks', '#', null],
    ] as const)('should type %s as the keyboard would', (_name, key, typed) => {
      expect(hardwareKeyOf(key)).toEqual(typed);
    });

    it('should make Backspace delete while there is text, and Back once the text is empty', () => {
      expect(backspaceDeletes('a')).toBe(true);
      expect(backspaceDeletes('')).toBe(false);
    });
  });
});
