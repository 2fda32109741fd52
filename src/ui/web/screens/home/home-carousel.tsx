import { css } from '@linaria/core';
import { Link } from 'react-router';
import type { CarouselItem } from '../../../../application/home/home-carousel.model';
import { homeItemPath } from '../../../../application/navigation/home-links';
import { CARD_HEIGHT } from '../../../../domain/layout';
import { cardFrame } from '../../../shared/components/card';
import { cardLink } from '../../../shared/components/card-link';
import { ShowCardBadges, ShowCardContent } from '../../../shared/components/card-show-content';
import { useHomeCarousel } from '../../../shared/hooks/use-home-carousel';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { outlineButton } from '../../../shared/theme/buttons';
import { visuallyHidden } from '../../../shared/theme/visually-hidden';
import type { CardContext } from './home-card';
import { LoadFailure } from '../../load-failure';
import { CarouselFrame, carouselMessage } from './home-frame';

const controls = css`
  display: flex;
  align-items: center;
  gap: 8px;
  color: var(--color-text-muted);
  button {
    min-width: 44px;
    min-height: 36px;
    font-size: 1.25rem;
    line-height: 1;
  }
`;
const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  height: 100%;
  li {
    height: 100%;
  }
`;
/** A slide: the show card's contents side by side, its picture on the left, a larger title. */
const slide = css`
  a {
    flex-direction: row;
  }
  a > span:first-child {
    width: 45%;
    max-width: ${Math.round((CARD_HEIGHT * 16) / 9)}px;
  }
  /* The whole picture, narrower than 16:9 on small screens: none of it cut off. */
  a > span:first-child img {
    object-fit: contain;
  }
  a > span:last-child {
    flex: 1;
    align-content: center;
    padding: 16px 24px;
    font-size: 1.1rem;
  }
  /* The title, the first line of the text. */
  a > span:last-child > span:first-child {
    font-size: 1.6rem;
    white-space: normal;
  }
`;
function Slide({ item, context }: { item: CarouselItem; context: CardContext }) {
  const { show } = item;
  return (
    <article className={`${cardFrame} ${slide}`}>
      <Link className={cardLink} to={homeItemPath(item, { variant: 'web', screen: context.screen })}>
        <ShowCardContent
          show={show}
          channel={context.channels.get(show.channelId)}
          now={context.now}
          level={context.level}
          live
          imageHeight={CARD_HEIGHT}
        />
      </Link>
      <ShowCardBadges show={show} level={context.level} live />
    </article>
  );
}

/**
 * The home carousel (GET epgcarousel): the highlighted shows on air, one slide at a time, with
 * previous and next buttons and no rotation of its own; the position is said politely after a
 * step. It holds its room from the prerendered page on (a placeholder while the call is on its
 * way); it is left out when no highlighted show is on air.
 */
export function HomeCarousel({ context }: { context: CardContext }) {
  const { t } = useTranslation();
  const { slides, step, stepped, retry } = useHomeCarousel();
  if (slides.status === 'empty') return null;
  const shown = slides.status === 'shown' ? slides : null;
  const current = shown?.items[shown.index];
  return (
    <CarouselFrame
      busy={slides.status === 'loading'}
      controls={
        shown && shown.items.length > 1 ? (
          <div className={controls}>
            <span aria-hidden="true">
              {shown.position.current} / {shown.position.total}
            </span>
            <button
              type="button"
              className={outlineButton}
              aria-label={t('home_carousel_previous')}
              onClick={() => step(-1)}
            >
              ‹
            </button>
            <button
              type="button"
              className={outlineButton}
              aria-label={t('home_carousel_next')}
              onClick={() => step(1)}
            >
              ›
            </button>
          </div>
        ) : null
      }
      after={
        <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
          {stepped && shown && current
            ? t('home_carousel_position', { ...shown.position, title: current.show.title })
            : ''}
        </p>
      }
    >
      {slides.status === 'loading' ? (
        <p className={carouselMessage} role="status">
          {t('loading')}
        </p>
      ) : null}
      {slides.status === 'failure' ? (
        <LoadFailure className={carouselMessage} lead={t('home_row_error')} error={slides.error} onRetry={retry} />
      ) : null}
      {shown ? (
        <ul className={list}>
          {shown.items.map((item, index) => (
            <li key={item.key} hidden={index !== shown.index}>
              <Slide item={item} context={context} />
            </li>
          ))}
        </ul>
      ) : null}
    </CarouselFrame>
  );
}
