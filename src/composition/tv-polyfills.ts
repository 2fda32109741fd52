/**
 * What the oldest TV engine (Chromium 68, scripts/build/layout-pass.ts) lacks of the standard
 * library that the app and its libraries call. tv/index.html runs this before the app, so every
 * module sees them; the TV build check (scripts/build/tv-build-check.ts) names the same features,
 * and tests/e2e/tv-engine.test.ts runs the app with all of them removed from the browser.
 */
import 'core-js/actual/aggregate-error';
// ky falls back to the last signal with .at(-1) where AbortSignal.any is missing (Chromium 116).
import 'core-js/actual/array/at';
import 'core-js/actual/array/flat';
import 'core-js/actual/array/flat-map';
import 'core-js/actual/global-this';
import 'core-js/actual/map/get-or-insert';
import 'core-js/actual/map/get-or-insert-computed';
import 'core-js/actual/object/from-entries';
import 'core-js/actual/object/has-own';
import 'core-js/actual/promise/all-settled';
import 'core-js/actual/promise/with-resolvers';
import 'core-js/actual/queue-microtask';

/**
 * Inversify keeps its planning caches in WeakRefs (Chromium 84). No polyfill can make a reference
 * weak: on older engines the reference is kept strongly, which only delays freeing those caches.
 */
class StrongRef<T extends object> {
  readonly #target: T;
  constructor(target: T) {
    this.#target = target;
  }
  deref(): T {
    return this.#target;
  }
}

if (typeof globalThis.WeakRef !== 'function') {
  Object.defineProperty(globalThis, 'WeakRef', { value: StrongRef, writable: true, configurable: true });
}
