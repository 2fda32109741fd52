import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css, cx } from '@linaria/core';
import { useMemo, useState } from 'react';
import { useShowBrowse } from '../../../shared/hooks/use-show-browse';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { LiveEntry } from '../../../../domain/playback/live';
import { showProgress, type Show } from '../../../../domain/shows/show';
import type { Temporal } from '../../../../domain/time';
import { useTimeZone } from '../../../shared/hooks/use-now';
import { useRemoteKeys } from '../../keys/key-layers';
import { useStableCallback } from '../../use-stable-callback';
import { muted, panel } from './tv-player-styles';

const banner = css`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-gap: 8px 28px;
  align-items: center;
  margin-bottom: 16px;
  h2 {
    grid-row: span 4;
    margin: 0;
    font-size: 2.4rem;
  }
  p {
    margin: 0;
  }
  progress {
    width: 100%;
    height: 8px;
    accent-color: var(--color-accent);
  }
`;

/**
 * The now/next banner shown on every zap (issue 12, items 6 and 7): the channel, its current
 * show with times and progress, and the next show. The remote focuses it with Info; while it
 * has the focus it stays (`onHold`), and Right and Left browse the channel's coming shows
 * without leaving the player (issue 38 item 3).
 */
export function ZapBanner({
  entry,
  now,
  onHold,
  onEnter,
}: {
  entry: LiveEntry;
  now: Temporal.Instant;
  onHold: (held: boolean) => void;
  onEnter: () => void;
}) {
  const { t, i18n } = useTranslation();
  const zone = useTimeZone();
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: zone }),
    [i18n.language, zone],
  );
  const { channel, current, next } = entry;
  const browse = useShowBrowse(current ?? null, next ?? null);
  const [focused, setFocused] = useState(false);
  const onFocus = useStableCallback(() => (setFocused(true), onHold(true)));
  const onBlur = useStableCallback(() => (setFocused(false), onHold(false)));
  const onEnterPress = useStableCallback(onEnter);
  // Before the shell's Left (which opens the menu when the focus cannot move): Left and Right browse here.
  useRemoteKeys(
    'screen',
    (key) => {
      if (key.action === 'right') browse.forward();
      else if (key.action === 'left') browse.back();
      else return false;
      return true;
    },
    focused,
  );
  const { ref } = useFocusable<object, HTMLElement>({ focusKey: 'zap-banner', onFocus, onBlur, onEnterPress });
  const times = (show: Show) =>
    `${format.format(show.startDate.epochMilliseconds)} – ${format.format(show.stopDate.epochMilliseconds)}`;
  const { shown, following } = browse;
  return (
    <section ref={ref} tabIndex={-1} className={cx(panel, banner)} aria-label={t('tv_banner')} data-testid="zap-banner">
      <h2>
        {channel.number}. {channel.name}
      </h2>
      <p aria-live="polite">
        <strong>{t(browse.browsing ? 'tv_later' : 'tv_now')} : </strong>
        {shown ? `${shown.title} (${times(shown)})` : t('no_programme')}
      </p>
      {shown && !browse.browsing ? <progress max={1} value={showProgress(shown, now)} aria-hidden="true" /> : <span />}
      <p className={muted}>
        <strong>{t('tv_next')} : </strong>
        {following ? `${following.title} (${times(following)})` : t('no_programme')}
      </p>
      {focused ? <p className={muted}>{t('tv_banner_browse')}</p> : null}
    </section>
  );
}
