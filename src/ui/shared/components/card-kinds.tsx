import { css, cx } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '../../../domain/category';
import type { Channel } from '../../../domain/channel';
import { vodPriceLabel } from '../../../domain/vod';
import type { SportsEvent } from '../../../ports/shows.port';
import type { VodElement } from '../../../ports/vod.port';
import { CARD_IMAGE_HEIGHT } from '../../../domain/layout';
import { cardBody, cardFrame, cardImage, cardLink, cardMeta, cardTitle, useShowTime } from './card';

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
const more = css`
  font-size: 1.6rem;
  color: var(--color-accent);
`;

/** A channel: its logo; leads to playing it. */
export function ChannelCard({ channel, to }: { channel: Channel; to: string }) {
  const { t } = useTranslation();
  return (
    <Link className={cx(cardFrame, cardLink)} to={to} aria-label={t('card_channel', { name: channel.name })} title={channel.name}>
      <span className={centered}><img className={channelLogo} src={channel.logo || undefined} alt="" /></span>
    </Link>
  );
}

/** A programme category; leads to its suggestions. */
export function CategoryCard({ category, to }: { category: Category; to: string }) {
  return (
    <Link className={cx(cardFrame, cardLink)} to={to}>
      <span className={centered}>{category.name}</span>
    </Link>
  );
}

/** A followed person: initials and name; leads to the person's overlay. */
export function PersonCard({ name, to }: { name: string; to: string }) {
  const initials = name.split(/\s+/).map((part) => part[0] ?? '').join('').slice(0, 2).toUpperCase();
  return (
    <Link className={cx(cardFrame, cardLink)} to={to}>
      <span className={centered}>
        <span className={avatar} aria-hidden="true">{initials}</span>
        <span>{name}</span>
      </span>
    </Link>
  );
}

/** A sports event: its picture, title, league and time. */
export function SportCard({ event, to }: { event: SportsEvent; to: string }) {
  const time = useShowTime();
  return (
    <Link className={cx(cardFrame, cardLink)} to={to}>
      <span className={cardImage} style={{ height: CARD_IMAGE_HEIGHT }}>
        {event.image ? <img src={event.image} alt="" loading="lazy" decoding="async" data-cover="" /> : null}
      </span>
      <span className={cardBody}>
        <span className={cardTitle}>{event.title}</span>
        <span className={cardMeta}>{[event.league, time(event.startDate)].filter(Boolean).join(' · ')}</span>
      </span>
    </Link>
  );
}

/** A VOD title: portrait poster, name and price ("from X.XX CHF" or free). */
export function VodCard({ element, to }: { element: VodElement; to: string }) {
  const { t, i18n } = useTranslation();
  const price = vodPriceLabel(element.products, `${i18n.language}-CH`);
  return (
    <Link className={cx(cardFrame, cardLink)} to={to}>
      <span className={posterBox}>{element.logo ? <img className={poster} src={element.logo} alt="" loading="lazy" decoding="async" /> : null}</span>
      <span className={cardBody}>
        <span className={cardTitle}>{element.name}</span>
        {price ? <span className={cardMeta}>{price.kind === 'free' ? t('card_free') : t('card_from', { price: price.text })}</span> : null}
      </span>
    </Link>
  );
}

/** The "+N" card after the first items of a row; leads to the full list. */
export function MoreCard({ count, to }: { count: number; to: string }) {
  const { t } = useTranslation();
  return (
    <Link className={cx(cardFrame, cardLink)} to={to} aria-label={t('home_more_label', { count })}>
      <span className={cx(centered, more)}>{t('home_more', { count })}</span>
    </Link>
  );
}
