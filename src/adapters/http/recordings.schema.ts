import { z } from 'zod';

/** One quota: `max` and `usage` in seconds (spec point 9), `percentage` used from 0 to 100. */
const quotaSchema = z.object({ max: z.number(), usage: z.number(), percentage: z.number() });

/** GET recordings/quotas/. */
export const quotasResponseSchema = z.object({ recordings: quotaSchema, archives: quotaSchema });

/** GET recordings/{id}/download/uri/: a download address (a DASH manifest in the demo). */
export const downloadUriSchema = z.object({ uri: z.string().min(1) });
