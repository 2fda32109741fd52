import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A `<dialog>` shown as a modal while the component is mounted (focus kept inside, Escape
 * reported as `cancel`) and closed when it goes, giving the focus back to what had it before
 * (the dialog may already be out of the page, where closing it restores nothing); jsdom has no
 * showModal, so it falls back to `open`.
 *
 * A modal can only be shown in the page, and a dialog's first commit may find it out of it (drawn
 * in a container not yet attached): so the dialog is shown on the first commit that finds it in
 * the page, not once at mount.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element?.isConnected || element.open) return;
    opener.current ??= document.activeElement;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  });
  useEffect(() => {
    const element = ref.current;
    return () => {
      if (typeof element?.close === 'function') element.close();
      else element?.removeAttribute('open');
      const before = opener.current;
      if (before instanceof HTMLElement && before !== document.body && before.isConnected && !element?.contains(before))
        before.focus();
    };
  }, []);
  return ref;
}
