import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` shown as a modal while the component is mounted (focus kept inside, Escape
 * reported as `cancel`) and closed when it goes; jsdom has no showModal, so it falls back to `open`.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => (typeof element?.close === 'function' ? element.close() : element?.removeAttribute('open'));
  }, []);
  return ref;
}
