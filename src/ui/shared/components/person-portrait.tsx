import { css, cx } from '@linaria/core';
import { usePersonPictures } from '../hooks/use-people';
import { CARD_BOX } from '../theme/card-sizes';
import { cardImage } from './card';
import { PersonPictureContent } from './card-kinds-content';

/* Margins only: the TV's Chromium 68 shows it too. */
const frame = css`
  flex: none;
  border-radius: 10px;
`;

/** A person's portrait at a person card's size (their initials without one), in their overlay of both layouts; decoration beside their name. */
export function PersonPortrait({ name, className }: { name: string; className?: string }) {
  const picture = usePersonPictures([name])(name);
  return (
    <span className={cx(cardImage, frame, className)} style={CARD_BOX.person} data-portrait={picture.kind}>
      <PersonPictureContent picture={picture} />
    </span>
  );
}
