import { cx } from '@linaria/core';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import type { PersonPicture } from '../../../application/shows/people.model';
import type { Category } from '../../../domain/shows/category';
import type { Channel } from '../../../domain/guide/channel';
import type { SportsEvent } from '../../../ports/shows.port';
import type { VodElement } from '../../../ports/vod.port';
import { cardFrame } from './card';
import {
  CategoryCardContent,
  ChannelCardContent,
  MoreCardContent,
  PersonCardContent,
  SportCardContent,
  VodCardContent,
} from './card-kinds-content';
import { cardLink } from './card-link';

/** A channel: its logo; leads to playing it. */
export function ChannelCard({ channel, to }: { channel: Channel; to: string }) {
  const { t } = useTranslation();
  return (
    <Link
      className={cx(cardFrame, cardLink)}
      to={to}
      aria-label={t('card_channel', { name: channel.name })}
      title={channel.name}
    >
      <ChannelCardContent channel={channel} />
    </Link>
  );
}

/** A programme category; leads to its suggestions. */
export const CategoryCard = ({ category, to }: { category: Category; to: string }) => (
  <Link className={cx(cardFrame, cardLink)} to={to}>
    <CategoryCardContent category={category} />
  </Link>
);

/** A person: portrait (or initials) and name; leads to the person's overlay. */
export const PersonCard = ({ name, picture, to }: { name: string; picture?: PersonPicture; to: string }) => (
  <Link className={cx(cardFrame, cardLink)} to={to}>
    <PersonCardContent name={name} picture={picture} />
  </Link>
);

/** A sports event: its picture, title, league and time. */
export const SportCard = ({ event, to }: { event: SportsEvent; to: string }) => (
  <Link className={cx(cardFrame, cardLink)} to={to}>
    <SportCardContent event={event} />
  </Link>
);

/** A VOD title: portrait poster, name and price ("from X.XX CHF" or free). */
export const VodCard = ({ element, to }: { element: VodElement; to: string }) => (
  <Link className={cx(cardFrame, cardLink)} to={to}>
    <VodCardContent element={element} />
  </Link>
);

/** The "+N" card after the first items of a row; leads to the full list. */
export function MoreCard({ count, to }: { count: number; to: string }) {
  const { t } = useTranslation();
  return (
    <Link className={cx(cardFrame, cardLink)} to={to} aria-label={t('home_more_label', { count })}>
      <MoreCardContent count={count} />
    </Link>
  );
}
