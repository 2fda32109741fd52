import type { Clock } from '../../ports/clock.port';
import type { StreamRights } from '../../ports/guide.port';

/**
 * How long live rights granted for a channel are reused: long enough to preload the neighbouring
 * channels and zap to one of them without asking again, short enough for tokens to stay valid.
 */
export const RIGHTS_REUSE_MS = 30_000;

/** Live rights by channel, asked once and reused for a short while; a failure is never reused. */
export function createRightsCache(fetchRights: (channelId: string) => Promise<StreamRights>, clock: Clock) {
  const entries = new Map<string, { readonly at: number; readonly rights: Promise<StreamRights> }>();
  return {
    channelRights(channelId: string): Promise<StreamRights> {
      const now = clock.now().epochMilliseconds;
      const known = entries.get(channelId);
      if (known && now - known.at < RIGHTS_REUSE_MS) return known.rights;
      const rights = fetchRights(channelId);
      entries.set(channelId, { at: now, rights });
      rights.catch(() => entries.delete(channelId));
      return rights;
    },
    clear(): void {
      entries.clear();
    },
  };
}
