import { css, cx } from '@linaria/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { homeRow, type HomeFeed } from '../../../../domain/home/home-feeds';
import { FEED_CARD_KIND, type HomeItem } from '../../../../application/home/home-rows.model';
import type { HomeRowState } from '../../../shared/hooks/use-home-rows';
import { useRowTitle } from '../../../shared/hooks/use-row-title';
import { errorText } from '../../../shared/i18n/i18n';
import { CardSlot } from '../../../shared/components/card-slot';
import { CARD_BOX } from '../../../shared/theme/card-sizes';
import { MoreCard } from '../../../shared/components/card-kinds';
import { cardKindOf, HomeCard, type CardContext } from './home-card';
import { outlineButton } from '../../../shared/theme/buttons';
import { seeAllPath } from '../../../../application/navigation/home-links';
import { rowHead } from '../../styles/links';

const section = css`
  margin: 0 0 28px;
`;
/** The row head's link is underlined only under the pointer. */
const head = cx(
  rowHead,
  css`
    a {
      text-decoration: none;
    }
    a:hover {
      text-decoration: underline;
    }
  `,
);
/** The cards' list pads them (room for the focus ring above, for a scroll bar below). */
const LIST_PADDING = { top: 2, bottom: 10 };
const list = css`
  display: flex;
  gap: 12px;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  list-style: none;
  margin: 0;
  padding: ${LIST_PADDING.top}px 2px ${LIST_PADDING.bottom}px;
`;
/** Loading and failure take the room of the row's cards, so that the page does not move when they come. */
const message = css`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0;
  color: var(--color-text-muted);
  p {
    margin: 0;
  }
`;
const failure = css`
  color: var(--color-error);
`;

/**
 * One labelled row of the home page (spec point 2): heading and "see all" link, at most 20
 * cards then "+N" (every channel for the channels row), a short message with retry on failure.
 */
export function HomeRowView({
  feed,
  row,
  context,
  actionFor,
  children,
}: {
  feed: HomeFeed;
  row: HomeRowState;
  context: CardContext;
  actionFor?: (item: HomeItem) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const title = useRowTitle(feed, row);
  const to = seeAllPath(feed);
  const { data } = row;
  const shown = data.status === 'success' ? homeRow(feed.feedId, data.items) : null;
  const cardsRoom = {
    minHeight: CARD_BOX[FEED_CARD_KIND[feed.feedId]].height + LIST_PADDING.top + LIST_PADDING.bottom,
  };
  return (
    <section className={section} aria-labelledby={id} aria-busy={data.status === 'loading'}>
      <div className={head}>
        <h2 id={id}>{title}</h2>
        <Link to={to} aria-label={t('home_see_all_label', { title })}>
          {t('home_see_all')}
        </Link>
      </div>
      {data.status === 'loading' ? (
        <p className={message} style={cardsRoom} role="status">
          {t('loading')}
        </p>
      ) : null}
      {data.status === 'failure' ? (
        <div className={message} style={cardsRoom}>
          <p className={failure} role="alert">
            {t('home_row_error')} {errorText(t, data.error)}
          </p>
          <button type="button" className={outlineButton} onClick={row.retry}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      {shown && shown.items.length === 0 ? <p className={message}>{t('home_row_empty')}</p> : null}
      {shown && shown.items.length > 0 ? (
        <ul className={list} aria-label={title}>
          {shown.items.map((item) => (
            <HomeCard key={item.key} item={item} context={context} action={actionFor?.(item)} />
          ))}
          {shown.more > 0 ? (
            <CardSlot kind={cardKindOf(shown.items[0]!)}>
              <MoreCard count={shown.more} to={to} />
            </CardSlot>
          ) : null}
        </ul>
      ) : null}
      {children}
    </section>
  );
}
