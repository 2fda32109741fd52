import type { Clock } from '../ports/clock.port';
import type { StreamRights } from '../ports/guide.port';

/**
 * How long live rights granted for a channel are reused: long enough to preload the neighbouring
 * channels and zap to one of them without asking again, short enough for tokens to stay valid.
 */
export const RIGHTS_REUSE_MS = 30_000;

/** Live rights and the moment (epoch ms) they stop being reused. */
export interface RightsLease {
  readonly rights: StreamRights;
  readonly until: number;
}

/** Live rights by channel, asked once and reused for a short while; a failure is never reused. */
export function createRightsCache(fetchRights: (channelId: string) => Promise<StreamRights>, clock: Clock) {
  const entries = new Map<string, { readonly at: number; readonly rights: Promise<StreamRights> }>();
  const entry = (channelId: string) => {
    const now = clock.now().epochMilliseconds;
    const known = entries.get(channelId);
    if (known && now - known.at < RIGHTS_REUSE_MS) return known;
    const rights = fetchRights(channelId);
    const fresh = { at: now, rights };
    entries.set(channelId, fresh);
    rights.catch(() => entries.delete(channelId));
    return fresh;
  };
  return {
    channelRights: (channelId: string): Promise<StreamRights> => entry(channelId).rights,
    /** The rights with the end of their reuse, for a zap prepared with them. */
    async lease(channelId: string): Promise<RightsLease> {
      const { at, rights } = entry(channelId);
      return { rights: await rights, until: at + RIGHTS_REUSE_MS };
    },
    clear(): void {
      entries.clear();
    },
  };
}
