import { css, cx } from '@linaria/core';
import { memo, useContext, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { Channel } from '../../../domain/guide/channel';
import { isImageBlurred, showsLockIcon } from '../../../domain/account/parental';
import { showProgress, showTiming, type Show } from '../../../domain/shows/show';
import type { Temporal } from '../../../domain/time';
import { CARD_IMAGE_HEIGHT, CARD_WIDTH } from '../../../domain/layout';
import { blurred, CardBadges, cardBody, cardImage, cardMeta, cardTitle, useShowTime } from './card';
import { CardImageLoading } from './card-image-loading';

const progress = css`
  width: 100%;
  height: 4px;
  display: block;
  accent-color: var(--color-accent);
`;

export interface ShowCardContentProps {
  readonly show: Show;
  readonly channel?: Channel;
  readonly now: Temporal.Instant;
  /** The profile's parental level (the highest age watched freely). */
  readonly level: number;
  readonly live?: boolean;
  /** A second line instead of the channel and time. */
  readonly meta?: string;
  /** The picture's height (the TV's cards are larger). */
  readonly imageHeight?: number;
  /** Drawn over the picture (the web's hover preview). */
  readonly overImage?: ReactNode;
}

/**
 * What a show card shows, in both layouts: its picture (the channel's logo when it has none, lazily
 * loaded over a placeholder of its size) blurred by the
 * parental rules, title (the channel's name for a FAST card), channel and time, and progress.
 * Memoised: a card drawn again for a new link only (the search's results at each keystroke) keeps it.
 */
export const ShowCardContent = memo(function ShowCardContent({
  show,
  channel,
  now,
  level,
  live,
  meta,
  imageHeight = CARD_IMAGE_HEIGHT,
  overImage,
}: ShowCardContentProps) {
  const { t } = useTranslation();
  const time = useShowTime();
  const current = showTiming(show, now) === 'current';
  const title = show.title.trim() === '' ? (channel?.name ?? '') : show.title;
  const blur = isImageBlurred(show.age, level, current);
  const loading = useContext(CardImageLoading);
  return (
    <>
      <span className={cx(cardImage, blur && blurred)} style={{ height: imageHeight }} data-blurred={blur || undefined}>
        {show.image ? (
          <img
            src={show.image}
            alt=""
            loading={loading}
            decoding="async"
            data-cover=""
            width={CARD_WIDTH}
            height={imageHeight}
          />
        ) : channel ? (
          <img src={channel.logo || undefined} alt="" />
        ) : null}
        {overImage}
      </span>
      <span className={cardBody}>
        <span className={cardTitle}>{title}</span>
        <span className={cardMeta}>{meta ?? [channel?.name, time(show.startDate)].filter(Boolean).join(' · ')}</span>
        {live || current ? (
          <progress className={progress} max={1} value={showProgress(show, now)} aria-label={t('card_progress')} />
        ) : null}
      </span>
    </>
  );
});

/** The age icon and the lock of a show card, by the parental rules (memoised as the content is). */
export const ShowCardBadges = memo(function ShowCardBadges({
  show,
  level,
  live,
}: {
  show: Show;
  level: number;
  live?: boolean;
}) {
  return <CardBadges ageRating={show.age} locked={showsLockIcon(show.age, level)} live={live} />;
});
