/**
 * The browser's Temporal, as the app's builds see `temporal-polyfill` (vite.config.ts): the entry
 * has installed the polyfill where the browser lacks it (temporal-ready.ts), so the app carries
 * none of its own. The unit tests (Node, no Temporal of its own) import the polyfill itself.
 */
import type { Temporal as Polyfill } from 'temporal-polyfill';

export const Temporal = (globalThis as unknown as { readonly Temporal: typeof Polyfill }).Temporal;
