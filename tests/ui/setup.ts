import { SpatialNavigation } from '@noriginmedia/norigin-spatial-navigation';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllScreens } from '../../src/ui/shared/lazy-screen';

// jsdom lays nothing out, so it has no scrolling into view; the browser tests cover where things land.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// Screens load with their routes (src/ui/shared/lazy-screen.ts): a route's first render would wait
// for its module, which a busy machine transforms (with coverage) in more than testing-library's
// waits (once in CI, beside other work, in more than ten seconds). A file that renders a route
// table loads its screens first, under the hook's own time limit.
beforeAll(loadAllScreens, 120_000);
configure({ asyncUtilTimeout: 10_000 });

/** The parts of the TV's focus library that a test file's screens share (one service per file). */
const focusLibrary = SpatialNavigation as unknown as {
  readonly scheduler: {
    readonly currentTask?: unknown;
    readonly nextTask?: unknown;
    readonly nextPriorityTasks: readonly unknown[];
  };
  readonly setFocusDebounced: { cancel(): void };
  focusKey: string | null;
};

/**
 * Waits until the focus library has removed the unmounted screen's focusables (its queue runs after
 * the unmount), then drops the focus it would give 300 ms later to the parent of a removed focused
 * one: that parent's key is the next test's too, so the focus would move under the next test.
 */
async function focusLibrarySettled() {
  const { scheduler } = focusLibrary;
  for (
    let turn = 0;
    turn < 200 && (scheduler.currentTask || scheduler.nextTask || scheduler.nextPriorityTasks.length > 0);
    turn += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  focusLibrary.setFocusDebounced.cancel();
  // And forgets the key focused last, as a page load would: the library gives the focus to a
  // component registered under that key, so a card of the next test's screen with the same key
  // would take it, whenever its registration runs.
  focusLibrary.focusKey = null;
}

afterEach(async () => {
  cleanup();
  await focusLibrarySettled();
});
