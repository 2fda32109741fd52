import { config } from 'zod';

/**
 * zod probes `new Function` when a schema is made, for compiled parsers; the served CSP forbids
 * eval (and reports the probe). Imported first by both entry points, before any schema exists.
 */
config({ jitless: true });
