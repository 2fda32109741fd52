import { css } from '@linaria/core';
import { useId, type ReactNode } from 'react';
import { CARD_HEIGHT } from '../../../../domain/layout';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { rowHead } from '../../styles/links';

/**
 * The home's frame, which holds its room before its data: the head, the carousel's box, and the
 * rows' place. The home screen draws in it, and so does the page while the session is checked
 * (home-room.tsx, in the entry's chunk: nothing here loads data), so that nothing moves between
 * them. The room is a module of its own: the lazy screen importing its modules would move shared
 * modules between chunks.
 */
export const homeHead = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  a {
    padding: 8px 16px;
    border-radius: 8px;
    background: var(--color-accent);
    color: var(--color-on-accent);
    font-weight: 700;
    text-decoration: none;
  }
`;

/** The carousel head's height, with or without its buttons: the carousel keeps its size from the first paint on. */
const HEAD_HEIGHT = 44;
const section = css`
  margin: 0 0 28px;
`;
const head = css`
  align-items: center;
  min-height: ${HEAD_HEIGHT}px;
  h2 {
    margin: 0;
  }
`;
const body = css`
  height: ${CARD_HEIGHT}px;
`;
/** A message (loading, failure) in the carousel's box. */
export const carouselMessage = css`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 100%;
  margin: 0;
  color: var(--color-text-muted);
  p {
    margin: 0;
    color: var(--color-error);
  }
`;

/** The carousel's section: its head (title and `controls`), its box of a card's height, and after it `after`. */
export function CarouselFrame({
  busy,
  controls,
  after,
  children,
}: {
  busy: boolean;
  controls?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={section} aria-labelledby={id} aria-busy={busy}>
      <div className={`${rowHead} ${head}`}>
        <h2 id={id}>{t('home_carousel_title')}</h2>
        {controls}
      </div>
      <div className={body}>{children}</div>
      {after}
    </section>
  );
}
