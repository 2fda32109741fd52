/**
 * The attribute of a part of a screen that scrolls itself (a home rail moves its cards by its
 * own `scrollLeft`): a focus the arrows give inside it does not let the browser scroll (its
 * `focus()` then walked every scrolling box up to the page, about 11 ms per key at 6x CPU on
 * the TV home, bench:dpad); the page is scrolled by hand so that the part shows whole.
 */
export const OWN_SCROLL = 'data-tv-own-scroll';

/** The part of the page that scrolls itself around `node`, if any. */
export function ownScrollOf(node: HTMLElement | null | undefined): HTMLElement | null {
  return node?.closest<HTMLElement>(`[${OWN_SCROLL}]`) ?? null;
}

/** Room kept between a revealed part and the screen's edges. */
const MARGIN = 48;

/** Scrolls the page (vertically only) as little as needed for `part` to show whole, from its top when it is taller than the screen. */
export function revealInPage(part: HTMLElement): void {
  const page = document.scrollingElement ?? document.documentElement;
  const { top, bottom } = part.getBoundingClientRect();
  const height = window.innerHeight;
  if (top < MARGIN) page.scrollTop += top - MARGIN;
  else if (bottom > height - MARGIN) page.scrollTop += Math.min(bottom - height + MARGIN, top - MARGIN);
}
