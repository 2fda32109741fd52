import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import type { Channel } from '../../../domain/guide/channel';
import type { Show } from '../../../domain/shows/show';
import type { Temporal } from '../../../domain/time';
import type { CardPreview } from '../hooks/use-preview';
import { cardFrame } from './card';
import { cardLink } from './card-link';
import { ShowCardBadges, ShowCardContent } from './card-show-content';

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

/** A show: its picture (the channel's logo here), title, channel and time, age, lock and blur by parental rules. */
export function ShowCard({ show, channel, to, now, level, live, meta, preview, action: extra }: ShowCardProps) {
  const { t } = useTranslation();
  // Nothing over the picture without a preview, so that the memoised content is not drawn again for a new link alone.
  const overImage = preview ? (
    <>
      {preview.surfaceRef ? (
        <video
          ref={preview.surfaceRef}
          className={preview.playing ? undefined : hiddenVideo}
          muted
          playsInline
          autoPlay
          aria-hidden="true"
        />
      ) : null}
      {preview.spinner ? <span className={spinner} role="status" aria-label={t('card_preview')} /> : null}
    </>
  ) : null;
  return (
    <article className={cardFrame} onPointerEnter={preview?.onPointerEnter} onPointerLeave={preview?.onPointerLeave}>
      <Link className={cardLink} to={to}>
        <ShowCardContent
          show={show}
          channel={channel}
          now={now}
          level={level}
          live={live}
          meta={meta}
          overImage={overImage}
        />
      </Link>
      <ShowCardBadges show={show} level={level} live={live} />
      {extra ? <span className={action}>{extra}</span> : null}
    </article>
  );
}
