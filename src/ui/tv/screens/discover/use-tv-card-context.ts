import { useMemo } from 'react';
import { useCardRules } from '../../../shared/hooks/use-card-rules';
import { useChannels } from '../../../shared/hooks/use-home-rows';
import type { TvCardContext } from '../home/tv-home-card';

/** What the cards of a TV list screen share, as on the home: channels, time, parental level. */
export function useTvCardContext(): TvCardContext {
  const rules = useCardRules();
  const channels = useChannels();
  const byId = useMemo(() => new Map((channels?.data ?? []).map((channel) => [channel.id, channel])), [channels?.data]);
  return useMemo(() => ({ channels: byId, now: rules.now, level: rules.level }), [byId, rules.now, rules.level]);
}
