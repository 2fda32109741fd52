import type { z } from 'zod';
import type { Quotas } from '../../ports/recordings.port';
import type { quotasResponseSchema } from './recordings.schema';

export function toQuotas(body: z.infer<typeof quotasResponseSchema>): Quotas {
  return {
    recordings: { maxSeconds: body.recordings.max, usageSeconds: body.recordings.usage },
    archives: { maxSeconds: body.archives.max, usageSeconds: body.archives.usage },
  };
}
