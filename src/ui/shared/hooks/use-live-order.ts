import { useMemo, useState } from 'react';
import { LIVE_ORDERS, orderLive, type LiveOrder, type OrderedLive } from '../../../application/live/live-order.model';
import { loadedOf } from '../../../application/loaded';
import { personalisesChannelUsage } from '../../../domain/playback/channel-usage';
import type { LiveEntry } from '../../../domain/playback/live';
import { GUIDE_API, type ChannelFigures, type GuideApi } from '../../../ports/guide.port';
import { useService } from '../services';
import { useAuth } from './use-auth';
import { usePreferences } from './use-preferences';
import { useResource } from './use-resource';

const NO_FIGURES: ChannelFigures = new Map();

/**
 * The order of the live list on both layouts (`orderLive`): the lineup, or "popular now" by the
 * viewers of GET audience/live/, read only once that order is chosen. A slow or failed read keeps
 * the lineup order. The lineup follows the user's usage (GET channels/playtime/, read once and
 * cached) while the channel usage is personalised (`personalisesChannelUsage`).
 */
export function useLiveOrder(entries: readonly LiveEntry[] | null): {
  readonly order: LiveOrder;
  readonly orders: readonly LiveOrder[];
  readonly choose: (order: LiveOrder) => void;
  readonly ordered: OrderedLive | null;
} {
  const guide = useService<GuideApi>(GUIDE_API);
  const [order, choose] = useState<LiveOrder>('lineup');
  const popular = order === 'popular';
  const audience = useResource(popular ? 'audience-live' : 'audience-unused', () =>
    popular ? guide.audience() : Promise.resolve(NO_FIGURES),
  );
  const { session } = useAuth();
  const personalised = personalisesChannelUsage(
    session?.profile ?? null,
    usePreferences().preferences.personaliseChannelUsage,
  );
  const playtime = useResource(personalised ? 'playtime' : 'playtime-unused', () =>
    personalised ? guide.playtime() : Promise.resolve(NO_FIGURES),
  );
  const ordered = useMemo(
    () =>
      entries === null ? null : orderLive(entries, order, loadedOf(audience), personalised ? loadedOf(playtime) : null),
    [entries, order, audience, personalised, playtime],
  );
  return { order, orders: LIVE_ORDERS, choose, ordered };
}
