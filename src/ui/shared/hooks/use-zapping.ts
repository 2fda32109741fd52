import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { digitsSettled, typeDigit, type DigitOutcome } from '../../../application/playback/channel-digits.model';
import { zapBannerMachine } from '../../../application/playback/zap-banner.machine';
import {
  afterZap,
  lastChannel,
  NO_HISTORY,
  zapTarget,
  type ZapDirection,
} from '../../../application/playback/zapping.model';
import type { LiveEntry } from '../../../domain/playback/live';
import { ZAP_DIGIT_WAIT_MS } from '../../../domain/playback/zapping';

/** The number the viewer is typing, or the one no channel has (shown until the wait is over). */
export type TypedNumber = { readonly text: string; readonly found: boolean } | null;

/**
 * Zapping over a channel list (issue 12, item 7): CH+/CH- at once, a typed number (switching as
 * soon as one channel only matches, else `ZAP_DIGIT_WAIT_MS` after the last digit), the last
 * channel, and the now/next banner shown on every zap (`zapBannerMachine`).
 */
export function useZapping(
  entries: readonly LiveEntry[] | null,
  playingChannelId: string | null,
  choose: (entry: LiveEntry) => void,
) {
  const banner = useActorRef(zapBannerMachine);
  const bannerVisible = useSelector(banner, (snapshot) => snapshot.hasTag('visible'));
  const [typed, setTyped] = useState<TypedNumber>(null);
  const typing = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const history = useRef(NO_HISTORY);
  const latest = useRef({ entries, playingChannelId, choose });
  latest.current = { entries, playingChannelId, choose };

  // Every channel that starts playing is a zap: it shows the banner and becomes the last channel's other side.
  useEffect(() => {
    if (playingChannelId === null) return;
    history.current = afterZap(history.current, playingChannelId);
    banner.send({ type: 'banner.show' });
  }, [playingChannelId, banner]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const switchTo = useCallback((channelId: string) => {
    const entry = latest.current.entries?.find((each) => each.channel.id === channelId);
    if (entry && channelId !== latest.current.playingChannelId) latest.current.choose(entry);
  }, []);

  const settle = useCallback(
    (outcome: DigitOutcome) => {
      clearTimeout(timer.current);
      if (outcome.kind === 'switch') {
        typing.current = '';
        setTyped(null);
        switchTo(outcome.channelId);
      } else if (outcome.kind === 'none') {
        typing.current = '';
        setTyped({ text: outcome.typed, found: false });
        timer.current = setTimeout(() => setTyped(null), ZAP_DIGIT_WAIT_MS);
      } else {
        typing.current = outcome.typed;
        setTyped({ text: outcome.typed, found: true });
        const channels = (latest.current.entries ?? []).map((entry) => entry.channel);
        timer.current = setTimeout(() => settle(digitsSettled(outcome.typed, channels)), ZAP_DIGIT_WAIT_MS);
      }
    },
    [switchTo],
  );

  return {
    bannerVisible,
    /** Keeps the banner while the remote's focus is on it (`false`: the wait starts again). */
    holdBanner: useCallback((held: boolean) => banner.send({ type: held ? 'banner.focus' : 'banner.blur' }), [banner]),
    showBanner: useCallback(() => banner.send({ type: 'banner.show' }), [banner]),
    hideBanner: useCallback(() => banner.send({ type: 'banner.hide' }), [banner]),
    typed,
    zap: useCallback(
      (direction: ZapDirection) => {
        const entry = zapTarget(latest.current.entries ?? [], latest.current.playingChannelId, direction);
        if (entry) switchTo(entry.channel.id);
      },
      [switchTo],
    ),
    digit: useCallback(
      (digit: number) => {
        const channels = (latest.current.entries ?? []).map((entry) => entry.channel);
        settle(typeDigit(typing.current, digit, channels));
      },
      [settle],
    ),
    /** Back to the channel watched before this one; false when there is none. */
    last: useCallback(() => {
      const channelId = lastChannel(history.current);
      if (channelId !== null) switchTo(channelId);
      return channelId !== null;
    }, [switchTo]),
    switchTo,
  };
}
