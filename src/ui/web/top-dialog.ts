import { useSyncExternalStore } from 'react';

/** The open dialog drawn last (the web's dialogs are all modal), or null. */
const topDialog = (): HTMLDialogElement | null => {
  const open = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  return open.length === 0 ? null : open[open.length - 1]!;
};

function subscribe(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}

/**
 * The modal dialog open now, followed as dialogs open and close: what must stay usable while one
 * is open goes inside it (a modal makes the rest of the page inert and covers it in the top layer).
 */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topDialog, () => null);
}
