// Every schema is built on its first parse (`z.lazy`), not as the adapters load: the start's tasks stay short (issue 33).
import { z } from 'zod';

/** One quota: `max` and `usage` in seconds (spec point 9), `percentage` used from 0 to 100. */
const quotaSchema = z.lazy(() => z.object({ max: z.number(), usage: z.number(), percentage: z.number() }));

/** GET recordings/quotas/. */
export const quotasResponseSchema = z.lazy(() => z.object({ recordings: quotaSchema, archives: quotaSchema }));

/** GET recordings/{id}/download/uri/: a download address (a DASH manifest in the demo). */
export const downloadUriSchema = z.lazy(() => z.object({ uri: z.string().min(1) }));
