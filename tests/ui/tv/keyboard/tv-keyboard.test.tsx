import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../src/ui/shared/i18n/i18n';
import { resources } from '../../../../src/ui/shared/i18n/texts';
import { TranslationProvider } from '../../../../src/ui/shared/i18n/use-translation';
import { KeyLayersProvider, useRemoteKeys } from '../../../../src/ui/tv/keys/key-layers';
import { TvKeyboard, type TvKeyboardHandle } from '../../../../src/ui/tv/keyboard/tv-keyboard';
import { pressKey as sendKey, press as sendPress } from '../render-tv';

// Each key in act(): what it sets off is drawn before the next line reads the page.
const press = (name: Parameters<typeof sendPress>[0]) => act(() => void sendPress(name));
const pressKey = (key: string, keyCode: number) => act(() => void sendKey(key, keyCode));

/** The keyboard with its text shown, a button beside it that Right on the last column reaches, and a log of the Backs it left unused. */
function Harness({ initial = '', beside = false }: { initial?: string; beside?: boolean }) {
  const [text, setText] = useState(initial);
  const [backs, setBacks] = useState(0);
  const keyboard = useRef<TvKeyboardHandle>(null);
  const other = useRef<HTMLButtonElement>(null);
  useRemoteKeys('shell', (key) => {
    if (key.action === 'back') setBacks((count) => count + 1);
    return key.action === 'back';
  });
  return (
    <>
      <output aria-label="text">{text}</output>
      <output aria-label="backs">{backs}</output>
      <TvKeyboard
        ref={keyboard}
        value={text}
        onChange={setText}
        active
        autoFocus
        onRightEdge={() => {
          if (!beside) return false;
          other.current?.focus();
          return true;
        }}
      />
      <button type="button" ref={other} onClick={() => keyboard.current?.focusLastUsed()}>
        beside
      </button>
    </>
  );
}

function renderKeyboard(props: { initial?: string; beside?: boolean } = {}) {
  render(
    <TranslationProvider i18n={createI18n('fr', resources)}>
      <KeyLayersProvider>
        <Harness {...props} />
      </KeyLayersProvider>
    </TranslationProvider>,
  );
}

const text = () => screen.getByRole('status', { name: 'text' }).textContent;
const focused = () =>
  (document.activeElement as HTMLElement).getAttribute('aria-label') ?? document.activeElement?.textContent;
const times = (count: number, key: Parameters<typeof press>[0]) => {
  for (let step = 0; step < count; step += 1) press(key);
};

describe('the TV keyboard', () => {
  it('should start on its first key, with only the focused key in the tab order', () => {
    renderKeyboard();
    expect(focused()).toBe('a');
    const keys = screen.getByRole('group', { name: 'Clavier' }).querySelectorAll('button');
    expect([...keys].filter((key) => key.tabIndex === 0)).toHaveLength(1);
  });

  it('should type the key pressed with Enter', () => {
    renderKeyboard();
    press('right');
    press('right');
    press('enter');
    press('down');
    press('enter');
    expect(text()).toBe('cj');
  });

  it('should wrap around from the first column to the last and from the first row to the last', () => {
    renderKeyboard();
    press('left');
    expect(focused()).toBe('g');
    press('up');
    expect(focused()).toBe('àé : lettres accentuées');
  });

  it('should switch to the accented letters and back, the focus staying on the accents key', () => {
    renderKeyboard();
    press('left');
    press('up');
    press('enter');
    expect(focused()).toBe('abc : lettres sans accent');
    press('down');
    press('enter');
    expect(text()).toBe('ä');
  });

  it('should delete the last character and clear everything', () => {
    renderKeyboard({ initial: 'journal' });
    press('up'); // the last row: 8 9 0 space delete clear accents
    times(4, 'right');
    expect(focused()).toBe('Suppr : effacer le dernier caractère');
    press('enter');
    expect(text()).toBe('journa');
    press('right');
    press('enter');
    expect(text()).toBe('');
  });

  it("should type the remote's digits and a hardware keyboard's letters while a key has the focus", () => {
    renderKeyboard();
    pressKey('4', 52);
    fireEvent.keyDown(document.activeElement!, { key: 'Z', keyCode: 90 });
    fireEvent.keyDown(document.activeElement!, { key: ' ', keyCode: 32 });
    fireEvent.keyDown(document.activeElement!, { key: 'é', keyCode: 0 });
    expect(text()).toBe('4z é');
  });

  it('should make Backspace delete while there is text, and Back once the text is empty', () => {
    renderKeyboard({ initial: 'ab' });
    pressKey('Backspace', 8);
    pressKey('Backspace', 8);
    expect(text()).toBe('');
    expect(screen.getByRole('status', { name: 'backs' }).textContent).toBe('0');
    pressKey('Backspace', 8);
    expect(screen.getByRole('status', { name: 'backs' }).textContent).toBe('1');
  });

  it("should leave the remote's Back to the screen even when there is text", () => {
    renderKeyboard({ initial: 'ab' });
    press('back');
    press('webOsBack');
    expect(text()).toBe('ab');
    expect(screen.getByRole('status', { name: 'backs' }).textContent).toBe('2');
  });

  it('should let the screen take Right on the last column, and give the focus back to the key last pressed', () => {
    renderKeyboard({ beside: true });
    press('down');
    press('enter'); // h
    times(6, 'right');
    expect(focused()).toBe('n');
    press('right');
    expect(focused()).toBe('beside');
    fireEvent.click(screen.getByRole('button', { name: 'beside' }));
    expect(focused()).toBe('h');
  });

  it('should wrap round on the digits and controls rows even with something beside it (every letter stays six presses away)', () => {
    renderKeyboard({ beside: true });
    press('up'); // the last row: 8 9 0 space delete clear accents
    press('left');
    expect(focused()).toBe('àé : lettres accentuées');
    press('right');
    expect(focused()).toBe('8');
    press('up'); // the digits row
    press('left');
    expect(focused()).toBe('7');
    press('right');
    expect(focused()).toBe('1');
  });
});
