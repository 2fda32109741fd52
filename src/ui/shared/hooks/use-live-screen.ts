import { useEffect, useMemo } from 'react';
import { liveListOf, liveScreen, playChannelEvent } from '../../../application/live/live.model';
import type { LiveTabName } from '../../../application/navigation/route-catalogue';
import type { Variant } from '../../../domain/session/access';
import type { LiveEntry } from '../../../domain/playback/live';
import { useAuth } from './use-auth';
import { useLive } from './use-live';
import type { Playback } from './use-playback';
import { usePlayRequest, type PlayTarget } from './use-play-request';
import { useStopBeforeLeaving } from './use-stop-before-leaving';

/** What the live screen needs of its playback (a screen's own, or the layout's hosted one). */
export type LivePlayback = Pick<Playback, 'active' | 'channelId' | 'loginRequired' | 'stop' | 'send'>;

/**
 * The live screen of both layouts (`liveScreen` model): the tab's channels, what the address asks
 * to play, the zap neighbours handed to the playback machine, and `choose` for a channel.
 * `stays(pathname)` tells the paths that keep the player: leaving for any other stops and reports
 * the stream first (not at all for a hosted playback, which outlives the screen: `alwaysStays`).
 */
export function useLiveScreen(
  variant: Variant,
  tab: LiveTabName,
  target: PlayTarget,
  playback: LivePlayback,
  stays: (pathname: string) => boolean,
) {
  const { session } = useAuth();
  const live = useLive(liveListOf(tab));
  const entries = live.status === 'success' ? live.entries : null;
  const model = liveScreen({
    variant,
    tab,
    session,
    entries,
    playingChannelId: playback.channelId,
    loginRequired: playback.loginRequired,
  });
  // Tabs and overlays of the live screen keep the player; leaving it stops and reports the stream first.
  useStopBeforeLeaving(playback.active, playback.stop, stays);
  usePlayRequest(target, entries, playback);

  // The machine prepares these once the playing channel has started (its neighbour preload delay).
  const { send } = playback;
  const neighbours = model.neighbours.join('\n');
  useEffect(
    () => send({ type: 'player.neighbours', channelIds: neighbours === '' ? [] : neighbours.split('\n') }),
    [send, neighbours],
  );
  // A playback that outlives the screen (docked) has no channels to zap to: none prepared.
  useEffect(() => () => send({ type: 'player.neighbours', channelIds: [] }), [send]);

  // Stable across renders, so that a zap re-renders only the two channels whose state changes.
  const choose = useMemo(() => (entry: LiveEntry) => send(playChannelEvent(entry)), [send]);
  return { model, live, session, choose };
}
