import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { useSeen } from '../hooks/use-seen';
import { CardImageLoading } from './card-image-loading';
import { CARD_BOX, type CardKind } from '../theme/card-sizes';

/* A web row's slot: it snaps when the row scrolls (the TV draws its rails itself, without it). */
const slot = css`
  flex: none;
  scroll-snap-align: start;
`;
const placeholder = css`
  width: 100%;
  height: 100%;
  border-radius: 10px;
  background: var(--color-surface);
  opacity: 0.5;
`;
/**
 * One card of a row: a list item of the card's size that renders its content only once it
 * has been seen (spec point 4), an empty box of the same size before; its pictures then load at
 * once. `seen`: the list knows the slot is in view, and it draws its card in its first render.
 */
export function CardSlot({
  kind,
  seen: inView = false,
  children,
}: {
  kind: CardKind;
  seen?: boolean;
  children: ReactNode;
}) {
  const { ref, seen } = useSeen<HTMLLIElement>(inView);
  const box = CARD_BOX[kind];
  return (
    <li ref={ref} className={slot} style={{ width: box.width, height: box.height }} data-card={kind}>
      {seen ? (
        <CardImageLoading.Provider value="eager">{children}</CardImageLoading.Provider>
      ) : (
        <div className={placeholder} aria-hidden="true" />
      )}
    </li>
  );
}
