/**
 * What the oldest TV engine (Chromium 68, scripts/build/layout-pass.ts) lacks of the standard
 * library that the app and its libraries call. tv/index.html runs this before the app, so every
 * module sees them; the TV build check (scripts/build/tv-build-check.ts) names the same features,
 * and tests/e2e/tv-engine.test.ts runs the app with all of them removed from the browser.
 * The stand-ins are in standard-library-fills.ts; each is installed only where it is missing,
 * as the engine's own would be (not enumerable).
 */
import {
  AggregateErrorFill,
  arrayFills,
  mapFills,
  objectFills,
  promiseFills,
  queueMicrotaskFill,
} from './standard-library-fills';

function fill(owner: object, members: Readonly<Record<string, unknown>>): void {
  for (const [name, value] of Object.entries(members)) {
    if (!(name in owner)) Object.defineProperty(owner, name, { value, writable: true, configurable: true });
  }
}

// globalThis first (Chromium 71): the rest of this module and the libraries use it.
if (typeof globalThis === 'undefined') fill(self, { globalThis: self });
fill(Array.prototype, arrayFills);
fill(Object, objectFills);
fill(Promise, promiseFills);
fill(Map.prototype, mapFills);
fill(globalThis, { AggregateError: AggregateErrorFill, queueMicrotask: queueMicrotaskFill });

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
