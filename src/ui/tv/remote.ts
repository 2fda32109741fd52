import { useEffect, useRef } from 'react';

/** Keys that mean Back on TV remotes and keyboards: Escape, Backspace and the platforms' own. */
const BACK_KEYS = new Set(['Escape', 'Backspace', 'GoBack', 'BrowserBack', 'XF86Back']);
/** Key codes some TV platforms send for Back (LG webOS 461, Samsung Tizen 10009). */
const BACK_KEY_CODES = new Set([461, 10009]);

function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}

/** Whether a key press asks to go back; Backspace inside a text field still deletes. */
export function isBackKey(event: KeyboardEvent): boolean {
  if (event.key === 'Backspace' && isEditable(event.target)) return false;
  return BACK_KEYS.has(event.key) || BACK_KEY_CODES.has(event.keyCode);
}

/** Calls `onBack` when the remote's Back is pressed while this screen is shown. */
export function useBackKey(onBack: () => void): void {
  const handler = useRef(onBack);
  handler.current = onBack;
  useEffect(() => {
    const listen = (event: KeyboardEvent) => {
      if (!isBackKey(event)) return;
      event.preventDefault();
      handler.current();
    };
    window.addEventListener('keydown', listen);
    return () => window.removeEventListener('keydown', listen);
  }, []);
}
