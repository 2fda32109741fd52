import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Channel } from '../../../domain/channel';
import { isImageBlurred, showsLockIcon } from '../../../domain/parental';
import { showProgress, showTiming, type Show } from '../../../domain/show';
import type { Temporal } from '../../../domain/time';
import type { CardPreview } from '../hooks/use-preview';
import { CARD_IMAGE_HEIGHT, CARD_WIDTH } from '../../../domain/layout';
import { blurred, CardBadges, cardBody, cardFrame, cardImage, cardLink, cardMeta, cardTitle, useShowTime } from './card';

const progress = css`
  width: 100%;
  height: 4px;
  display: block;
  accent-color: var(--color-accent);
`;
const spinner = css`
  position: absolute;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 4px solid #fff6;
  border-top-color: var(--color-accent);
  animation: card-spin 0.8s linear infinite;
  @keyframes card-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
const hiddenVideo = css`
  visibility: hidden;
`;
const action = css`
  position: absolute;
  top: 6px;
  right: 6px;
`;

export interface ShowCardProps {
  readonly show: Show;
  readonly channel?: Channel;
  /** Where the card leads: the show's detail overlay. */
  readonly to: string;
  readonly now: Temporal.Instant;
  /** The profile's parental level (the highest age watched freely). */
  readonly level: number;
  readonly live?: boolean;
  /** A second line instead of the channel and time. */
  readonly meta?: string;
  readonly preview?: CardPreview;
  /** A button of its own over the card (e.g. remove from watch-next). */
  readonly action?: ReactNode;
}

/** A show: its picture (the channel's logo when it has none, lazily loaded over a placeholder of its size), title, channel and time, age, lock and blur by parental rules. */
export function ShowCard({ show, channel, to, now, level, live, meta, preview, action: extra }: ShowCardProps) {
  const { t } = useTranslation();
  const time = useShowTime();
  const current = showTiming(show, now) === 'current';
  const title = show.title.trim() === '' ? (channel?.name ?? '') : show.title;
  return (
    <article className={cardFrame} onPointerEnter={preview?.onPointerEnter} onPointerLeave={preview?.onPointerLeave}>
      <Link className={cardLink} to={to}>
        <span className={cx(cardImage, isImageBlurred(show.age, level, current) && blurred)} style={{ height: CARD_IMAGE_HEIGHT }} data-blurred={isImageBlurred(show.age, level, current) || undefined}>
          {show.image
            ? <img src={show.image} alt="" loading="lazy" decoding="async" data-cover="" width={CARD_WIDTH} height={CARD_IMAGE_HEIGHT} />
            : channel ? <img src={channel.logo || undefined} alt="" /> : null}
          {preview?.surfaceRef ? (
            <video ref={preview.surfaceRef} className={preview.playing ? undefined : hiddenVideo} muted playsInline autoPlay aria-hidden="true" />
          ) : null}
          {preview?.spinner ? <span className={spinner} role="status" aria-label={t('card_preview')} /> : null}
        </span>
        <span className={cardBody}>
          <span className={cardTitle}>{title}</span>
          <span className={cardMeta}>{meta ?? [channel?.name, time(show.startDate)].filter(Boolean).join(' · ')}</span>
          {live || current ? <progress className={progress} max={1} value={showProgress(show, now)} aria-label={t('card_progress')} /> : null}
        </span>
      </Link>
      <CardBadges ageRating={show.age} locked={showsLockIcon(show.age, level)} live={live} />
      {extra ? <span className={action}>{extra}</span> : null}
    </article>
  );
}
