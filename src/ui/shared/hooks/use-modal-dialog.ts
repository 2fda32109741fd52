import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` shown as a modal while the component is mounted (focus kept inside, Escape
 * reported as `cancel`) and closed when it goes, giving the focus back to what had it before
 * (the dialog may already be out of the page, where closing it restores nothing); jsdom has no
 * showModal, so it falls back to `open`.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    const opener = document.activeElement;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => {
      if (typeof element?.close === 'function') element.close();
      else element?.removeAttribute('open');
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected && !element?.contains(opener)) opener.focus();
    };
  }, []);
  return ref;
}
