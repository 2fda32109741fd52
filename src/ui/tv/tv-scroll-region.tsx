import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { ReactNode } from 'react';
import { useRemoteKeys } from './keys/key-layers';

/** How far one Up or Down scrolls a region of text: a few lines, the line before still in view. */
export const SCROLL_STEP = 160;

/**
 * A labelled region of text longer than the screen: the remote focuses it and scrolls it with Up
 * and Down; Up at its top leaves it for what is above (a button of the page).
 */
export function TvScrollRegion({
  focusKey,
  label,
  className,
  children,
}: {
  focusKey: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { ref } = useFocusable<object, HTMLElement>({ focusKey, focusable: true });
  useRemoteKeys('screen', (key) => {
    const region = ref.current;
    if (region === null || document.activeElement !== region) return false;
    if (key.action === 'down') region.scrollTop += SCROLL_STEP;
    else if (key.action === 'up' && region.scrollTop > 0) region.scrollTop -= SCROLL_STEP;
    else return false;
    return true;
  });
  return (
    <section ref={ref} className={className} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
