import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { channelDigitsMachine } from '../../../application/playback/channel-digits.machine';
import { zapBannerMachine } from '../../../application/playback/zap-banner.machine';
import {
  afterZap,
  lastChannel,
  NO_HISTORY,
  zapTarget,
  type ZapDirection,
} from '../../../application/playback/zapping.model';
import type { LiveEntry } from '../../../domain/playback/live';

/** The number the viewer is typing, or the one no channel has (shown until the wait is over). */
export type TypedNumber = { readonly text: string; readonly found: boolean } | null;

const channelsOf = (entries: readonly LiveEntry[] | null) => (entries ?? []).map((entry) => entry.channel);

/**
 * Zapping over a channel list (issue 12, item 7): CH+/CH- at once, a typed number
 * (`channelDigitsMachine`), the last channel, and the now/next banner shown on every zap
 * (`zapBannerMachine`). A key goes from the channel the player plays or was just asked
 * (`channelNow`, read when the key comes), which the screen may draw a task later.
 */
export function useZapping(
  entries: readonly LiveEntry[] | null,
  playingChannelId: string | null,
  choose: (entry: LiveEntry) => void,
  channelNow?: () => string | null,
) {
  const banner = useActorRef(zapBannerMachine);
  const bannerVisible = useSelector(banner, (snapshot) => snapshot.hasTag('visible'));
  const history = useRef(NO_HISTORY);
  const latest = useRef({ entries, playingChannelId, choose, channelNow });
  latest.current = { entries, playingChannelId, choose, channelNow };
  const current = () => (latest.current.channelNow ? latest.current.channelNow() : latest.current.playingChannelId);

  // Every channel that starts playing is a zap: it shows the banner and becomes the last channel's other side.
  useEffect(() => {
    if (playingChannelId === null) return;
    history.current = afterZap(history.current, playingChannelId);
    banner.send({ type: 'banner.show' });
  }, [playingChannelId, banner]);

  const switchTo = useCallback((channelId: string) => {
    const entry = latest.current.entries?.find((each) => each.channel.id === channelId);
    if (entry && channelId !== current()) latest.current.choose(entry);
  }, []);
  const digits = useActorRef(channelDigitsMachine, { input: { channels: channelsOf(entries) } });
  useEffect(() => digits.on('digits.switch', ({ channelId }) => switchTo(channelId)).unsubscribe, [digits, switchTo]);
  useEffect(() => digits.send({ type: 'digits.lineup', channels: channelsOf(entries) }), [entries, digits]);
  const shown = useSelector(digits, (snapshot) => (snapshot.hasTag('shown') ? snapshot.context.outcome : null));
  const typed = useMemo<TypedNumber>(() => shown && { text: shown.typed, found: shown.kind !== 'none' }, [shown]);

  return {
    bannerVisible,
    /** Keeps the banner while the remote's focus is on it (`false`: the wait starts again). */
    holdBanner: useCallback((held: boolean) => banner.send({ type: held ? 'banner.focus' : 'banner.blur' }), [banner]),
    showBanner: useCallback(() => banner.send({ type: 'banner.show' }), [banner]),
    hideBanner: useCallback(() => banner.send({ type: 'banner.hide' }), [banner]),
    typed,
    zap: useCallback(
      (direction: ZapDirection) => {
        const entry = zapTarget(latest.current.entries ?? [], current(), direction);
        if (entry) switchTo(entry.channel.id);
      },
      [switchTo],
    ),
    digit: useCallback((digit: number) => digits.send({ type: 'digits.type', digit }), [digits]),
    /** Back to the channel watched before this one; false when there is none. */
    last: useCallback(() => {
      const channelId = lastChannel(history.current);
      if (channelId !== null) switchTo(channelId);
      return channelId !== null;
    }, [switchTo]),
    switchTo,
  };
}
