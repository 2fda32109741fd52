/**
 * Whether a screen (a `lazyScreen`) has mounted: on a prerendered page, the moment the screen's
 * own markup is the app's and not only HTML. React hydrates a screen's Suspense boundary after
 * the frame around it: a click in between would find no handler and run the markup's default
 * action (a sign-in form submitted by the browser, its fields in the address).
 */
let shown = false;
const waiting = new Set<() => void>();

/** Called by every screen once mounted. */
export function screenShown(): void {
  if (shown) return;
  shown = true;
  for (const then of waiting) then();
  waiting.clear();
}

/** Runs `then` once a screen has mounted (at once if one has); the function given back cancels it. */
export function whenScreenShown(then: () => void): () => void {
  if (shown) {
    then();
    return () => undefined;
  }
  waiting.add(then);
  return () => void waiting.delete(then);
}
