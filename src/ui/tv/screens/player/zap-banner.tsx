import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css, cx } from '@linaria/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { LiveEntry } from '../../../../domain/playback/live';
import { showProgress, type Show } from '../../../../domain/shows/show';
import type { Temporal } from '../../../../domain/time';
import { useTimeZone } from '../../../shared/hooks/use-now';
import { useStableCallback } from '../../use-stable-callback';
import { muted, panel } from './tv-player-styles';

const banner = css`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-gap: 8px 28px;
  align-items: center;
  margin-bottom: 16px;
  h2 {
    grid-row: span 3;
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
 * has the focus it stays (`onHold`).
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
  const onFocus = useStableCallback(() => onHold(true));
  const onBlur = useStableCallback(() => onHold(false));
  const onEnterPress = useStableCallback(onEnter);
  const { ref } = useFocusable<object, HTMLElement>({ focusKey: 'zap-banner', onFocus, onBlur, onEnterPress });
  const times = (show: Show) =>
    `${format.format(show.startDate.epochMilliseconds)} – ${format.format(show.stopDate.epochMilliseconds)}`;
  const { channel, current, next } = entry;
  return (
    <section ref={ref} tabIndex={-1} className={cx(panel, banner)} aria-label={t('tv_banner')} data-testid="zap-banner">
      <h2>
        {channel.number}. {channel.name}
      </h2>
      <p>
        <strong>{t('tv_now')} : </strong>
        {current ? `${current.title} (${times(current)})` : t('no_programme')}
      </p>
      {current ? <progress max={1} value={showProgress(current, now)} aria-hidden="true" /> : <span />}
      <p className={muted}>
        <strong>{t('tv_next')} : </strong>
        {next ? `${next.title} (${times(next)})` : t('no_programme')}
      </p>
    </section>
  );
}
