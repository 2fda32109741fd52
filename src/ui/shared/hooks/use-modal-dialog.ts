import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A `<dialog>` shown as a modal while the component is mounted (focus kept inside, Escape
 * reported as `cancel`) and closed when it goes, giving the focus back to what had it before
 * (the dialog may already be out of the page, where closing it restores nothing); jsdom has no
 * showModal, so it falls back to `open`.
 *
 * A modal can only be shown in the page. Preact's Suspense parks a tree out of the page while a
 * part of it loads (a service loaded on first use) and brings it back drawn again, and the
 * effects of a dialog drawn just before may run while it is out: so the dialog is shown on the
 * first commit that finds it in the page, not once at mount.
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
      if (before instanceof HTMLElement && before !== document.body && before.isConnected && !element?.contains(before)) before.focus();
    };
  }, []);
  return ref;
}
