import { css, cx } from '@linaria/core';
import { useContext } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { Category } from '../../../domain/shows/category';
import type { Channel } from '../../../domain/guide/channel';
import { vodPriceLabel } from '../../../domain/vod/vod';
import type { SportsEvent } from '../../../ports/shows.port';
import type { VodElement, VodSeason } from '../../../ports/vod.port';
import { CARD_IMAGE_HEIGHT } from '../../../domain/layout';
import { initialsOf, type PersonPicture } from '../../../application/shows/people.model';
import { cardBody, cardImage, cardMeta, cardTitle, useShowTime } from './card';
import { CardImageLoading } from './card-image-loading';

/* What each kind of card shows, in both layouts: the web wraps it in a link, the TV in a focusable button. */
const centered = css`
  flex: 1;
  display: grid;
  place-items: center;
  padding: 8px;
  text-align: center;
  font-weight: 700;
`;
const channelLogo = css`
  max-width: 100%;
  max-height: 100%;
`;
const avatar = css`
  width: 72px;
  height: 72px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-size: 1.6rem;
  font-weight: 800;
  background: var(--color-accent);
  color: var(--color-on-accent);
`;
/** The poster's room, with a gradient as its placeholder while the picture loads. */
const posterBox = css`
  flex: 1;
  min-height: 0;
  display: block;
  background: linear-gradient(135deg, var(--color-surface-raised), var(--color-bg));
`;
const poster = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
/** The picture's room takes what the name leaves of the card. */
const personPicture = css`
  flex: 1;
  min-height: 0;
`;
/** A name of two lines at most, whole words, rather than cut after a few letters on a narrow card. */
const personName = css`
  flex: none;
  padding: 6px 8px;
  text-align: center;
  font-weight: 700;
  font-size: 0.85rem;
  line-height: 1.2;
  max-height: calc(2.4em + 12px);
  overflow: hidden;
  overflow-wrap: break-word;
`;
const more = css`
  font-size: 1.6rem;
  color: var(--color-accent);
`;

export const ChannelCardContent = ({ channel }: { channel: Channel }) => (
  <span className={centered}>
    <img className={channelLogo} src={channel.logo || undefined} alt="" />
  </span>
);

export const CategoryCardContent = ({ category }: { category: Category }) => (
  <span className={centered}>{category.name}</span>
);

/**
 * A person: their portrait, lazily over the placeholder that fills the picture's room from the
 * start (no layout shift), or their initials when they have none; the name below.
 */
export function PersonCardContent({
  name,
  picture = { kind: 'initials', initials: initialsOf(name) },
}: {
  name: string;
  picture?: PersonPicture;
}) {
  return (
    <>
      <span className={cx(cardImage, personPicture)}>
        <PersonPictureContent picture={picture} />
      </span>
      <span className={personName}>{name}</span>
    </>
  );
}

/** What fills a person's picture room: nothing over the placeholder yet, the portrait, or the initials. */
export function PersonPictureContent({ picture }: { picture: PersonPicture }) {
  const loading = useContext(CardImageLoading);
  if (picture.kind === 'portrait')
    return <img src={picture.url} alt="" loading={loading} decoding="async" data-cover="" />;
  return picture.kind === 'initials' ? (
    <span className={avatar} aria-hidden="true">
      {picture.initials}
    </span>
  ) : null;
}

export function SportCardContent({
  event,
  imageHeight = CARD_IMAGE_HEIGHT,
}: {
  event: SportsEvent;
  imageHeight?: number;
}) {
  const time = useShowTime();
  const loading = useContext(CardImageLoading);
  return (
    <>
      <span className={cardImage} style={{ height: imageHeight }}>
        {event.image ? <img src={event.image} alt="" loading={loading} decoding="async" data-cover="" /> : null}
      </span>
      <span className={cardBody}>
        <span className={cardTitle}>{event.title}</span>
        <span className={cardMeta}>{[event.league, time(event.startDate)].filter(Boolean).join(' · ')}</span>
      </span>
    </>
  );
}

/** A VOD title: portrait poster, name and price ("from X.XX CHF" or free). */
export function VodCardContent({ element }: { element: VodElement }) {
  const { t, i18n } = useTranslation();
  const price = vodPriceLabel(element.products, `${i18n.language}-CH`);
  const loading = useContext(CardImageLoading);
  return (
    <>
      <span className={posterBox}>
        {element.logo ? <img className={poster} src={element.logo} alt="" loading={loading} decoding="async" /> : null}
      </span>
      <span className={cardBody}>
        <span className={cardTitle}>{element.name}</span>
        {price ? (
          <span className={cardMeta}>
            {price.kind === 'free' ? t('card_free') : t('card_from', { price: price.text })}
          </span>
        ) : null}
      </span>
    </>
  );
}

/** A VOD season: portrait poster and name (it opens its episodes). */
export function VodSeasonCardContent({ season }: { season: VodSeason }) {
  const loading = useContext(CardImageLoading);
  return (
    <>
      <span className={posterBox}>
        {season.logo ? <img className={poster} src={season.logo} alt="" loading={loading} decoding="async" /> : null}
      </span>
      <span className={cardBody}>
        <span className={cardTitle}>{season.name}</span>
      </span>
    </>
  );
}

export function MoreCardContent({ count }: { count: number }) {
  const { t } = useTranslation();
  return <span className={cx(centered, more)}>{t('home_more', { count })}</span>;
}
