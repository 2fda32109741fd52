import { options } from 'preact';

/**
 * React's API is served by Preact (vite.config.ts), which runs a render's effects after the next
 * frame; React runs those of a render caused by a key or a click before the next event. The TV's
 * focus library hears of its focusables from effects and the screens give the focus from effects:
 * a frame late, a remote key held down (a key every 15 ms in the browser tests) meets a screen whose
 * effects still focus the card of two keys ago, which focuses it, whose effects focus the newer one...
 * Preact's hook for its frame callback runs them in a microtask after the render instead: before
 * the next event, as React does.
 */
options.requestAnimationFrame = (callback) => queueMicrotask(callback);
