import { css } from '@linaria/core';
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TvGuideShowActions } from '../../../../application/guide/tv-guide-actions';
import type { Channel } from '../../../../domain/guide/channel';
import type { Show } from '../../../../domain/shows/show';
import type { Temporal } from '../../../../domain/time';

const details = css`
  flex: 1;
  min-width: 0;
  margin-right: 40px;
  overflow: hidden;
`;
const heading = css`
  margin: 0 0 16px;
  font-size: 32px;
  color: var(--color-accent);
`;
const title = css`
  margin: 0 0 12px;
  font-size: 44px;
  line-height: 52px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const line = css`
  margin: 0 0 10px;
  font-size: 28px;
  color: var(--color-text-muted);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const hint = css`
  display: inline-block;
  margin: 8px 0 0;
  padding: 6px 16px;
  border-radius: 8px;
  background: var(--color-surface-raised);
  font-size: 26px;
`;

const ENTER_TEXT = {
  play: 'tv_guide_enter_play',
  replay: 'tv_guide_enter_replay',
  detail: 'tv_guide_enter_detail',
} as const;

/** The focused show, large (memoised: it follows the focus as a deferred value): title, channel and times, subtitle, and what Enter does on it (the focused cell says the same to a screen reader). */
export const TvGuideDetails = memo(function TvGuideDetails({
  show,
  channel,
  actions,
  formatTime,
}: {
  show: Show | null;
  channel: Channel | null;
  actions: TvGuideShowActions | null;
  formatTime: (at: Temporal.Instant) => string;
}) {
  const { t } = useTranslation();
  return (
    <section className={details} aria-labelledby="tv-guide-heading">
      <h1 id="tv-guide-heading" className={heading}>
        {t('guide_title')}
      </h1>
      {show && channel ? (
        <>
          <h2 className={title}>{show.title.trim() === '' ? t('guide_empty_show') : show.title}</h2>
          <p className={line}>
            {channel.number}. {channel.name} · {formatTime(show.startDate)} – {formatTime(show.stopDate)}
            {actions?.recorded ? ` · ${t('tv_guide_recorded')}` : ''}
          </p>
          {show.subTitle ? <p className={line}>{show.subTitle}</p> : null}
          {actions ? <p className={hint}>{t(ENTER_TEXT[actions.enter.kind])}</p> : null}
        </>
      ) : channel ? (
        <h2 className={title}>
          {channel.number}. {channel.name}
        </h2>
      ) : null}
    </section>
  );
});
